class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 16, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.056
    std = 1.005
    data = None


class Program_weight_tensor_meta_L_self_modules_post_attention_layernorm_parameters_weight_:
    name = "L_self_modules_post_attention_layernorm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.092
    data = None


class Program_weight_tensor_meta_L_self_modules_mlp_modules_gate_proj_parameters_weight_:
    name = "L_self_modules_mlp_modules_gate_proj_parameters_weight_"
    shape = [172, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_mlp_modules_up_proj_parameters_weight_:
    name = "L_self_modules_mlp_modules_up_proj_parameters_weight_"
    shape = [172, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_mlp_modules_down_proj_parameters_weight_:
    name = "L_self_modules_mlp_modules_down_proj_parameters_weight_"
    shape = [64, 172]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_norm_parameters_weight_:
    name = "L_self_modules_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.991
    std = 0.093
    data = None
