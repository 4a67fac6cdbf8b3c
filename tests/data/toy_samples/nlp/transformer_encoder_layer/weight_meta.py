class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [2, 8, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.015
    std = 1.011
    data = None


class Program_weight_tensor_meta_L_self_modules_q_proj_parameters_weight_:
    name = "L_self_modules_q_proj_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_q_proj_parameters_bias_:
    name = "L_self_modules_q_proj_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.005
    std = 0.068
    data = None


class Program_weight_tensor_meta_L_self_modules_k_proj_parameters_weight_:
    name = "L_self_modules_k_proj_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_k_proj_parameters_bias_:
    name = "L_self_modules_k_proj_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.007
    std = 0.078
    data = None


class Program_weight_tensor_meta_L_self_modules_v_proj_parameters_weight_:
    name = "L_self_modules_v_proj_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_v_proj_parameters_bias_:
    name = "L_self_modules_v_proj_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.008
    std = 0.064
    data = None


class Program_weight_tensor_meta_L_attention_mask_:
    name = "L_attention_mask_"
    shape = [2, 8]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = [
        True,
        True,
        True,
        True,
        True,
        True,
        True,
        True,
        True,
        True,
        True,
        True,
        True,
        False,
        False,
        False,
    ]


class Program_weight_tensor_meta_L_self_modules_o_proj_parameters_weight_:
    name = "L_self_modules_o_proj_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_o_proj_parameters_bias_:
    name = "L_self_modules_o_proj_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003
    std = 0.075
    data = None


class Program_weight_tensor_meta_L_self_modules_attn_norm_parameters_weight_:
    name = "L_self_modules_attn_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.998
    std = 0.116
    data = None


class Program_weight_tensor_meta_L_self_modules_attn_norm_parameters_bias_:
    name = "L_self_modules_attn_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.005
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_fc1_parameters_weight_:
    name = "L_self_modules_fc1_parameters_weight_"
    shape = [128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_fc1_parameters_bias_:
    name = "L_self_modules_fc1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.005
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_fc2_parameters_weight_:
    name = "L_self_modules_fc2_parameters_weight_"
    shape = [64, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_fc2_parameters_bias_:
    name = "L_self_modules_fc2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_self_modules_ffn_norm_parameters_weight_:
    name = "L_self_modules_ffn_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.973
    std = 0.100
    data = None


class Program_weight_tensor_meta_L_self_modules_ffn_norm_parameters_bias_:
    name = "L_self_modules_ffn_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.020
    data = None
