class Program_weight_tensor_meta_L_self_modules_enc1_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_enc1_modules_0_modules_0_parameters_weight_"
    shape = [8, 3, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.010
    std = 0.113
    data = None


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.027
    std = 0.993
    data = None


class Program_weight_tensor_meta_L_self_modules_enc1_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_enc1_modules_0_modules_1_buffers_running_mean_"
    shape = [8]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.034
    std = 0.066
    data = [
        -0.027538,
        -0.036626,
        -0.143279,
        -0.010505,
        -0.012254,
        0.052983,
        -0.115098,
        0.022324,
    ]


class Program_weight_tensor_meta_L_self_modules_enc1_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_enc1_modules_0_modules_1_buffers_running_var_"
    shape = [8]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.917
    std = 0.288
    data = [
        0.951450,
        1.215376,
        0.651661,
        0.825237,
        0.579437,
        0.861042,
        0.799660,
        1.448551,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_enc1_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_enc1_modules_0_modules_1_parameters_weight_"
    shape = [8]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.882
    std = 0.263
    data = [
        0.958431,
        1.420093,
        0.852845,
        0.832634,
        0.672313,
        0.510328,
        0.877810,
        0.930085,
    ]


class Program_weight_tensor_meta_L_self_modules_enc1_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_enc1_modules_0_modules_1_parameters_bias_"
    shape = [8]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.027
    std = 0.093
    data = [
        -0.122535,
        0.052762,
        -0.099098,
        0.152326,
        -0.093956,
        -0.077837,
        -0.015318,
        -0.013158,
    ]


class Program_weight_tensor_meta_L_self_modules_enc2_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_enc2_modules_0_modules_0_parameters_weight_"
    shape = [16, 8, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.069
    data = None


class Program_weight_tensor_meta_L_self_modules_enc2_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_enc2_modules_0_modules_1_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.033
    std = 0.174
    data = [
        0.414192,
        -0.239823,
        -0.184668,
        -0.166277,
        -0.046593,
        -0.148674,
        0.023002,
        -0.033955,
        0.032083,
        0.126215,
        0.000625,
        -0.101401,
        0.211131,
        -0.063015,
        -0.270956,
        -0.087575,
    ]


class Program_weight_tensor_meta_L_self_modules_enc2_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_enc2_modules_0_modules_1_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.020
    std = 0.269
    data = [
        0.899737,
        0.963425,
        1.066812,
        0.639863,
        0.698519,
        1.074533,
        1.203587,
        1.312327,
        1.306898,
        1.293863,
        1.233373,
        1.283579,
        0.646383,
        0.645289,
        0.758679,
        1.300736,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_enc2_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_enc2_modules_0_modules_1_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.943
    std = 0.173
    data = [
        1.059476,
        0.931196,
        0.856328,
        1.165348,
        0.941632,
        0.590960,
        0.991193,
        1.227728,
        0.698366,
        0.723434,
        1.111171,
        1.123042,
        0.907797,
        0.885542,
        0.933876,
        0.940529,
    ]


class Program_weight_tensor_meta_L_self_modules_enc2_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_enc2_modules_0_modules_1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.010
    std = 0.099
    data = [
        -0.012024,
        -0.070553,
        0.183564,
        -0.037372,
        -0.079658,
        -0.103473,
        -0.119015,
        0.036583,
        0.095481,
        0.144127,
        -0.147523,
        -0.063438,
        0.092865,
        0.048822,
        -0.091972,
        -0.035493,
    ]


class Program_weight_tensor_meta_L_self_modules_bottleneck_modules_0_parameters_weight_:
    name = "L_self_modules_bottleneck_modules_0_parameters_weight_"
    shape = [32, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_bottleneck_modules_0_parameters_bias_:
    name = "L_self_modules_bottleneck_modules_0_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.008
    std = 0.041
    data = [
        0.023848,
        -0.004521,
        0.039989,
        0.073184,
        0.012028,
        -0.017759,
        0.049382,
        0.023744,
        -0.063047,
        -0.021265,
        -0.028897,
        0.008666,
        0.067603,
        0.023256,
        0.048670,
        0.058207,
        -0.031302,
        0.032930,
        -0.067443,
        0.037921,
        -0.022386,
        -0.016558,
        -0.044707,
        -0.003840,
        0.027802,
        0.056122,
        -0.032447,
        0.007263,
        -0.073353,
        0.056469,
        0.054130,
        -0.014775,
    ]


class Program_weight_tensor_meta_L_self_modules_dec2_modules_0_parameters_weight_:
    name = "L_self_modules_dec2_modules_0_parameters_weight_"
    shape = [16, 48, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_dec2_modules_0_parameters_bias_:
    name = "L_self_modules_dec2_modules_0_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.008
    std = 0.026
    data = [
        -0.021166,
        0.027757,
        -0.014864,
        0.018145,
        -0.020162,
        -0.015853,
        0.038534,
        0.035064,
        0.004442,
        0.042767,
        0.042132,
        0.015462,
        0.007106,
        -0.040993,
        0.014798,
        -0.003863,
    ]


class Program_weight_tensor_meta_L_self_modules_up1_parameters_weight_:
    name = "L_self_modules_up1_parameters_weight_"
    shape = [16, 8, 2, 2]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.101
    data = None


class Program_weight_tensor_meta_L_self_modules_up1_parameters_bias_:
    name = "L_self_modules_up1_parameters_bias_"
    shape = [8]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004
    std = 0.115
    data = [
        0.016861,
        0.156082,
        0.139439,
        -0.161008,
        0.007850,
        0.061141,
        -0.125619,
        -0.062284,
    ]


class Program_weight_tensor_meta_L_self_modules_dec1_modules_0_parameters_weight_:
    name = "L_self_modules_dec1_modules_0_parameters_weight_"
    shape = [8, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_dec1_modules_0_parameters_bias_:
    name = "L_self_modules_dec1_modules_0_parameters_bias_"
    shape = [8]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.010
    std = 0.039
    data = [
        0.039530,
        0.022997,
        -0.002143,
        -0.044647,
        -0.070296,
        0.013674,
        -0.046823,
        0.010593,
    ]


class Program_weight_tensor_meta_L_self_modules_head_parameters_weight_:
    name = "L_self_modules_head_parameters_weight_"
    shape = [1, 8, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.089
    std = 0.187
    data = [
        -0.311926,
        0.167289,
        0.022863,
        -0.286036,
        0.020478,
        0.097581,
        -0.225654,
        -0.196058,
    ]


class Program_weight_tensor_meta_L_self_modules_head_parameters_bias_:
    name = "L_self_modules_head_parameters_bias_"
    shape = [1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.078
    std = 0.000
    data = [0.077533]
