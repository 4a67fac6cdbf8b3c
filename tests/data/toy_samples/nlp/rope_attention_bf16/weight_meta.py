class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 16, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.000
    std = 0.984
    data = None


class Program_weight_tensor_meta_L_self_buffers_inv_freq_:
    name = "L_self_buffers_inv_freq_"
    shape = [8]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.183
    std = 0.347
    data = [
        1.000000,
        0.316228,
        0.100000,
        0.031623,
        0.010000,
        0.003162,
        0.001000,
        0.000316,
    ]


class Program_weight_tensor_meta_L_self_modules_q_proj_parameters_weight_:
    name = "L_self_modules_q_proj_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_k_proj_parameters_weight_:
    name = "L_self_modules_k_proj_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.001
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_v_proj_parameters_weight_:
    name = "L_self_modules_v_proj_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.002
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_o_proj_parameters_weight_:
    name = "L_self_modules_o_proj_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001
    std = 0.072
    data = None
