class Program_weight_tensor_meta_L_self_modules_conv1_parameters_weight_:
    name = "L_self_modules_conv1_parameters_weight_"
    shape = [16, 3, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.006
    std = 0.111
    data = None


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [2, 3, 32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.014
    std = 0.991
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_bn1_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.011
    std = 0.177
    data = [
        0.210609,
        0.005556,
        -0.299599,
        -0.229292,
        -0.156569,
        0.047714,
        0.186280,
        0.089435,
        0.173099,
        -0.148667,
        0.062334,
        -0.083488,
        0.116053,
        0.336217,
        0.030850,
        -0.166245,
    ]


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
    name = "L_self_modules_bn1_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.930
    std = 0.311
    data = [
        0.540217,
        0.920549,
        1.105294,
        1.196222,
        0.797510,
        0.691000,
        0.702692,
        0.527751,
        1.387738,
        1.080013,
        0.511560,
        0.773569,
        1.404846,
        1.261920,
        0.732893,
        1.251246,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
    name = "L_self_modules_bn1_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.954
    std = 0.199
    data = [
        1.032063,
        1.102038,
        0.857580,
        0.882435,
        0.894473,
        0.990180,
        0.842910,
        0.932529,
        0.746664,
        1.154917,
        0.568525,
        0.747664,
        1.254187,
        1.219038,
        1.232541,
        0.807293,
    ]


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
    name = "L_self_modules_bn1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.029
    std = 0.111
    data = [
        -0.150654,
        0.175822,
        -0.029220,
        0.047475,
        0.015485,
        0.109119,
        0.012021,
        0.015533,
        0.023439,
        -0.015875,
        0.060117,
        -0.135341,
        -0.235844,
        -0.164481,
        -0.144330,
        -0.048229,
    ]


class Program_weight_tensor_meta_L_self_modules_conv2_parameters_weight_:
    name = "L_self_modules_conv2_parameters_weight_"
    shape = [32, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.047
    data = None


class Program_weight_tensor_meta_L_self_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_bn2_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.043
    std = 0.159
    data = [
        0.042865,
        0.135173,
        0.075932,
        -0.131004,
        -0.030653,
        -0.310759,
        -0.181963,
        -0.124424,
        -0.108997,
        -0.157141,
        -0.168933,
        0.303457,
        -0.143535,
        -0.074155,
        0.099397,
        -0.146662,
        -0.045489,
        -0.113467,
        0.157108,
        -0.178787,
        0.180561,
        0.035300,
        -0.037206,
        -0.371752,
        -0.069550,
        -0.119583,
        0.267371,
        -0.143347,
        -0.228293,
        0.159889,
        0.047657,
        0.011534,
    ]


class Program_weight_tensor_meta_L_self_modules_bn2_buffers_running_var_:
    name = "L_self_modules_bn2_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.300
    data = [
        1.165256,
        0.981681,
        1.315924,
        0.889862,
        1.456329,
        1.162452,
        0.567639,
        0.538793,
        1.327208,
        1.381830,
        0.763333,
        0.680610,
        1.158063,
        0.796498,
        0.670253,
        1.143587,
        1.467972,
        1.028967,
        0.584096,
        1.172936,
        1.349069,
        1.200938,
        1.466097,
        0.807034,
        0.618122,
        1.152642,
        1.026793,
        0.967641,
        0.504395,
        0.683431,
        1.139557,
        0.836536,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn2_parameters_weight_:
    name = "L_self_modules_bn2_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.940
    std = 0.180
    data = [
        0.965177,
        0.727836,
        0.853044,
        0.744832,
        1.196801,
        0.801545,
        0.828196,
        1.083430,
        0.664200,
        1.081172,
        0.932952,
        1.151111,
        0.869586,
        0.692868,
        1.016859,
        1.271038,
        1.252797,
        0.816156,
        1.025546,
        0.928067,
        0.976694,
        0.806560,
        0.949042,
        0.795089,
        0.916904,
        0.896096,
        0.629930,
        1.178223,
        0.709533,
        0.981824,
        1.196851,
        1.127754,
    ]


class Program_weight_tensor_meta_L_self_modules_bn2_parameters_bias_:
    name = "L_self_modules_bn2_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.106
    data = [
        -0.005605,
        0.003753,
        0.007936,
        0.174619,
        -0.198685,
        0.107634,
        0.027743,
        0.036255,
        -0.006887,
        -0.187518,
        -0.024245,
        -0.036565,
        -0.069424,
        -0.119203,
        -0.104572,
        -0.055169,
        -0.017810,
        0.030306,
        0.160557,
        -0.023007,
        0.072868,
        -0.140947,
        -0.165307,
        0.178325,
        0.031960,
        -0.093782,
        0.066417,
        0.062962,
        0.079507,
        0.174738,
        0.118818,
        -0.104219,
    ]


class Program_weight_tensor_meta_L_self_modules_fc_parameters_weight_:
    name = "L_self_modules_fc_parameters_weight_"
    shape = [10, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.098
    data = None


class Program_weight_tensor_meta_L_self_modules_fc_parameters_bias_:
    name = "L_self_modules_fc_parameters_bias_"
    shape = [10]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.052
    std = 0.091
    data = [
        0.007251,
        0.100709,
        -0.011432,
        -0.158268,
        0.129868,
        0.096630,
        0.164071,
        0.069272,
        0.049590,
        0.072366,
    ]
