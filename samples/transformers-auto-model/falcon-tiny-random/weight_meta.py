class Program_weight_tensor_meta_L_input_ids_:
    name = "L_input_ids_"
    shape = [1, 19]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [
        9856,
        23,
        491,
        1536,
        304,
        9151,
        25,
        295,
        653,
        2860,
        544,
        1902,
        3599,
        4287,
        273,
        525,
        50036,
        25,
        204,
    ]


class Program_weight_tensor_meta_L_self_modules_transformer_modules_word_embeddings_parameters_weight_:
    name = "L_self_modules_transformer_modules_word_embeddings_parameters_weight_"
    shape = [65024, 8]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_attention_mask_:
    name = "L_attention_mask_"
    shape = [1, 19]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_input_layernorm_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_input_layernorm_parameters_weight_"
    shape = [8]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_input_layernorm_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_input_layernorm_parameters_bias_"
    shape = [8]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_self_attention_modules_query_key_value_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_self_attention_modules_query_key_value_parameters_weight_"
    shape = [16, 8]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_self_attention_modules_maybe_rotary_buffers_inv_freq_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_self_attention_modules_maybe_rotary_buffers_inv_freq_"
    shape = [2]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.505
    std = 0.700
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_self_attention_modules_dense_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_self_attention_modules_dense_parameters_weight_"
    shape = [8, 8]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_dense_h_to_4h_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_dense_h_to_4h_parameters_weight_"
    shape = [32, 8]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_dense_4h_to_h_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_dense_4h_to_h_parameters_weight_"
    shape = [8, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.002
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_input_layernorm_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_input_layernorm_parameters_weight_"
    shape = [8]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_input_layernorm_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_input_layernorm_parameters_bias_"
    shape = [8]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_self_attention_modules_query_key_value_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_self_attention_modules_query_key_value_parameters_weight_"
    shape = [16, 8]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_self_attention_modules_maybe_rotary_buffers_inv_freq_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_self_attention_modules_maybe_rotary_buffers_inv_freq_"
    shape = [2]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.505
    std = 0.700
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_self_attention_modules_dense_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_self_attention_modules_dense_parameters_weight_"
    shape = [8, 8]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_dense_h_to_4h_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_dense_h_to_4h_parameters_weight_"
    shape = [32, 8]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.002
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_dense_4h_to_h_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_dense_4h_to_h_parameters_weight_"
    shape = [8, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.003
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_ln_f_parameters_weight_:
    name = "L_self_modules_transformer_modules_ln_f_parameters_weight_"
    shape = [8]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_ln_f_parameters_bias_:
    name = "L_self_modules_transformer_modules_ln_f_parameters_bias_"
    shape = [8]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None
