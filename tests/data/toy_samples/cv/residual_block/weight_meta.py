class Program_weight_tensor_meta_L_self_modules_conv1_parameters_weight_:
    name = "L_self_modules_conv1_parameters_weight_"
    shape = [16, 3, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.009
    std = 0.116
    data = None


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 16, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.022
    std = 0.987
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_bn1_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.026
    std = 0.211
    data = [
        0.224090,
        -0.123793,
        0.240094,
        0.312672,
        -0.168775,
        -0.117099,
        0.154267,
        0.162029,
        0.282014,
        -0.156415,
        0.209010,
        0.120950,
        -0.046672,
        -0.392472,
        -0.079640,
        -0.205003,
    ]


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
    name = "L_self_modules_bn1_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.315
    data = [
        0.751131,
        1.290554,
        0.569754,
        1.442532,
        0.812136,
        1.062397,
        1.267201,
        0.566699,
        0.838815,
        0.770755,
        0.845031,
        0.857391,
        1.406267,
        0.735416,
        1.385301,
        1.397462,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
    name = "L_self_modules_bn1_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.917
    std = 0.226
    data = [
        1.007845,
        1.107316,
        1.123665,
        1.344523,
        0.835124,
        0.854408,
        1.206244,
        0.604411,
        0.850661,
        0.750774,
        1.054331,
        1.018848,
        0.509436,
        0.958643,
        0.743079,
        0.701916,
    ]


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
    name = "L_self_modules_bn1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.018
    std = 0.080
    data = [
        -0.059629,
        0.056261,
        0.050029,
        -0.105024,
        0.059010,
        0.056817,
        0.019505,
        -0.056937,
        -0.112548,
        0.021409,
        0.115460,
        0.125978,
        0.004970,
        0.065132,
        0.132469,
        -0.079981,
    ]


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_"
    shape = [16, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.007
    std = 0.207
    data = [
        0.134947,
        0.237227,
        -0.009235,
        -0.355004,
        0.141885,
        -0.214355,
        -0.218559,
        0.302113,
        0.269898,
        -0.017863,
        -0.242416,
        0.255106,
        0.001368,
        0.077530,
        -0.074456,
        -0.177501,
    ]


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.898
    std = 0.262
    data = [
        1.083663,
        1.157423,
        1.075248,
        0.789477,
        1.381603,
        0.565511,
        0.696256,
        0.840003,
        0.720288,
        0.640705,
        0.827669,
        0.822646,
        1.246794,
        0.516910,
        0.773628,
        1.226877,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.002
    std = 0.164
    data = [
        0.820566,
        0.817259,
        1.207927,
        0.936103,
        1.177855,
        0.874638,
        1.144601,
        0.826654,
        1.048030,
        0.953544,
        1.171581,
        1.355737,
        0.846359,
        0.915498,
        0.979454,
        0.963007,
    ]


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.009
    std = 0.110
    data = [
        0.202270,
        -0.216988,
        -0.133894,
        -0.050994,
        0.074534,
        0.088932,
        -0.062929,
        -0.073966,
        -0.067712,
        -0.008945,
        0.079783,
        0.118666,
        0.021073,
        -0.045031,
        0.063808,
        -0.138335,
    ]


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_"
    shape = [16, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.129
    data = [
        0.125576,
        -0.061049,
        -0.128647,
        0.083615,
        0.104568,
        0.071708,
        0.079391,
        -0.154214,
        0.276533,
        -0.159436,
        -0.091373,
        -0.090298,
        -0.025626,
        0.146129,
        -0.131494,
        -0.031996,
    ]


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.867
    std = 0.305
    data = [
        0.577004,
        0.784326,
        0.615843,
        1.244960,
        0.666637,
        0.843746,
        1.070263,
        0.500825,
        1.059030,
        0.590897,
        1.227941,
        1.482780,
        0.633155,
        1.209277,
        0.590069,
        0.773699,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.973
    std = 0.128
    data = [
        0.917035,
        0.864578,
        1.010916,
        0.880476,
        0.961966,
        1.116198,
        0.727553,
        1.148405,
        1.060526,
        0.840827,
        1.143279,
        0.819607,
        1.085267,
        0.986217,
        1.098394,
        0.903882,
    ]


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.023
    std = 0.111
    data = [
        -0.011051,
        0.296119,
        0.094177,
        -0.045703,
        0.188105,
        0.031322,
        -0.102100,
        0.005933,
        -0.002655,
        -0.128175,
        0.088051,
        -0.078066,
        0.005415,
        -0.092558,
        0.080271,
        0.034165,
    ]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_"
    shape = [32, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.003
    std = 0.212
    data = [
        0.162075,
        0.002803,
        0.190266,
        0.446936,
        -0.198793,
        -0.468399,
        -0.062957,
        -0.320254,
        0.224762,
        0.173622,
        0.034834,
        -0.017589,
        0.232368,
        -0.071638,
        0.079131,
        -0.158106,
        -0.056010,
        0.280817,
        -0.024985,
        -0.252973,
        0.069754,
        0.035138,
        -0.233967,
        -0.076834,
        -0.274333,
        -0.253306,
        0.026129,
        0.312965,
        0.098083,
        0.288983,
        -0.191545,
        -0.091121,
    ]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.976
    std = 0.232
    data = [
        0.884949,
        0.799071,
        0.610734,
        0.837444,
        0.927528,
        0.952048,
        1.111797,
        0.791985,
        0.974082,
        1.420073,
        1.166140,
        1.242039,
        0.912570,
        1.149622,
        0.674966,
        1.022482,
        1.463436,
        0.561059,
        0.627232,
        0.863412,
        1.032551,
        1.093436,
        0.652810,
        0.609945,
        1.289912,
        1.129728,
        1.063130,
        1.122304,
        1.110682,
        1.100427,
        1.005518,
        1.031558,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.060
    std = 0.167
    data = [
        0.975768,
        1.025928,
        0.952063,
        1.201355,
        0.896004,
        1.044131,
        0.823911,
        0.643429,
        0.992659,
        1.073299,
        0.978827,
        1.279824,
        1.182209,
        1.165949,
        1.003234,
        1.246963,
        0.886267,
        0.952063,
        1.064840,
        0.897514,
        1.253474,
        1.243720,
        1.303779,
        0.969918,
        0.884364,
        1.056193,
        0.911665,
        0.961782,
        1.245605,
        1.221400,
        1.323354,
        1.263109,
    ]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.015
    std = 0.120
    data = [
        0.031178,
        -0.148294,
        -0.145251,
        0.004308,
        -0.104216,
        0.049478,
        -0.122918,
        0.205533,
        -0.008755,
        0.034921,
        -0.139793,
        -0.118905,
        -0.037771,
        0.123266,
        -0.239867,
        0.214024,
        -0.101763,
        -0.055406,
        -0.095618,
        -0.100323,
        -0.061372,
        -0.004812,
        -0.151968,
        0.033233,
        0.127178,
        0.233678,
        0.209304,
        -0.028780,
        -0.048738,
        0.001141,
        -0.067029,
        0.049962,
    ]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.034
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.044
    std = 0.223
    data = [
        0.301462,
        -0.028079,
        0.218056,
        -0.409170,
        -0.121998,
        -0.055841,
        0.216047,
        0.382537,
        0.171107,
        0.045546,
        0.105834,
        0.005926,
        -0.139627,
        -0.074160,
        0.035667,
        -0.104047,
        0.280290,
        -0.471563,
        -0.066345,
        0.167288,
        -0.084508,
        0.159817,
        0.096783,
        -0.404424,
        0.153428,
        0.351427,
        0.265570,
        0.436503,
        0.037316,
        -0.127031,
        0.158139,
        -0.105989,
    ]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.953
    std = 0.294
    data = [
        0.567881,
        0.966921,
        0.626087,
        0.504915,
        0.970962,
        0.615106,
        0.584303,
        1.435182,
        1.044966,
        0.955830,
        0.943743,
        0.544130,
        0.868511,
        0.934187,
        1.142893,
        0.680542,
        0.903990,
        0.844739,
        1.353822,
        1.326427,
        0.987010,
        0.650746,
        0.783450,
        1.309753,
        1.358647,
        1.300963,
        0.891264,
        0.723047,
        1.446924,
        0.713047,
        1.085742,
        1.423420,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.949
    std = 0.194
    data = [
        0.977622,
        0.709811,
        1.032905,
        1.106141,
        1.052850,
        0.944712,
        0.312559,
        0.658982,
        0.914552,
        1.207626,
        0.902315,
        1.061065,
        0.653535,
        1.026115,
        0.998437,
        0.686160,
        0.942048,
        1.139839,
        0.992059,
        1.056337,
        0.975299,
        0.873848,
        1.135261,
        1.030279,
        0.954905,
        1.127060,
        1.114514,
        0.968023,
        0.794574,
        0.775804,
        1.284773,
        0.955551,
    ]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.020
    std = 0.096
    data = [
        -0.070583,
        0.062451,
        -0.050495,
        -0.082255,
        -0.117986,
        0.009434,
        -0.012967,
        -0.042164,
        0.094563,
        -0.027464,
        0.016178,
        0.180027,
        0.075857,
        -0.146829,
        -0.220713,
        -0.016729,
        -0.070353,
        0.126379,
        -0.026725,
        0.087396,
        0.005779,
        -0.007967,
        -0.188945,
        0.082749,
        -0.140578,
        0.041421,
        0.012838,
        -0.177818,
        0.055763,
        0.066704,
        -0.121255,
        -0.019982,
    ]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_"
    shape = [32, 16, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.143
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.076
    std = 0.161
    data = [
        0.075780,
        -0.356722,
        0.045531,
        -0.018006,
        -0.001593,
        -0.129630,
        -0.203831,
        0.329601,
        -0.173336,
        -0.205771,
        -0.125869,
        -0.156900,
        0.019240,
        -0.041138,
        -0.171436,
        -0.225074,
        0.225698,
        0.135326,
        -0.280710,
        -0.141071,
        0.136522,
        -0.071267,
        -0.057296,
        -0.104377,
        0.075457,
        -0.218702,
        -0.000528,
        0.044941,
        -0.382587,
        -0.036206,
        -0.191297,
        -0.217383,
    ]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.063
    std = 0.244
    data = [
        1.281250,
        1.231715,
        1.241374,
        1.256649,
        0.863460,
        1.269987,
        1.079607,
        1.171817,
        0.861322,
        1.256020,
        0.795400,
        0.578297,
        1.394666,
        0.943126,
        1.393964,
        0.873566,
        0.838731,
        1.097773,
        0.657464,
        0.735124,
        0.905163,
        0.959323,
        1.313199,
        1.413353,
        0.841214,
        1.006011,
        0.950169,
        1.350155,
        0.850386,
        1.482476,
        1.213187,
        0.924661,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.037
    std = 0.198
    data = [
        1.215566,
        0.744863,
        1.441607,
        0.964031,
        1.013505,
        1.177863,
        1.198541,
        0.845651,
        0.943066,
        1.135410,
        1.143605,
        0.924483,
        0.814312,
        1.273680,
        0.946618,
        0.759081,
        0.835272,
        1.060633,
        0.951318,
        1.017174,
        1.522188,
        1.066638,
        1.180060,
        1.013640,
        1.165932,
        0.693283,
        0.959138,
        0.838013,
        1.266248,
        1.183826,
        0.815626,
        1.057608,
    ]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_:
    name = (
        "L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_"
    )
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.007
    std = 0.090
    data = [
        -0.179924,
        0.144755,
        -0.130953,
        0.039481,
        0.121015,
        0.052258,
        -0.090828,
        0.160140,
        0.057797,
        -0.140361,
        0.191828,
        -0.021889,
        0.028207,
        -0.040169,
        0.016905,
        -0.050736,
        -0.058369,
        -0.024382,
        -0.108393,
        0.061605,
        -0.009061,
        0.008815,
        0.074860,
        -0.066128,
        0.028173,
        0.013501,
        0.076424,
        -0.075765,
        -0.030491,
        0.145243,
        0.041539,
        0.003384,
    ]
