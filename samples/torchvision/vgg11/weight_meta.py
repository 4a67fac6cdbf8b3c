class Program_weight_tensor_meta_L_self_modules_features_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_0_parameters_weight_"
    shape = [64, 3, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.357
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_parameters_bias_:
    name = "L_self_modules_features_modules_0_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.194
    std = 0.545
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
    mean = 0.501
    std = 0.289
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_parameters_weight_:
    name = "L_self_modules_features_modules_3_parameters_weight_"
    shape = [128, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.065
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_parameters_bias_:
    name = "L_self_modules_features_modules_3_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.031
    std = 0.245
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_parameters_weight_:
    name = "L_self_modules_features_modules_6_parameters_weight_"
    shape = [256, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_parameters_bias_:
    name = "L_self_modules_features_modules_6_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.045
    std = 0.113
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_parameters_weight_:
    name = "L_self_modules_features_modules_8_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_parameters_bias_:
    name = "L_self_modules_features_modules_8_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.037
    std = 0.153
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_parameters_weight_:
    name = "L_self_modules_features_modules_11_parameters_weight_"
    shape = [512, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_parameters_bias_:
    name = "L_self_modules_features_modules_11_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.097
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_parameters_weight_:
    name = "L_self_modules_features_modules_13_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_parameters_bias_:
    name = "L_self_modules_features_modules_13_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.046
    std = 0.110
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_16_parameters_weight_:
    name = "L_self_modules_features_modules_16_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_16_parameters_bias_:
    name = "L_self_modules_features_modules_16_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.017
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_18_parameters_weight_:
    name = "L_self_modules_features_modules_18_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_18_parameters_bias_:
    name = "L_self_modules_features_modules_18_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.084
    std = 0.128
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_0_parameters_weight_:
    name = "L_self_modules_classifier_modules_0_parameters_weight_"
    shape = [4096, 25088]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.006
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_0_parameters_bias_:
    name = "L_self_modules_classifier_modules_0_parameters_bias_"
    shape = [4096]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_3_parameters_weight_:
    name = "L_self_modules_classifier_modules_3_parameters_weight_"
    shape = [4096, 4096]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.011
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_3_parameters_bias_:
    name = "L_self_modules_classifier_modules_3_parameters_bias_"
    shape = [4096]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.058
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_6_parameters_weight_:
    name = "L_self_modules_classifier_modules_6_parameters_weight_"
    shape = [1000, 4096]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_6_parameters_bias_:
    name = "L_self_modules_classifier_modules_6_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.034
    data = None
