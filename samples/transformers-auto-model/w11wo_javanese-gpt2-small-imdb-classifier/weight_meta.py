class Program_weight_tensor_meta_L_input_ids_:
    name = "L_input_ids_"
    shape = [1, 30]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [
        40,
        6477,
        12,
        23983,
        17400,
        3233,
        10318,
        14,
        325,
        1874,
        273,
        4704,
        6461,
        751,
        9629,
        4361,
        2227,
        36151,
        5249,
        83,
        1527,
        1500,
        335,
        849,
        796,
        305,
        552,
        48802,
        14,
        221,
    ]


class Program_weight_tensor_meta_L_self_modules_transformer_modules_wte_parameters_weight_:
    name = "L_self_modules_transformer_modules_wte_parameters_weight_"
    shape = [50257, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_wpe_parameters_weight_:
    name = "L_self_modules_transformer_modules_wpe_parameters_weight_"
    shape = [1024, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_attention_mask_:
    name = "L_attention_mask_"
    shape = [1, 30]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
    ]


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_4_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_4_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_4_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_4_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_5_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_5_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_5_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_5_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_6_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_6_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_6_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_6_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_7_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_7_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_7_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_7_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_8_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_8_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_8_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_8_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_9_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_9_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_9_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_9_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_ln_1_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_ln_1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_10_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_ln_2_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_ln_2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_10_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_ln_1_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_ln_1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_11_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_ln_2_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_ln_2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_11_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_ln_f_parameters_weight_:
    name = "L_self_modules_transformer_modules_ln_f_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_ln_f_parameters_bias_:
    name = "L_self_modules_transformer_modules_ln_f_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
