class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1000, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004
    std = 0.997
    data = None


class Program_weight_tensor_meta_L_edge_index_:
    name = "L_edge_index_"
    shape = [2, 100]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [
        270,
        751,
        403,
        726,
        781,
        418,
        393,
        503,
        541,
        129,
        609,
        34,
        941,
        374,
        7,
        697,
        538,
        407,
        379,
        693,
        92,
        428,
        678,
        397,
        390,
        213,
        771,
        485,
        961,
        34,
        811,
        812,
        715,
        200,
        951,
        47,
        45,
        636,
        148,
        718,
        773,
        830,
        856,
        444,
        39,
        957,
        111,
        36,
        54,
        342,
        380,
        274,
        286,
        133,
        6,
        75,
        304,
        433,
        960,
        274,
        188,
        272,
        868,
        809,
        39,
        352,
        91,
        12,
        8,
        501,
        110,
        496,
        658,
        155,
        602,
        598,
        328,
        679,
        688,
        376,
        62,
        6,
        572,
        486,
        168,
        868,
        549,
        354,
        84,
        531,
        629,
        524,
        375,
        950,
        921,
        194,
        333,
        617,
        138,
        461,
        549,
        583,
        600,
        790,
        227,
        493,
        966,
        169,
        648,
        858,
        534,
        772,
        169,
        966,
        289,
        197,
        356,
        883,
        776,
        765,
        661,
        743,
        778,
        730,
        174,
        467,
        339,
        66,
        573,
        152,
        913,
        545,
        371,
        42,
        738,
        47,
        138,
        847,
        351,
        955,
        209,
        421,
        327,
        383,
        322,
        731,
        204,
        436,
        254,
        572,
        608,
        121,
        898,
        606,
        220,
        903,
        793,
        984,
        412,
        521,
        509,
        247,
        277,
        209,
        563,
        150,
        330,
        72,
        516,
        344,
        355,
        433,
        739,
        536,
        781,
        356,
        414,
        570,
        241,
        965,
        585,
        277,
        383,
        976,
        374,
        420,
        301,
        547,
        846,
        35,
        461,
        832,
        471,
        167,
        297,
        128,
        244,
        707,
        281,
        515,
    ]


class Program_weight_tensor_meta_L_self_modules_convs_modules_0_buffers_eps_:
    name = "L_self_modules_convs_modules_0_buffers_eps_"
    shape = [1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_0_modules_nn_modules_lins_modules_0_parameters_weight_:
    name = "L_self_modules_convs_modules_0_modules_nn_modules_lins_modules_0_parameters_weight_"
    shape = [256, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_0_modules_nn_modules_lins_modules_0_parameters_bias_:
    name = "L_self_modules_convs_modules_0_modules_nn_modules_lins_modules_0_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.003
    std = 0.050
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_0_modules_nn_modules_lins_modules_1_parameters_weight_:
    name = "L_self_modules_convs_modules_0_modules_nn_modules_lins_modules_1_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_0_modules_nn_modules_lins_modules_1_parameters_bias_:
    name = "L_self_modules_convs_modules_0_modules_nn_modules_lins_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_1_buffers_eps_:
    name = "L_self_modules_convs_modules_1_buffers_eps_"
    shape = [1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_1_modules_nn_modules_lins_modules_0_parameters_weight_:
    name = "L_self_modules_convs_modules_1_modules_nn_modules_lins_modules_0_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_1_modules_nn_modules_lins_modules_0_parameters_bias_:
    name = "L_self_modules_convs_modules_1_modules_nn_modules_lins_modules_0_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_1_modules_nn_modules_lins_modules_1_parameters_weight_:
    name = "L_self_modules_convs_modules_1_modules_nn_modules_lins_modules_1_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_1_modules_nn_modules_lins_modules_1_parameters_bias_:
    name = "L_self_modules_convs_modules_1_modules_nn_modules_lins_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_2_buffers_eps_:
    name = "L_self_modules_convs_modules_2_buffers_eps_"
    shape = [1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_2_modules_nn_modules_lins_modules_0_parameters_weight_:
    name = "L_self_modules_convs_modules_2_modules_nn_modules_lins_modules_0_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_2_modules_nn_modules_lins_modules_0_parameters_bias_:
    name = "L_self_modules_convs_modules_2_modules_nn_modules_lins_modules_0_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_2_modules_nn_modules_lins_modules_1_parameters_weight_:
    name = "L_self_modules_convs_modules_2_modules_nn_modules_lins_modules_1_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_2_modules_nn_modules_lins_modules_1_parameters_bias_:
    name = "L_self_modules_convs_modules_2_modules_nn_modules_lins_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_3_buffers_eps_:
    name = "L_self_modules_convs_modules_3_buffers_eps_"
    shape = [1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_3_modules_nn_modules_lins_modules_0_parameters_weight_:
    name = "L_self_modules_convs_modules_3_modules_nn_modules_lins_modules_0_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_3_modules_nn_modules_lins_modules_0_parameters_bias_:
    name = "L_self_modules_convs_modules_3_modules_nn_modules_lins_modules_0_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_3_modules_nn_modules_lins_modules_1_parameters_weight_:
    name = "L_self_modules_convs_modules_3_modules_nn_modules_lins_modules_1_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_3_modules_nn_modules_lins_modules_1_parameters_bias_:
    name = "L_self_modules_convs_modules_3_modules_nn_modules_lins_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_4_buffers_eps_:
    name = "L_self_modules_convs_modules_4_buffers_eps_"
    shape = [1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_4_modules_nn_modules_lins_modules_0_parameters_weight_:
    name = "L_self_modules_convs_modules_4_modules_nn_modules_lins_modules_0_parameters_weight_"
    shape = [10, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_4_modules_nn_modules_lins_modules_0_parameters_bias_:
    name = "L_self_modules_convs_modules_4_modules_nn_modules_lins_modules_0_parameters_bias_"
    shape = [10]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.014
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_4_modules_nn_modules_lins_modules_1_parameters_weight_:
    name = "L_self_modules_convs_modules_4_modules_nn_modules_lins_modules_1_parameters_weight_"
    shape = [10, 10]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.009
    std = 0.181
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_4_modules_nn_modules_lins_modules_1_parameters_bias_:
    name = "L_self_modules_convs_modules_4_modules_nn_modules_lins_modules_1_parameters_bias_"
    shape = [10]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.014
    std = 0.181
    data = None
