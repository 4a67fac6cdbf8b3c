class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_0_modules_0_parameters_weight_"
    shape = [16, 3, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003
    std = 0.111
    data = None


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.018
    std = 0.989
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_0_modules_1_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.049
    std = 0.216
    data = [
        0.108700,
        -0.057354,
        0.242624,
        0.122129,
        0.184213,
        0.108911,
        -0.342047,
        -0.443947,
        -0.377977,
        0.257832,
        -0.186755,
        -0.089361,
        -0.026981,
        -0.169542,
        -0.025472,
        -0.094756,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_0_modules_1_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.945
    std = 0.259
    data = [
        1.273784,
        0.934670,
        1.459651,
        0.871408,
        1.035876,
        1.177320,
        0.657567,
        0.685162,
        1.211385,
        1.032254,
        0.595586,
        1.112315,
        0.910115,
        0.597290,
        0.851708,
        0.706365,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_0_modules_1_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.955
    std = 0.221
    data = [
        0.996319,
        1.033093,
        1.217744,
        0.934586,
        1.135052,
        0.873292,
        1.192705,
        0.921530,
        0.687388,
        0.753989,
        0.810015,
        0.795270,
        1.414896,
        0.685236,
        1.150599,
        0.670877,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_0_modules_1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.047
    std = 0.077
    data = [
        -0.015276,
        0.048298,
        0.013831,
        0.019857,
        0.087195,
        0.018627,
        0.084869,
        0.025764,
        0.008549,
        -0.015388,
        0.174194,
        0.125681,
        0.109605,
        -0.142808,
        0.051970,
        0.152950,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_0_parameters_weight_"
    shape = [16, 1, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004
    std = 0.198
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.042
    std = 0.275
    data = [
        -0.522346,
        0.544816,
        0.144345,
        -0.046450,
        -0.280769,
        -0.106206,
        -0.089210,
        -0.274367,
        0.099241,
        -0.083793,
        0.212407,
        -0.384086,
        -0.252950,
        -0.101744,
        0.273032,
        0.188310,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.971
    std = 0.330
    data = [
        0.622504,
        1.298965,
        1.420774,
        0.845229,
        1.467389,
        1.095115,
        0.746116,
        1.025779,
        1.244884,
        0.584654,
        1.495767,
        0.796368,
        0.763142,
        0.699123,
        0.505644,
        0.922503,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.018
    std = 0.176
    data = [
        1.118182,
        1.122118,
        1.141988,
        1.002189,
        1.047480,
        1.293013,
        0.963016,
        0.902692,
        1.215744,
        0.749385,
        1.346624,
        0.911442,
        0.779859,
        0.951766,
        0.861635,
        0.880956,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.007
    std = 0.109
    data = [
        0.071575,
        -0.094872,
        -0.005978,
        0.059700,
        0.110939,
        -0.077599,
        0.117670,
        0.014936,
        0.076648,
        -0.204495,
        -0.131103,
        0.195005,
        0.013672,
        -0.135874,
        0.009602,
        0.088906,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_conv_modules_1_parameters_weight_"
    shape = [16, 16, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.013
    std = 0.139
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_mean_:
    name = (
        "L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_mean_"
    )
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.017
    std = 0.224
    data = [
        0.174142,
        0.225382,
        -0.119375,
        -0.347574,
        0.221047,
        -0.065631,
        -0.187387,
        -0.161080,
        -0.123830,
        -0.016174,
        0.085728,
        -0.190596,
        0.340235,
        -0.287503,
        -0.191885,
        0.364608,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_var_"
    )
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.995
    std = 0.238
    data = [
        1.117147,
        0.896088,
        0.659587,
        0.775638,
        0.879486,
        0.780938,
        1.358677,
        0.815300,
        1.322835,
        1.044577,
        0.852504,
        1.002705,
        0.977754,
        1.171042,
        0.785126,
        1.477912,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_2_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_conv_modules_2_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.131
    data = [
        0.929048,
        1.048181,
        0.898658,
        1.138772,
        0.952840,
        1.162785,
        0.839233,
        1.067627,
        1.076863,
        0.939270,
        0.931637,
        1.266114,
        1.068135,
        1.044086,
        0.787543,
        0.848809,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_2_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_conv_modules_2_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.132
    data = [
        -0.017101,
        0.097069,
        0.099760,
        0.167730,
        0.168945,
        -0.110237,
        -0.297247,
        -0.137051,
        -0.171997,
        0.112388,
        0.065990,
        -0.030483,
        -0.000653,
        0.094538,
        -0.091310,
        0.023418,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_0_parameters_weight_"
    shape = [64, 16, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.145
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.014
    std = 0.194
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.976
    std = 0.279
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.980
    std = 0.198
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.100
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_1_modules_0_parameters_weight_"
    shape = [64, 1, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.007
    std = 0.191
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.013
    std = 0.209
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.975
    std = 0.301
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.974
    std = 0.199
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_2_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_2_parameters_weight_"
    shape = [24, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.071
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_mean_:
    name = (
        "L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_mean_"
    )
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.042
    std = 0.223
    data = [
        0.322583,
        0.074340,
        0.227997,
        0.244424,
        -0.129389,
        -0.227353,
        0.123449,
        -0.323522,
        -0.085253,
        0.098531,
        0.121955,
        -0.339293,
        -0.171559,
        -0.108399,
        -0.009678,
        -0.114254,
        0.025217,
        -0.545408,
        -0.077353,
        0.139456,
        0.120191,
        -0.324230,
        -0.289497,
        0.230251,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_var_"
    )
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.993
    std = 0.325
    data = [
        0.592013,
        1.259307,
        0.672895,
        1.421541,
        1.437525,
        0.572464,
        0.942270,
        0.901374,
        0.953290,
        0.677002,
        0.664737,
        1.093224,
        1.108593,
        1.452372,
        1.185836,
        0.684066,
        1.449428,
        0.981988,
        0.561729,
        1.148738,
        0.798191,
        1.476942,
        1.244717,
        0.558176,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_3_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_3_parameters_weight_"
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.940
    std = 0.201
    data = [
        1.184983,
        1.010414,
        1.077118,
        1.112146,
        1.132119,
        1.213044,
        0.775986,
        0.870032,
        1.107766,
        0.906707,
        0.860760,
        1.124217,
        1.189348,
        0.942060,
        0.778254,
        0.522914,
        0.595861,
        1.071947,
        1.070905,
        0.779236,
        1.000444,
        0.600816,
        0.896051,
        0.729604,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_3_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_conv_modules_3_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.029
    std = 0.120
    data = [
        0.129105,
        0.158619,
        0.092969,
        -0.087425,
        0.175666,
        -0.009957,
        0.146946,
        0.026483,
        0.195308,
        0.093350,
        -0.108744,
        0.077598,
        0.000823,
        -0.028397,
        0.141132,
        -0.077966,
        0.117192,
        -0.063491,
        0.047805,
        0.199653,
        -0.076976,
        -0.224440,
        -0.093904,
        -0.145537,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_0_modules_0_parameters_weight_"
    shape = [72, 24, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.117
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_mean_"
    shape = [72]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.008
    std = 0.212
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_var_"
    shape = [72]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.988
    std = 0.280
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_weight_"
    shape = [72]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.036
    std = 0.187
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_bias_"
    shape = [72]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.006
    std = 0.093
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_1_modules_0_parameters_weight_"
    shape = [72, 1, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.015
    std = 0.191
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_mean_"
    shape = [72]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.014
    std = 0.195
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_var_"
    shape = [72]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.055
    std = 0.262
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_weight_"
    shape = [72]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.002
    std = 0.217
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_bias_"
    shape = [72]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.012
    std = 0.104
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_weight_"
    shape = [18, 72, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.068
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_bias_"
    shape = [18]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.071
    data = [
        0.094748,
        0.077280,
        -0.056621,
        -0.072091,
        0.069818,
        0.022493,
        -0.096551,
        0.093870,
        -0.092721,
        -0.081319,
        -0.032197,
        -0.017802,
        -0.064992,
        -0.040060,
        0.029129,
        0.103528,
        0.074108,
        -0.014441,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_weight_"
    shape = [72, 18, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004
    std = 0.138
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_bias_"
    shape = [72]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.011
    std = 0.140
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_3_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_3_parameters_weight_"
    shape = [24, 72, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.069
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_mean_:
    name = (
        "L_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_mean_"
    )
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.064
    std = 0.210
    data = [
        0.083721,
        0.044187,
        -0.092276,
        0.142055,
        -0.137141,
        -0.010073,
        -0.079145,
        0.434647,
        0.035214,
        -0.018652,
        -0.224628,
        0.065405,
        0.081686,
        0.355573,
        -0.124328,
        0.200149,
        -0.130902,
        0.040259,
        -0.258431,
        -0.033490,
        0.557918,
        0.384894,
        -0.045062,
        0.253181,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_var_"
    )
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.984
    std = 0.327
    data = [
        1.476845,
        1.270815,
        0.734372,
        0.536798,
        0.571195,
        0.942257,
        1.222143,
        1.497303,
        0.777268,
        1.204951,
        0.580850,
        1.174693,
        1.069368,
        0.537342,
        1.073701,
        1.100457,
        0.829245,
        0.509735,
        1.045035,
        1.124569,
        0.898404,
        1.465272,
        0.567451,
        1.396793,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_4_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_4_parameters_weight_"
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.024
    std = 0.187
    data = [
        0.930442,
        1.288464,
        1.031101,
        1.052695,
        1.262074,
        1.128102,
        0.927766,
        0.710969,
        0.908918,
        1.082170,
        0.668822,
        0.881028,
        1.383023,
        1.304894,
        1.095944,
        0.876336,
        1.163314,
        1.039284,
        0.819506,
        1.045682,
        0.784097,
        1.125188,
        0.927504,
        1.141542,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_4_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_conv_modules_4_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.035
    std = 0.097
    data = [
        -0.115402,
        -0.237214,
        0.156516,
        0.009902,
        0.106847,
        0.021707,
        0.140391,
        -0.020864,
        -0.066117,
        0.123918,
        0.030613,
        0.047488,
        0.032845,
        0.004946,
        0.026355,
        0.034055,
        0.038636,
        0.076884,
        0.114131,
        0.065252,
        0.016116,
        0.093763,
        -0.089846,
        0.229535,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_0_parameters_weight_"
    shape = [48, 24, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.120
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_1_buffers_running_mean_"
    shape = [48]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.025
    std = 0.222
    data = [
        0.187813,
        -0.069467,
        -0.293473,
        -0.462677,
        -0.386382,
        -0.067550,
        -0.119455,
        -0.143088,
        0.153389,
        0.114216,
        -0.227445,
        0.142167,
        0.227930,
        0.247018,
        -0.016490,
        0.286910,
        -0.158238,
        -0.127547,
        -0.072931,
        0.168212,
        -0.411197,
        -0.118960,
        0.294039,
        0.183712,
        0.501956,
        -0.247523,
        -0.059476,
        0.170088,
        -0.081717,
        -0.074861,
        0.028584,
        0.007108,
        -0.537631,
        -0.237385,
        -0.105017,
        0.158409,
        0.347236,
        -0.124879,
        -0.154837,
        -0.334949,
        0.137739,
        0.100281,
        0.038195,
        0.013432,
        0.243832,
        -0.149046,
        -0.100819,
        -0.092831,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_1_buffers_running_var_"
    shape = [48]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.097
    std = 0.292
    data = [
        0.829480,
        1.492122,
        1.377838,
        0.656560,
        1.485453,
        1.295053,
        1.169517,
        1.474698,
        1.262218,
        1.451116,
        1.254495,
        0.768719,
        1.044787,
        0.845591,
        0.635189,
        1.168782,
        0.623526,
        1.370518,
        1.253616,
        1.378656,
        1.069962,
        0.606425,
        0.701206,
        1.484329,
        1.338521,
        1.011747,
        0.801417,
        0.891032,
        1.247072,
        1.369141,
        1.377674,
        1.460259,
        1.336233,
        1.124822,
        1.405439,
        0.835751,
        0.697424,
        1.087026,
        0.896123,
        1.054328,
        1.187762,
        1.370117,
        1.205451,
        0.544652,
        1.181656,
        0.661185,
        0.726274,
        1.121769,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_1_parameters_weight_"
    shape = [48]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.047
    std = 0.198
    data = [
        1.135614,
        1.048054,
        1.189821,
        0.988673,
        0.557263,
        1.153142,
        1.119154,
        1.106423,
        0.815502,
        1.238845,
        0.930387,
        0.542440,
        0.695347,
        1.316501,
        1.168535,
        0.853482,
        1.266386,
        1.086868,
        1.356309,
        0.737587,
        1.241700,
        1.227191,
        1.186544,
        0.938379,
        1.070708,
        1.076616,
        0.974121,
        1.111015,
        0.755914,
        1.128451,
        1.340357,
        0.620520,
        1.100757,
        1.178207,
        1.099144,
        0.972361,
        1.072794,
        1.190022,
        1.233569,
        1.017885,
        0.957891,
        1.387816,
        0.949743,
        0.952426,
        1.003045,
        1.035054,
        1.032978,
        1.095482,
    ]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_1_parameters_bias_"
    shape = [48]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.003
    std = 0.115
    data = [
        0.072362,
        0.114909,
        0.023247,
        -0.069770,
        -0.066003,
        -0.102709,
        -0.061735,
        -0.043611,
        -0.020032,
        -0.064826,
        0.107783,
        -0.102866,
        -0.148514,
        0.187645,
        0.138382,
        0.090011,
        -0.023284,
        -0.024840,
        -0.031025,
        0.073319,
        -0.079134,
        -0.017833,
        -0.189369,
        -0.154104,
        -0.162984,
        -0.062674,
        -0.005051,
        -0.034405,
        0.290967,
        -0.007263,
        -0.003773,
        0.100699,
        -0.019326,
        0.101315,
        0.030690,
        0.020369,
        -0.132887,
        -0.033884,
        -0.169904,
        0.002772,
        0.217711,
        -0.010281,
        0.253154,
        0.034585,
        0.205299,
        -0.162111,
        -0.089079,
        -0.125189,
    ]


class Program_weight_tensor_meta_L_self_modules_classifier_modules_0_parameters_weight_:
    name = "L_self_modules_classifier_modules_0_parameters_weight_"
    shape = [64, 48]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_0_parameters_bias_:
    name = "L_self_modules_classifier_modules_0_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.005
    std = 0.085
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_3_parameters_weight_:
    name = "L_self_modules_classifier_modules_3_parameters_weight_"
    shape = [10, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_3_parameters_bias_:
    name = "L_self_modules_classifier_modules_3_parameters_bias_"
    shape = [10]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.005
    std = 0.074
    data = [
        -0.101146,
        -0.005878,
        0.114725,
        0.085672,
        -0.045292,
        0.007034,
        0.085649,
        -0.058570,
        0.036654,
        -0.065147,
    ]
