class Program_weight_tensor_meta_L_input_ids_:
    name = "L_input_ids_"
    shape = [1, 21]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [
        101,
        7592,
        1010,
        2026,
        2171,
        2003,
        3960,
        1012,
        1045,
        2572,
        4083,
        2055,
        2312,
        2653,
        4275,
        1998,
        2037,
        4294,
        2015,
        1012,
        102,
    ]


class Program_weight_tensor_meta_L_self_modules_transformer_modules_wte_parameters_weight_:
    name = "L_self_modules_transformer_modules_wte_parameters_weight_"
    shape = [50257, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_wpe_parameters_weight_:
    name = "L_self_modules_transformer_modules_wpe_parameters_weight_"
    shape = [1024, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_attention_mask_:
    name = "L_attention_mask_"
    shape = [1, 21]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_4_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_4_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_4_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_4_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_4_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_5_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_5_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_5_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_5_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_5_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_6_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_6_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_6_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_6_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_6_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_7_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_7_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_7_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_7_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_7_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_8_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_8_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_8_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_8_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_8_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_ln_1_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_9_modules_ln_1_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_9_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_ln_2_parameters_weight_:
    name = (
        "L_self_modules_transformer_modules_h_modules_9_modules_ln_2_parameters_weight_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_9_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_ln_1_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_ln_1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_10_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_ln_2_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_ln_2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_10_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_10_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_ln_1_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_ln_1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_ln_1_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_11_modules_ln_1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_ln_2_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_ln_2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_ln_2_parameters_bias_:
    name = (
        "L_self_modules_transformer_modules_h_modules_11_modules_ln_2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_ln_f_parameters_weight_:
    name = "L_self_modules_transformer_modules_ln_f_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_ln_f_parameters_bias_:
    name = "L_self_modules_transformer_modules_ln_f_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None
