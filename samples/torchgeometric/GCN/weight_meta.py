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
        936,
        719,
        937,
        265,
        245,
        483,
        495,
        12,
        334,
        351,
        310,
        109,
        309,
        835,
        931,
        277,
        782,
        901,
        965,
        642,
        170,
        980,
        404,
        191,
        559,
        972,
        357,
        321,
        389,
        558,
        576,
        677,
        366,
        323,
        645,
        200,
        713,
        704,
        193,
        501,
        649,
        489,
        710,
        139,
        911,
        22,
        935,
        421,
        570,
        627,
        166,
        946,
        914,
        681,
        211,
        210,
        418,
        524,
        858,
        321,
        146,
        508,
        599,
        686,
        739,
        276,
        972,
        243,
        695,
        18,
        274,
        42,
        249,
        465,
        187,
        757,
        147,
        593,
        878,
        872,
        575,
        70,
        472,
        386,
        667,
        946,
        822,
        935,
        610,
        600,
        42,
        172,
        585,
        306,
        598,
        220,
        351,
        513,
        436,
        565,
        654,
        165,
        761,
        194,
        961,
        358,
        721,
        626,
        715,
        504,
        733,
        767,
        70,
        290,
        487,
        892,
        20,
        272,
        229,
        174,
        266,
        931,
        839,
        186,
        357,
        428,
        673,
        433,
        536,
        289,
        952,
        983,
        853,
        769,
        735,
        830,
        839,
        762,
        617,
        969,
        978,
        516,
        999,
        149,
        337,
        233,
        107,
        840,
        448,
        607,
        427,
        808,
        59,
        617,
        193,
        127,
        513,
        163,
        666,
        507,
        914,
        347,
        275,
        236,
        737,
        356,
        956,
        754,
        351,
        337,
        460,
        710,
        115,
        837,
        685,
        105,
        212,
        783,
        495,
        756,
        812,
        967,
        193,
        261,
        70,
        86,
        78,
        409,
        207,
        578,
        850,
        185,
        17,
        163,
        229,
        345,
        554,
        601,
        593,
        72,
    ]


class Program_weight_tensor_meta_L_self_modules_convs_modules_0_modules_lin_parameters_weight_:
    name = "L_self_modules_convs_modules_0_modules_lin_parameters_weight_"
    shape = [256, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_0_parameters_bias_:
    name = "L_self_modules_convs_modules_0_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_1_modules_lin_parameters_weight_:
    name = "L_self_modules_convs_modules_1_modules_lin_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_1_parameters_bias_:
    name = "L_self_modules_convs_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_2_modules_lin_parameters_weight_:
    name = "L_self_modules_convs_modules_2_modules_lin_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_2_parameters_bias_:
    name = "L_self_modules_convs_modules_2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_3_modules_lin_parameters_weight_:
    name = "L_self_modules_convs_modules_3_modules_lin_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_3_parameters_bias_:
    name = "L_self_modules_convs_modules_3_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_4_modules_lin_parameters_weight_:
    name = "L_self_modules_convs_modules_4_modules_lin_parameters_weight_"
    shape = [10, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_self_modules_convs_modules_4_parameters_bias_:
    name = "L_self_modules_convs_modules_4_parameters_bias_"
    shape = [10]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None
