class Program_weight_tensor_meta_L_input_ids_:
    name = "L_input_ids_"
    shape = [2, 16]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [
        101,
        387,
        103,
        264,
        152,
        430,
        321,
        267,
        407,
        350,
        312,
        455,
        179,
        270,
        267,
        114,
        101,
        215,
        310,
        497,
        142,
        323,
        458,
        457,
        270,
        51,
        71,
        90,
        0,
        0,
        0,
        0,
    ]


class Program_weight_tensor_meta_L_self_buffers_position_ids_:
    name = "L_self_buffers_position_ids_"
    shape = [1, 64]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    min_val = 0
    max_val = 63


class Program_weight_tensor_meta_L_self_modules_word_embeddings_parameters_weight_:
    name = "L_self_modules_word_embeddings_parameters_weight_"
    shape = [512, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_token_type_embeddings_parameters_weight_:
    name = "L_self_modules_token_type_embeddings_parameters_weight_"
    shape = [2, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_token_type_ids_:
    name = "L_token_type_ids_"
    shape = [2, 16]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
    ]


class Program_weight_tensor_meta_L_self_modules_position_embeddings_parameters_weight_:
    name = "L_self_modules_position_embeddings_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_LayerNorm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.012
    std = 0.102
    data = None


class Program_weight_tensor_meta_L_self_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_LayerNorm_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003
    std = 0.021
    data = None
