class Program_weight_tensor_meta_L_self_modules_fc1_parameters_weight_:
    name = "L_self_modules_fc1_parameters_weight_"
    shape = [128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_fc1_parameters_bias_:
    name = "L_self_modules_fc1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003
    std = 0.076
    data = None


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.050
    std = 1.061
    data = None


class Program_weight_tensor_meta_L_self_modules_fc2_parameters_weight_:
    name = "L_self_modules_fc2_parameters_weight_"
    shape = [128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_fc2_parameters_bias_:
    name = "L_self_modules_fc2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.007
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_fc3_parameters_weight_:
    name = "L_self_modules_fc3_parameters_weight_"
    shape = [16, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.050
    data = None


class Program_weight_tensor_meta_L_self_modules_fc3_parameters_bias_:
    name = "L_self_modules_fc3_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.011
    std = 0.047
    data = [
        0.020248,
        0.080858,
        0.040299,
        0.001808,
        0.023449,
        0.052022,
        0.050372,
        0.009935,
        0.081860,
        -0.046675,
        0.040659,
        -0.079507,
        -0.054760,
        -0.014299,
        -0.004561,
        -0.018388,
    ]
