class Program_weight_tensor_meta_L_self_modules_conv1_parameters_weight_:
    name = "L_self_modules_conv1_parameters_weight_"
    shape = [64, 40, 5]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_features_:
    name = "L_features_"
    shape = [1, 40, 100]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.024
    std = 0.990
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.018
    std = 0.201
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
    name = "L_self_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.969
    std = 0.305
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
    name = "L_self_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.987
    std = 0.220
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
    name = "L_self_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.019
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_self_modules_conv2_parameters_weight_:
    name = "L_self_modules_conv2_parameters_weight_"
    shape = [64, 64, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.013
    std = 0.211
    data = None


class Program_weight_tensor_meta_L_self_modules_bn2_buffers_running_var_:
    name = "L_self_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.985
    std = 0.299
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn2_parameters_weight_:
    name = "L_self_modules_bn2_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.996
    std = 0.223
    data = None


class Program_weight_tensor_meta_L_self_modules_bn2_parameters_bias_:
    name = "L_self_modules_bn2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.013
    std = 0.096
    data = None


class Program_weight_tensor_meta_L_self_modules_conv3_parameters_weight_:
    name = "L_self_modules_conv3_parameters_weight_"
    shape = [64, 64, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_bn3_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.227
    data = None


class Program_weight_tensor_meta_L_self_modules_bn3_buffers_running_var_:
    name = "L_self_modules_bn3_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.981
    std = 0.318
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn3_parameters_weight_:
    name = "L_self_modules_bn3_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.990
    std = 0.183
    data = None


class Program_weight_tensor_meta_L_self_modules_bn3_parameters_bias_:
    name = "L_self_modules_bn3_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.012
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_parameters_weight_:
    name = "L_self_modules_classifier_parameters_weight_"
    shape = [12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003
    std = 0.070
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_parameters_bias_:
    name = "L_self_modules_classifier_parameters_bias_"
    shape = [12]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.089
    data = [
        -0.006244,
        0.109912,
        -0.107725,
        -0.123337,
        -0.075513,
        0.100903,
        0.059915,
        0.106393,
        0.028480,
        -0.069872,
        0.071604,
        -0.081572,
    ]
