class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_0_modules_conv_parameters_weight_"
    shape = [32, 3, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_inputs_:
    name = "L_inputs_"
    shape = [1, 3, 512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.500
    std = 0.289
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_0_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.018
    std = 0.067
    data = [
        0.065752,
        0.055287,
        0.092566,
        -0.057080,
        0.086754,
        -0.171273,
        -0.062333,
        -0.041695,
        0.009339,
        -0.002804,
        0.061930,
        -0.108851,
        -0.014009,
        0.001421,
        -0.023186,
        0.012134,
        0.006544,
        0.033232,
        0.024825,
        -0.002973,
        0.078969,
        0.004940,
        0.068866,
        0.007564,
        0.092883,
        0.121967,
        0.009793,
        0.135741,
        0.005330,
        0.131034,
        0.001768,
        -0.037712,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_0_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.004
    data = [
        0.003013,
        0.007752,
        0.004134,
        0.002071,
        0.005056,
        0.008362,
        0.006040,
        0.010091,
        0.003400,
        0.007856,
        0.001424,
        0.003118,
        0.007599,
        0.019887,
        0.002103,
        0.001918,
        0.010383,
        0.003375,
        0.002355,
        0.002606,
        0.007685,
        0.010722,
        0.005488,
        0.001413,
        0.005940,
        0.005659,
        0.002478,
        0.007920,
        0.001985,
        0.012656,
        0.003903,
        0.004339,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_0_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.110
    std = 0.043
    data = [
        0.074495,
        0.130314,
        0.103210,
        0.088188,
        0.089239,
        0.124663,
        0.070491,
        0.131167,
        0.089386,
        0.149553,
        0.072177,
        0.110886,
        0.109740,
        0.254756,
        0.081386,
        0.088612,
        0.192021,
        0.065106,
        0.078551,
        0.088097,
        0.107684,
        0.211538,
        0.120791,
        0.064044,
        0.107248,
        0.098226,
        0.088030,
        0.121632,
        0.104347,
        0.103164,
        0.123088,
        0.065707,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_0_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.035
    data = [
        0.012771,
        -0.061078,
        -0.066165,
        -0.007129,
        0.061453,
        0.078938,
        -0.026346,
        -0.011012,
        -0.006199,
        -0.000860,
        -0.005043,
        0.020755,
        0.062048,
        -0.014380,
        0.013363,
        -0.052944,
        -0.004932,
        -0.018376,
        -0.042785,
        -0.002519,
        0.012551,
        -0.007442,
        -0.025185,
        0.015919,
        -0.013711,
        0.047181,
        -0.006652,
        -0.002041,
        -0.009283,
        0.066833,
        -0.001315,
        -0.037047,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_1_modules_conv_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.018
    data = [
        0.007526,
        -0.019528,
        -0.022752,
        -0.020132,
        0.010087,
        0.049854,
        -0.015573,
        -0.024428,
        -0.010825,
        -0.022960,
        -0.030389,
        -0.004172,
        -0.017981,
        -0.012836,
        0.000579,
        -0.015747,
        0.004257,
        -0.004146,
        -0.009959,
        -0.034630,
        -0.002262,
        -0.003810,
        0.000847,
        0.005991,
        -0.006371,
        -0.020375,
        -0.029043,
        0.022496,
        0.005924,
        -0.022981,
        -0.042273,
        -0.011244,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.000
    data = [
        0.000993,
        0.001119,
        0.000636,
        0.000606,
        0.000863,
        0.000580,
        0.000529,
        0.000484,
        0.001910,
        0.001833,
        0.000808,
        0.000900,
        0.001952,
        0.000341,
        0.001436,
        0.001310,
        0.000143,
        0.000658,
        0.000346,
        0.000849,
        0.000241,
        0.000866,
        0.000983,
        0.000261,
        0.000857,
        0.001931,
        0.000753,
        0.001018,
        0.000695,
        0.000680,
        0.001330,
        0.001128,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.115
    std = 0.029
    data = [
        0.087215,
        0.132191,
        0.111402,
        0.103516,
        0.087045,
        0.071532,
        0.103874,
        0.101044,
        0.161188,
        0.202798,
        0.106791,
        0.098487,
        0.136367,
        0.125416,
        0.097724,
        0.134156,
        0.105895,
        0.112707,
        0.085778,
        0.098154,
        0.117619,
        0.168163,
        0.090297,
        0.090134,
        0.119759,
        0.177688,
        0.103090,
        0.080990,
        0.125417,
        0.097155,
        0.128526,
        0.112802,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.029
    data = [
        0.078722,
        0.011526,
        0.020315,
        -0.042286,
        -0.026855,
        -0.041795,
        0.056553,
        0.011357,
        0.005769,
        0.023351,
        0.053443,
        -0.030326,
        0.004645,
        0.003189,
        0.016102,
        -0.026329,
        -0.021201,
        0.000948,
        -0.007992,
        0.024428,
        -0.024688,
        -0.003592,
        0.017256,
        0.009396,
        -0.012684,
        0.050892,
        -0.007011,
        0.018931,
        0.025480,
        0.004060,
        0.023756,
        -0.021726,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_2_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_2_modules_conv_parameters_weight_"
    shape = [64, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_2_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_2_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.118
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub1_modules_2_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_conv_sub1_modules_2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_0_parameters_weight_"
    shape = [32, 3, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.117
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_1_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.165
    data = [
        -0.215007,
        -0.378349,
        0.022480,
        -0.117183,
        -0.142210,
        0.281813,
        0.151576,
        0.070158,
        0.076333,
        -0.069081,
        -0.110791,
        -0.007264,
        0.125368,
        -0.184657,
        -0.200976,
        -0.084152,
        0.011770,
        0.017063,
        0.035359,
        -0.091296,
        0.088248,
        -0.001730,
        0.078231,
        -0.027331,
        0.212192,
        0.048437,
        0.087444,
        -0.031039,
        -0.140411,
        -0.307785,
        0.444748,
        0.047816,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_1_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.085
    std = 0.091
    data = [
        0.081937,
        0.049085,
        0.091264,
        0.057711,
        0.050102,
        0.074046,
        0.083612,
        0.100501,
        0.024763,
        0.018195,
        0.104778,
        0.421435,
        0.081330,
        0.009833,
        0.135786,
        0.021203,
        0.073481,
        0.171833,
        0.022912,
        0.035917,
        0.050280,
        0.028352,
        0.027693,
        0.047181,
        0.085170,
        0.032842,
        0.022298,
        0.363105,
        0.049268,
        0.031207,
        0.099147,
        0.161564,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_1_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.183
    std = 0.090
    data = [
        0.109963,
        0.167821,
        0.249940,
        0.167044,
        0.046789,
        0.164343,
        0.221316,
        0.243192,
        0.196535,
        0.133712,
        0.194134,
        0.360436,
        0.199793,
        0.084019,
        0.092818,
        0.113830,
        0.183809,
        0.245640,
        0.190172,
        0.107467,
        0.280176,
        0.100304,
        0.074138,
        0.152213,
        0.315940,
        0.153153,
        0.232706,
        0.461721,
        0.072542,
        0.112917,
        0.181745,
        0.250030,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.127
    data = [
        -0.112315,
        0.108990,
        0.195432,
        -0.003185,
        -0.087899,
        0.076553,
        0.233577,
        -0.006277,
        -0.108591,
        -0.111474,
        0.102287,
        0.106309,
        0.049670,
        0.068175,
        -0.236116,
        -0.039895,
        -0.031074,
        0.147356,
        -0.133403,
        -0.043140,
        -0.250911,
        -0.012640,
        -0.080817,
        0.033493,
        -0.227086,
        0.052248,
        -0.088060,
        0.189221,
        -0.105614,
        0.054733,
        0.175855,
        0.044915,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_3_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_3_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_4_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_4_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.072
    std = 0.066
    data = [
        -0.061744,
        -0.098975,
        -0.028008,
        -0.157192,
        -0.107406,
        -0.040366,
        -0.078795,
        -0.044780,
        0.047684,
        -0.072109,
        -0.032244,
        -0.152671,
        -0.075121,
        -0.141316,
        -0.107072,
        0.009684,
        -0.094597,
        -0.002674,
        -0.084102,
        0.131010,
        -0.029227,
        -0.014204,
        -0.035541,
        -0.107247,
        -0.099561,
        -0.078715,
        -0.156344,
        -0.184693,
        -0.045848,
        -0.112256,
        -0.070930,
        -0.172504,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_4_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_4_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.024
    std = 0.013
    data = [
        0.036287,
        0.025247,
        0.020997,
        0.041433,
        0.032467,
        0.031911,
        0.025211,
        0.014102,
        0.011324,
        0.013407,
        0.012767,
        0.033097,
        0.022559,
        0.060620,
        0.019390,
        0.025391,
        0.014433,
        0.014501,
        0.015439,
        0.016410,
        0.032538,
        0.015742,
        0.006540,
        0.036175,
        0.010121,
        0.022940,
        0.018581,
        0.027826,
        0.011823,
        0.018401,
        0.027595,
        0.061209,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_4_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_4_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.218
    std = 0.088
    data = [
        0.335287,
        0.344769,
        0.193872,
        0.098901,
        0.185479,
        0.084312,
        0.238940,
        0.151900,
        0.117908,
        0.226782,
        0.285321,
        0.218762,
        0.200383,
        0.413268,
        0.243672,
        0.263493,
        0.306446,
        0.156107,
        0.192555,
        0.138570,
        0.298724,
        0.105726,
        0.136074,
        0.258489,
        0.117332,
        0.269077,
        0.188891,
        0.162551,
        0.207985,
        0.116070,
        0.346681,
        0.375559,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_4_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_4_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 0.077
    data = [
        0.103559,
        0.143450,
        -0.132681,
        0.040361,
        -0.028190,
        0.062208,
        0.000678,
        -0.097853,
        -0.048879,
        0.062260,
        -0.094289,
        -0.000309,
        0.016311,
        0.072599,
        0.032943,
        0.052443,
        -0.137660,
        0.105519,
        -0.083131,
        -0.107703,
        0.077624,
        0.003171,
        -0.011819,
        -0.005116,
        -0.059527,
        0.095078,
        0.038779,
        -0.033045,
        0.141861,
        0.017262,
        0.037292,
        0.063018,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_6_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_6_parameters_weight_"
    shape = [64, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.027
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_7_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_7_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.060
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_7_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_7_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.012
    std = 0.007
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_7_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_7_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.218
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_stem_modules_7_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_stem_modules_7_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.030
    std = 0.033
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_conv1_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.076
    std = 0.105
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.007
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.138
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.048
    std = 0.027
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_conv2_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn2_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_0_modules_bn2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.024
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_conv1_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.084
    std = 0.117
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.005
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.128
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.064
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_conv2_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.019
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_conv1_parameters_weight_"
    shape = [128, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.075
    std = 0.077
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.003
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.122
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.050
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.103
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_bn2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.026
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_"
    shape = [128, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.025
    std = 0.070
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.133
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.026
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_conv1_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.059
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.002
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.119
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.079
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.016
    std = 0.096
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.031
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub2_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_conv_sub2_modules_conv_parameters_weight_"
    shape = [256, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_conv_sub2_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub2_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_conv_sub2_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub2_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_conv_sub2_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.119
    std = 0.007
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub2_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_conv_sub2_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.008
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_conv1_parameters_weight_"
    shape = [256, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.007
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.035
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.112
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.047
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.005
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.035
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_"
    shape = [256, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.017
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.131
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.035
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_conv1_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.006
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.023
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.111
    std = 0.011
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.056
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.005
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.060
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer3_modules_1_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.030
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_conv1_parameters_weight_"
    shape = [512, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.003
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.014
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.119
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_conv2_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.003
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_bn2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.044
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_0_parameters_weight_"
    shape = [512, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.017
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.150
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.044
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_conv1_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.020
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.114
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.037
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_conv2_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.003
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.002
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_backbone_modules_layer4_modules_1_modules_bn2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.022
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_0_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_0_modules_1_modules_conv_parameters_weight_"
    shape = [512, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_0_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_0_modules_1_modules_bn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_0_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_0_modules_1_modules_bn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_0_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_0_modules_1_modules_bn_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.089
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_0_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_0_modules_1_modules_bn_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.023
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_1_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_1_modules_1_modules_conv_parameters_weight_"
    shape = [512, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_1_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_1_modules_1_modules_bn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_1_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_1_modules_1_modules_bn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_1_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_1_modules_1_modules_bn_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.096
    std = 0.006
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_1_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_1_modules_1_modules_bn_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.022
    std = 0.007
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_2_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_2_modules_1_modules_conv_parameters_weight_"
    shape = [512, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_2_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_2_modules_1_modules_bn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_2_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_2_modules_1_modules_bn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_2_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_2_modules_1_modules_bn_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.101
    std = 0.005
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_2_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_2_modules_1_modules_bn_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.020
    std = 0.006
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_3_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_3_modules_1_modules_conv_parameters_weight_"
    shape = [512, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_3_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_3_modules_1_modules_bn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_3_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_3_modules_1_modules_bn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_3_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_3_modules_1_modules_bn_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.111
    std = 0.006
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_modules_modules_3_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_psp_modules_modules_3_modules_1_modules_bn_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.020
    std = 0.005
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_bottleneck_modules_conv_parameters_weight_:
    name = (
        "L_self_modules_backbone_modules_psp_bottleneck_modules_conv_parameters_weight_"
    )
    shape = [512, 2560, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.003
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_bottleneck_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_psp_bottleneck_modules_bn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.065
    std = 0.065
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_bottleneck_modules_bn_buffers_running_var_:
    name = (
        "L_self_modules_backbone_modules_psp_bottleneck_modules_bn_buffers_running_var_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.005
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_bottleneck_modules_bn_parameters_weight_:
    name = (
        "L_self_modules_backbone_modules_psp_bottleneck_modules_bn_parameters_weight_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.119
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_psp_bottleneck_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_psp_bottleneck_modules_bn_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.040
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub4_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_conv_sub4_modules_conv_parameters_weight_"
    shape = [256, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub4_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_conv_sub4_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub4_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_conv_sub4_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub4_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_conv_sub4_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.126
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_sub4_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_conv_sub4_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.043
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_24_modules_conv_low_modules_conv_parameters_weight_:
    name = "L_self_modules_neck_modules_cff_24_modules_conv_low_modules_conv_parameters_weight_"
    shape = [128, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_24_modules_conv_low_modules_bn_buffers_running_mean_:
    name = "L_self_modules_neck_modules_cff_24_modules_conv_low_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.052
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_24_modules_conv_low_modules_bn_buffers_running_var_:
    name = "L_self_modules_neck_modules_cff_24_modules_conv_low_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.007
    std = 0.004
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_24_modules_conv_low_modules_bn_parameters_weight_:
    name = "L_self_modules_neck_modules_cff_24_modules_conv_low_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.156
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_24_modules_conv_low_modules_bn_parameters_bias_:
    name = "L_self_modules_neck_modules_cff_24_modules_conv_low_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.024
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_24_modules_conv_high_modules_conv_parameters_weight_:
    name = "L_self_modules_neck_modules_cff_24_modules_conv_high_modules_conv_parameters_weight_"
    shape = [128, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_24_modules_conv_high_modules_bn_buffers_running_mean_:
    name = "L_self_modules_neck_modules_cff_24_modules_conv_high_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_24_modules_conv_high_modules_bn_buffers_running_var_:
    name = "L_self_modules_neck_modules_cff_24_modules_conv_high_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_24_modules_conv_high_modules_bn_parameters_weight_:
    name = "L_self_modules_neck_modules_cff_24_modules_conv_high_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.099
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_24_modules_conv_high_modules_bn_parameters_bias_:
    name = "L_self_modules_neck_modules_cff_24_modules_conv_high_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_12_modules_conv_low_modules_conv_parameters_weight_:
    name = "L_self_modules_neck_modules_cff_12_modules_conv_low_modules_conv_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_12_modules_conv_low_modules_bn_buffers_running_mean_:
    name = "L_self_modules_neck_modules_cff_12_modules_conv_low_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.060
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_12_modules_conv_low_modules_bn_buffers_running_var_:
    name = "L_self_modules_neck_modules_cff_12_modules_conv_low_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.005
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_12_modules_conv_low_modules_bn_parameters_weight_:
    name = "L_self_modules_neck_modules_cff_12_modules_conv_low_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.153
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_12_modules_conv_low_modules_bn_parameters_bias_:
    name = "L_self_modules_neck_modules_cff_12_modules_conv_low_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.014
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_12_modules_conv_high_modules_conv_parameters_weight_:
    name = "L_self_modules_neck_modules_cff_12_modules_conv_high_modules_conv_parameters_weight_"
    shape = [128, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_12_modules_conv_high_modules_bn_buffers_running_mean_:
    name = "L_self_modules_neck_modules_cff_12_modules_conv_high_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.006
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_12_modules_conv_high_modules_bn_buffers_running_var_:
    name = "L_self_modules_neck_modules_cff_12_modules_conv_high_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_12_modules_conv_high_modules_bn_parameters_weight_:
    name = "L_self_modules_neck_modules_cff_12_modules_conv_high_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.088
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_self_modules_neck_modules_cff_12_modules_conv_high_modules_bn_parameters_bias_:
    name = "L_self_modules_neck_modules_cff_12_modules_conv_high_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.016
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_convs_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_decode_head_modules_convs_modules_0_modules_conv_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.008
    data = None


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_convs_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_decode_head_modules_convs_modules_0_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_convs_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_decode_head_modules_convs_modules_0_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.003
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_convs_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_decode_head_modules_convs_modules_0_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.513
    std = 0.086
    data = None


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_convs_modules_0_modules_bn_parameters_bias_:
    name = (
        "L_self_modules_decode_head_modules_convs_modules_0_modules_bn_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.232
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_conv_seg_parameters_weight_:
    name = "L_self_modules_decode_head_modules_conv_seg_parameters_weight_"
    shape = [19, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.130
    data = None


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_conv_seg_parameters_bias_:
    name = "L_self_modules_decode_head_modules_conv_seg_parameters_bias_"
    shape = [19]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.083
    data = [
        0.249594,
        0.054097,
        0.141890,
        -0.005025,
        -0.028143,
        -0.036809,
        -0.081502,
        -0.057255,
        0.054410,
        0.003912,
        0.005064,
        0.013560,
        -0.088983,
        0.036529,
        -0.029248,
        -0.041304,
        -0.059420,
        -0.071733,
        -0.059610,
    ]
