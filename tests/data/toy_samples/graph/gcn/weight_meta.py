class Program_weight_tensor_meta_L_self_modules_lin1_parameters_weight_:
    name = "L_self_modules_lin1_parameters_weight_"
    shape = [32, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.006
    std = 0.143
    data = None


class Program_weight_tensor_meta_L_self_modules_lin1_parameters_bias_:
    name = "L_self_modules_lin1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.042
    std = 0.129
    data = [
        0.004412,
        -0.204506,
        -0.089008,
        -0.159158,
        0.194863,
        0.193996,
        0.063155,
        0.165622,
        -0.017887,
        -0.206764,
        0.130405,
        0.237102,
        0.168142,
        0.123047,
        0.108028,
        0.176243,
        -0.033152,
        0.138393,
        0.026852,
        0.070820,
        0.059742,
        0.116327,
        0.191216,
        -0.241230,
        -0.082739,
        -0.070362,
        0.029536,
        0.006305,
        0.087735,
        0.022619,
        -0.032702,
        0.169669,
    ]


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [32, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.020
    std = 0.995
    data = None


class Program_weight_tensor_meta_L_adj_:
    name = "L_adj_"
    shape = [32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.031
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_self_modules_lin2_parameters_weight_:
    name = "L_self_modules_lin2_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.010
    std = 0.099
    data = None


class Program_weight_tensor_meta_L_edge_index_:
    name = "L_edge_index_"
    shape = [2, 96]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [
        0,
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        10,
        11,
        12,
        13,
        14,
        15,
        16,
        17,
        18,
        19,
        20,
        21,
        22,
        23,
        24,
        25,
        26,
        27,
        28,
        29,
        30,
        31,
        14,
        31,
        5,
        8,
        27,
        1,
        1,
        9,
        7,
        16,
        11,
        4,
        7,
        27,
        11,
        16,
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        10,
        11,
        12,
        13,
        14,
        15,
        16,
        17,
        18,
        19,
        20,
        21,
        22,
        23,
        24,
        25,
        26,
        27,
        28,
        29,
        30,
        31,
        0,
        21,
        11,
        25,
        5,
        5,
        3,
        12,
        11,
        15,
        13,
        26,
        11,
        29,
        30,
        31,
        29,
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        10,
        11,
        12,
        13,
        14,
        15,
        16,
        17,
        18,
        19,
        20,
        21,
        22,
        23,
        24,
        25,
        26,
        27,
        28,
        29,
        30,
        31,
        0,
        21,
        11,
        25,
        5,
        5,
        3,
        12,
        11,
        15,
        13,
        26,
        11,
        29,
        30,
        31,
        29,
        0,
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        10,
        11,
        12,
        13,
        14,
        15,
        16,
        17,
        18,
        19,
        20,
        21,
        22,
        23,
        24,
        25,
        26,
        27,
        28,
        29,
        30,
        31,
        14,
        31,
        5,
        8,
        27,
        1,
        1,
        9,
        7,
        16,
        11,
        4,
        7,
        27,
        11,
        16,
    ]


class Program_weight_tensor_meta_L_self_parameters_bias2_:
    name = "L_self_parameters_bias2_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004
    std = 0.010
    data = [
        -0.006558,
        -0.011416,
        -0.020429,
        -0.015363,
        0.005151,
        -0.016160,
        -0.004024,
        0.007690,
        0.005659,
        -0.020569,
        0.006981,
        -0.011885,
        0.022153,
        -0.004018,
        -0.020988,
        -0.016661,
        -0.007444,
        -0.008204,
        -0.003046,
        0.008096,
        0.000585,
        -0.000916,
        -0.007142,
        -0.003180,
        0.008075,
        -0.006513,
        -0.001895,
        -0.011861,
        -0.004263,
        0.013053,
        0.008946,
        -0.003836,
    ]


class Program_weight_tensor_meta_L_self_modules_lin_out_parameters_weight_:
    name = "L_self_modules_lin_out_parameters_weight_"
    shape = [7, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.107
    data = None


class Program_weight_tensor_meta_L_self_modules_lin_out_parameters_bias_:
    name = "L_self_modules_lin_out_parameters_bias_"
    shape = [7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.028
    std = 0.104
    data = [0.133621, 0.077167, 0.064258, 0.063425, -0.058348, -0.168869, 0.083636]
