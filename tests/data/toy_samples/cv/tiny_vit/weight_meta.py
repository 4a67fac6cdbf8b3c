class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_proj_parameters_weight_:
    name = "L_self_modules_patch_embed_modules_proj_parameters_weight_"
    shape = [32, 3, 8, 8]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_proj_parameters_bias_:
    name = "L_self_modules_patch_embed_modules_proj_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.006
    std = 0.039
    data = [
        0.044443,
        0.042958,
        -0.040438,
        0.011026,
        -0.000036,
        -0.062844,
        -0.042654,
        -0.062225,
        0.041615,
        0.022959,
        0.040185,
        0.058090,
        -0.059422,
        -0.051158,
        0.032351,
        -0.038994,
        0.037992,
        0.034416,
        -0.033203,
        -0.000100,
        -0.041967,
        -0.056639,
        -0.050533,
        -0.027630,
        0.000474,
        0.011547,
        -0.006917,
        0.035286,
        -0.025339,
        0.002473,
        -0.032916,
        0.032889,
    ]


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003
    std = 0.994
    data = None


class Program_weight_tensor_meta_L_self_parameters_cls_token_:
    name = "L_self_parameters_cls_token_"
    shape = [1, 1, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.016
    data = [
        0.006967,
        0.000595,
        0.018048,
        0.026020,
        -0.025260,
        0.013303,
        0.017983,
        -0.017104,
        0.005858,
        0.008850,
        -0.004380,
        -0.006375,
        -0.003453,
        -0.004387,
        0.007597,
        -0.023469,
        -0.027212,
        -0.013229,
        -0.021057,
        -0.024435,
        0.023283,
        0.008161,
        0.017839,
        -0.009001,
        0.019034,
        -0.004635,
        0.000279,
        0.014520,
        0.008238,
        0.022040,
        0.009112,
        -0.029298,
    ]


class Program_weight_tensor_meta_L_self_parameters_pos_embed_:
    name = "L_self_parameters_pos_embed_"
    shape = [1, 17, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.999
    std = 0.091
    data = [
        0.884627,
        1.004647,
        0.941154,
        0.790261,
        1.086808,
        0.989887,
        0.868088,
        1.062845,
        0.928069,
        1.033571,
        1.015741,
        1.053364,
        1.209002,
        1.103296,
        0.949704,
        1.011969,
        1.003945,
        1.054883,
        1.010453,
        0.946806,
        1.066139,
        0.913202,
        1.147822,
        0.980310,
        0.931274,
        1.058016,
        0.988971,
        1.167899,
        0.906542,
        0.919815,
        0.909408,
        1.023763,
    ]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.023
    data = [
        0.003338,
        0.043819,
        -0.008240,
        -0.035936,
        0.003263,
        0.011564,
        -0.014968,
        0.016403,
        -0.037251,
        0.052120,
        -0.009840,
        -0.009887,
        -0.024571,
        0.025717,
        -0.001896,
        0.007579,
        -0.023257,
        -0.002721,
        0.048725,
        -0.038991,
        0.004200,
        0.001343,
        -0.011684,
        0.022176,
        0.006497,
        -0.005295,
        -0.004516,
        0.018692,
        -0.019369,
        -0.026167,
        -0.007623,
        -0.008061,
    ]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_"
    shape = [96, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004
    std = 0.102
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.011
    std = 0.098
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.008
    std = 0.101
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.012
    std = 0.108
    data = [
        0.168623,
        -0.144672,
        -0.042515,
        -0.101686,
        0.092672,
        -0.168077,
        0.159174,
        -0.065725,
        0.109639,
        -0.075514,
        0.042344,
        0.052733,
        -0.055893,
        -0.042207,
        0.050369,
        -0.032995,
        0.098049,
        -0.149900,
        -0.092054,
        -0.044996,
        0.047154,
        0.016996,
        -0.137584,
        -0.054057,
        0.147351,
        -0.143848,
        0.066217,
        0.150751,
        0.094605,
        0.142043,
        0.168555,
        0.128009,
    ]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.007
    std = 0.092
    data = [
        0.960578,
        1.013402,
        0.945707,
        0.996151,
        1.126534,
        1.015220,
        1.024015,
        0.939798,
        1.162386,
        1.001815,
        0.997512,
        0.910005,
        1.199262,
        1.152151,
        0.937401,
        0.948935,
        1.068706,
        0.994140,
        1.041280,
        1.077759,
        1.005153,
        1.096283,
        1.127626,
        0.886009,
        1.115515,
        0.876942,
        0.920589,
        0.903597,
        0.944053,
        0.870280,
        0.886810,
        1.088317,
    ]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.017
    data = [
        0.028806,
        -0.004850,
        0.013000,
        0.015094,
        0.013658,
        0.018412,
        -0.005885,
        -0.010201,
        -0.009431,
        0.008021,
        0.005373,
        -0.004381,
        0.018561,
        0.022754,
        0.033579,
        -0.022649,
        -0.007202,
        -0.017072,
        -0.008741,
        -0.004013,
        0.009236,
        -0.023286,
        -0.035440,
        -0.002474,
        -0.000124,
        -0.029172,
        -0.011972,
        0.013920,
        0.021451,
        -0.009189,
        -0.009224,
        -0.018891,
    ]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
    shape = [64, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.006
    std = 0.102
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.007
    std = 0.113
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [32, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.071
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.003
    std = 0.068
    data = [
        -0.091267,
        -0.028962,
        -0.077460,
        0.065975,
        0.102769,
        -0.116405,
        0.020227,
        -0.068535,
        -0.026282,
        0.015163,
        0.027969,
        0.062663,
        0.004723,
        -0.056623,
        0.120306,
        0.034832,
        -0.115732,
        -0.006536,
        -0.098589,
        -0.009787,
        -0.009140,
        -0.032540,
        0.003735,
        -0.082517,
        0.106281,
        0.043960,
        -0.013521,
        0.095552,
        -0.092103,
        0.074023,
        0.031844,
        0.035825,
    ]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_norm1_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.015
    std = 0.077
    data = [
        0.952513,
        0.901392,
        1.039897,
        0.839552,
        1.038141,
        0.964208,
        0.984203,
        1.007339,
        1.107757,
        0.998984,
        0.904083,
        0.985823,
        1.124187,
        1.060530,
        0.982324,
        1.041862,
        1.116994,
        1.056557,
        1.032110,
        0.965658,
        0.920786,
        1.105405,
        0.973555,
        1.113450,
        1.108402,
        1.050878,
        1.002291,
        1.148255,
        1.007268,
        0.872164,
        1.055216,
        1.021099,
    ]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_norm1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004
    std = 0.020
    data = [
        0.015492,
        -0.012965,
        0.001603,
        -0.024354,
        0.005565,
        -0.042793,
        -0.000054,
        0.014295,
        -0.018433,
        0.033995,
        0.010581,
        0.001358,
        -0.010900,
        0.000612,
        0.006148,
        0.015901,
        0.007593,
        -0.014255,
        0.028970,
        -0.033757,
        -0.014259,
        -0.008781,
        0.019028,
        0.005882,
        0.023848,
        0.026803,
        0.012852,
        0.006615,
        0.020107,
        0.001490,
        -0.000720,
        0.053380,
    ]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_weight_"
    shape = [96, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.103
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.009
    std = 0.103
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.100
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.019
    std = 0.096
    data = [
        0.123658,
        -0.052126,
        0.037640,
        0.095307,
        0.150806,
        -0.039939,
        0.027950,
        0.044183,
        0.170185,
        -0.084827,
        -0.001325,
        0.050788,
        0.118934,
        -0.038756,
        0.025750,
        -0.125556,
        -0.021180,
        -0.075406,
        0.002898,
        0.129704,
        0.000331,
        0.165695,
        -0.125875,
        0.001459,
        0.176744,
        0.014597,
        -0.147660,
        0.050740,
        -0.167558,
        -0.065740,
        0.098923,
        0.068564,
    ]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_norm2_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.989
    std = 0.095
    data = [
        1.055891,
        0.912703,
        0.918353,
        1.191194,
        1.020855,
        1.137671,
        0.887036,
        0.890788,
        1.050541,
        0.970998,
        0.813249,
        0.987352,
        0.968391,
        0.835163,
        1.109005,
        0.898503,
        0.972170,
        0.978552,
        1.145709,
        1.000509,
        0.987562,
        1.143991,
        1.120848,
        1.000771,
        0.990408,
        0.971041,
        0.819428,
        0.936629,
        0.957469,
        0.989432,
        1.027310,
        0.971907,
    ]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_norm2_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004
    std = 0.023
    data = [
        0.004009,
        0.019116,
        -0.029306,
        -0.013700,
        -0.028576,
        -0.009620,
        -0.004185,
        0.035368,
        -0.012308,
        -0.033190,
        -0.004517,
        0.041598,
        -0.026092,
        0.019902,
        -0.003187,
        -0.000026,
        -0.017315,
        0.014097,
        0.055338,
        0.026352,
        0.039289,
        0.024055,
        0.014324,
        0.014912,
        0.001193,
        0.031923,
        0.009803,
        0.002309,
        -0.000438,
        0.002048,
        -0.016735,
        -0.023975,
    ]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_"
    shape = [64, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.102
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.011
    std = 0.105
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_"
    shape = [32, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003
    std = 0.063
    data = [
        -0.102778,
        -0.030828,
        -0.008987,
        -0.047031,
        -0.116825,
        -0.034587,
        -0.052872,
        -0.083159,
        0.102733,
        0.107219,
        0.076518,
        -0.037845,
        0.013437,
        0.091583,
        -0.074625,
        0.066846,
        0.053512,
        -0.061317,
        -0.014628,
        0.064225,
        0.001195,
        0.091172,
        0.073063,
        0.034747,
        0.020340,
        0.038217,
        -0.000771,
        -0.001608,
        -0.004631,
        -0.052849,
        0.057891,
        -0.060897,
    ]


class Program_weight_tensor_meta_L_self_modules_norm_parameters_weight_:
    name = "L_self_modules_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.015
    std = 0.087
    data = [
        0.945675,
        0.864810,
        1.110697,
        1.157397,
        0.987926,
        1.003297,
        0.976917,
        0.890512,
        1.068044,
        1.039614,
        0.987511,
        0.899959,
        1.001937,
        0.839886,
        1.051179,
        0.960271,
        0.974904,
        1.111393,
        0.986239,
        1.191410,
        0.976949,
        0.982792,
        1.144889,
        1.113297,
        0.998130,
        0.990347,
        0.989232,
        0.958193,
        1.126394,
        1.071949,
        0.959249,
        1.118956,
    ]


class Program_weight_tensor_meta_L_self_modules_norm_parameters_bias_:
    name = "L_self_modules_norm_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.020
    data = [
        0.017946,
        0.014925,
        -0.008215,
        -0.029531,
        0.020504,
        -0.002124,
        0.019883,
        0.024535,
        0.009570,
        -0.002520,
        0.011352,
        0.026702,
        0.036124,
        -0.038249,
        -0.042396,
        -0.019666,
        -0.022004,
        0.018181,
        -0.029710,
        0.008027,
        -0.004868,
        -0.016810,
        0.022478,
        -0.012183,
        -0.004024,
        -0.001237,
        -0.002492,
        0.005764,
        0.001785,
        0.003350,
        0.032457,
        0.001668,
    ]


class Program_weight_tensor_meta_L_self_modules_head_parameters_weight_:
    name = "L_self_modules_head_parameters_weight_"
    shape = [10, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004
    std = 0.103
    data = None


class Program_weight_tensor_meta_L_self_modules_head_parameters_bias_:
    name = "L_self_modules_head_parameters_bias_"
    shape = [10]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.070
    data = [
        0.003958,
        0.029355,
        -0.024581,
        -0.081075,
        -0.043767,
        -0.071495,
        0.081893,
        -0.064203,
        0.106871,
        0.085271,
    ]
