class Program_weight_tensor_meta_L_self_modules_features_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_0_parameters_weight_"
    shape = [96, 3, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.105
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_parameters_bias_:
    name = "L_self_modules_features_modules_0_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.059
    std = 0.285
    data = None


class Program_weight_tensor_meta_s1:
    name = "s1"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0]


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 224, 224]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.500
    std = 0.288
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_squeeze_parameters_weight_"
    shape = [16, 96, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.034
    std = 0.193
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_squeeze_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.139
    std = 0.620
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_expand1x1_parameters_weight_"
    shape = [64, 16, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.218
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_expand1x1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.062
    std = 0.242
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_expand3x3_parameters_weight_"
    shape = [64, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.075
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_expand3x3_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.051
    std = 0.124
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_squeeze_parameters_weight_"
    shape = [16, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.025
    std = 0.172
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_squeeze_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.247
    std = 0.337
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_expand1x1_parameters_weight_"
    shape = [64, 16, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.191
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_expand1x1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.071
    std = 0.157
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_expand3x3_parameters_weight_"
    shape = [64, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_expand3x3_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.091
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_squeeze_parameters_weight_"
    shape = [32, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.136
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_squeeze_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.092
    std = 0.275
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_expand1x1_parameters_weight_"
    shape = [128, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.100
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_expand1x1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.056
    std = 0.430
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_expand3x3_parameters_weight_"
    shape = [128, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.060
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_expand3x3_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_squeeze_parameters_weight_"
    shape = [32, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.015
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_squeeze_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.050
    std = 0.251
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_expand1x1_parameters_weight_"
    shape = [128, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.116
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_expand1x1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.024
    std = 0.056
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_expand3x3_parameters_weight_"
    shape = [128, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.064
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_expand3x3_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_squeeze_parameters_weight_"
    shape = [48, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 0.099
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_squeeze_parameters_bias_"
    shape = [48]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.030
    std = 0.099
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_expand1x1_parameters_weight_"
    shape = [192, 48, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_expand1x1_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.016
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_expand3x3_parameters_weight_"
    shape = [192, 48, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_expand3x3_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_squeeze_parameters_weight_"
    shape = [48, 384, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.081
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_squeeze_parameters_bias_"
    shape = [48]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.034
    std = 0.095
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_expand1x1_parameters_weight_"
    shape = [192, 48, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.079
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_expand1x1_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.017
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_expand3x3_parameters_weight_"
    shape = [192, 48, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.040
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_expand3x3_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_squeeze_parameters_weight_"
    shape = [64, 384, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.076
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_squeeze_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.015
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_expand1x1_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.070
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_expand1x1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.014
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_expand3x3_parameters_weight_"
    shape = [256, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_expand3x3_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_squeeze_parameters_weight_"
    shape = [64, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.078
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_squeeze_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.052
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_expand1x1_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.019
    std = 0.103
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_expand1x1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.007
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_expand3x3_parameters_weight_"
    shape = [256, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_expand3x3_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.003
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_1_parameters_weight_:
    name = "L_self_modules_classifier_modules_1_parameters_weight_"
    shape = [1000, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.040
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_1_parameters_bias_:
    name = "L_self_modules_classifier_modules_1_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.012
    std = 0.017
    data = None
