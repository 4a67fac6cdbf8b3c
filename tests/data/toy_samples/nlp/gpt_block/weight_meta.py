class Program_weight_tensor_meta_L_input_ids_:
    name = "L_input_ids_"
    shape = [2, 48]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    min_val = 6
    max_val = 255


class Program_weight_tensor_meta_L_self_modules_wte_parameters_weight_:
    name = "L_self_modules_wte_parameters_weight_"
    shape = [256, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_wpe_parameters_weight_:
    name = "L_self_modules_wpe_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_ln_1_parameters_weight_:
    name = "L_self_modules_h_modules_0_modules_ln_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.984
    std = 0.093
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_ln_1_parameters_bias_:
    name = "L_self_modules_h_modules_0_modules_ln_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_"
    shape = [192, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.070
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.009
    std = 0.077
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_ln_2_parameters_weight_:
    name = "L_self_modules_h_modules_0_modules_ln_2_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.984
    std = 0.100
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_ln_2_parameters_bias_:
    name = "L_self_modules_h_modules_0_modules_ln_2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [256, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.008
    std = 0.075
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [64, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_ln_f_parameters_weight_:
    name = "L_self_modules_ln_f_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.998
    std = 0.126
    data = None


class Program_weight_tensor_meta_L_self_modules_ln_f_parameters_bias_:
    name = "L_self_modules_ln_f_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.005
    std = 0.021
    data = None
