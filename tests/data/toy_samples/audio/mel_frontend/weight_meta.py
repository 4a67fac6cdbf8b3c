class Program_weight_tensor_meta_L_self_modules_filterbank_parameters_weight_:
    name = "L_self_modules_filterbank_parameters_weight_"
    shape = [64, 1, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_waveform_:
    name = "L_waveform_"
    shape = [1, 1, 1600]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.217
    data = None


class Program_weight_tensor_meta_L_self_modules_mel_parameters_weight_:
    name = "L_self_modules_mel_parameters_weight_"
    shape = [32, 64, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.063
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_layer_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.016
    std = 0.117
    data = [
        1.182461,
        0.854388,
        0.993581,
        1.205697,
        1.004019,
        1.054036,
        1.225233,
        0.955105,
        1.110553,
        1.028356,
        0.968963,
        0.847152,
        0.914306,
        0.942095,
        1.024888,
        0.921516,
        1.102677,
        1.138672,
        0.995403,
        0.958850,
        1.158393,
        0.842754,
        1.151667,
        1.127269,
        1.004500,
        0.929329,
        1.036591,
        1.039842,
        1.112040,
        0.893219,
        1.044136,
        0.738537,
    ]


class Program_weight_tensor_meta_L_self_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_layer_norm_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.005
    std = 0.017
    data = [
        -0.000836,
        -0.003101,
        0.029495,
        0.012068,
        0.025339,
        -0.003199,
        0.042946,
        -0.004896,
        -0.021324,
        0.003476,
        -0.012012,
        0.014823,
        0.003159,
        -0.005896,
        -0.005056,
        -0.030295,
        0.006364,
        0.044590,
        0.015494,
        -0.015965,
        -0.012410,
        -0.012969,
        0.021048,
        -0.000935,
        0.011209,
        0.003781,
        0.011293,
        0.007193,
        -0.001214,
        0.021306,
        0.007230,
        0.013478,
    ]


class Program_weight_tensor_meta_L_self_modules_projection_parameters_weight_:
    name = "L_self_modules_projection_parameters_weight_"
    shape = [64, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003
    std = 0.102
    data = None


class Program_weight_tensor_meta_L_self_modules_projection_parameters_bias_:
    name = "L_self_modules_projection_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.022
    std = 0.101
    data = None
