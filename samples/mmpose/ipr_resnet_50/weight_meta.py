class Program_weight_tensor_meta_L_inputs_:
    name = "L_inputs_"
    shape = [1, 3, 256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.500
    std = 0.289
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_conv1_parameters_weight_"
    shape = [64, 3, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.207
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.212
    std = 2.139
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 36.281
    std = 78.220
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.256
    std = 0.145
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.261
    std = 0.423
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_conv1_parameters_weight_"
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.203
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.411
    std = 1.250
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.361
    std = 0.395
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.215
    std = 0.144
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer1_modules_0_modules_bn1_parameters_bias_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.054
    std = 0.242
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_conv2_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.142
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.125
    std = 1.148
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.020
    std = 1.116
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_bn2_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.197
    std = 0.101
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer1_modules_0_modules_bn2_parameters_bias_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.135
    std = 0.268
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_conv3_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.146
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_bn3_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.316
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_bn3_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.150
    std = 0.150
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_bn3_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.179
    std = 0.146
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer1_modules_0_modules_bn3_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.018
    std = 0.108
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.012
    std = 0.167
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.322
    std = 1.102
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.320
    std = 0.253
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.278
    std = 0.158
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.018
    std = 0.108
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_1_modules_conv1_parameters_weight_"
    shape = [64, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.143
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.034
    std = 0.623
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.680
    std = 0.402
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.230
    std = 0.094
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_bias_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.236
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_1_modules_conv2_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.146
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.255
    std = 0.594
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.587
    std = 0.272
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.250
    std = 0.060
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_bias_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.031
    std = 0.240
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_1_modules_conv3_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.151
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer1_modules_1_modules_bn3_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.245
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer1_modules_1_modules_bn3_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.082
    std = 0.060
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_1_modules_bn3_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.116
    std = 0.112
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_1_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer1_modules_1_modules_bn3_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.108
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_2_modules_conv1_parameters_weight_"
    shape = [64, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.153
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer1_modules_2_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.259
    std = 0.681
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer1_modules_2_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.689
    std = 0.211
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_2_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.243
    std = 0.047
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer1_modules_2_modules_bn1_parameters_bias_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.035
    std = 0.172
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_2_modules_conv2_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.153
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer1_modules_2_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.230
    std = 0.458
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer1_modules_2_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.706
    std = 0.181
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_2_modules_bn2_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.288
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer1_modules_2_modules_bn2_parameters_bias_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.075
    std = 0.142
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_2_modules_conv3_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.148
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer1_modules_2_modules_bn3_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.041
    std = 0.139
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer1_modules_2_modules_bn3_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.097
    std = 0.077
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer1_modules_2_modules_bn3_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.114
    std = 0.133
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer1_modules_2_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer1_modules_2_modules_bn3_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.039
    std = 0.139
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_conv1_parameters_weight_"
    shape = [128, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.015
    std = 0.158
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.882
    std = 0.668
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.746
    std = 0.236
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.254
    std = 0.054
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer2_modules_0_modules_bn1_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.139
    std = 0.133
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.146
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.346
    std = 0.555
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.336
    std = 0.605
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.257
    std = 0.056
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer2_modules_0_modules_bn2_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.007
    std = 0.175
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_conv3_parameters_weight_"
    shape = [512, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.135
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_bn3_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.018
    std = 0.319
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_bn3_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.095
    std = 0.046
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_bn3_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.164
    std = 0.140
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer2_modules_0_modules_bn3_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_"
    shape = [512, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.138
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.328
    std = 0.849
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.585
    std = 0.368
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.182
    std = 0.139
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_1_modules_conv1_parameters_weight_"
    shape = [128, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.132
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.436
    std = 0.830
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.604
    std = 2.743
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.179
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.023
    std = 0.203
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_1_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.137
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.246
    std = 1.825
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.923
    std = 0.976
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.233
    std = 0.064
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.033
    std = 0.152
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_1_modules_conv3_parameters_weight_"
    shape = [512, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.136
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_1_modules_bn3_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.092
    std = 0.241
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_1_modules_bn3_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.092
    std = 0.045
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_1_modules_bn3_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.130
    std = 0.161
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_1_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer2_modules_1_modules_bn3_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.079
    std = 0.118
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_2_modules_conv1_parameters_weight_"
    shape = [128, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.148
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_2_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.535
    std = 0.757
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_2_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.831
    std = 0.629
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_2_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.245
    std = 0.056
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer2_modules_2_modules_bn1_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.030
    std = 0.138
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_2_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.146
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_2_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.111
    std = 0.879
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_2_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.476
    std = 0.424
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_2_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.256
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer2_modules_2_modules_bn2_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.024
    std = 0.155
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_2_modules_conv3_parameters_weight_"
    shape = [512, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.149
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_2_modules_bn3_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.066
    std = 0.246
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_2_modules_bn3_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.084
    std = 0.023
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_2_modules_bn3_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.181
    std = 0.092
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_2_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer2_modules_2_modules_bn3_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.146
    std = 0.118
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_3_modules_conv1_parameters_weight_"
    shape = [128, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.151
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_3_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.652
    std = 0.617
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_3_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.515
    std = 0.368
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_3_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.245
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer2_modules_3_modules_bn1_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.074
    std = 0.114
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_3_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.147
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_3_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.510
    std = 0.625
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_3_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.118
    std = 0.277
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_3_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.262
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer2_modules_3_modules_bn2_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.100
    std = 0.146
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_3_modules_conv3_parameters_weight_"
    shape = [512, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.012
    std = 0.143
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer2_modules_3_modules_bn3_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.059
    std = 0.210
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer2_modules_3_modules_bn3_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.056
    std = 0.012
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer2_modules_3_modules_bn3_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.164
    std = 0.119
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer2_modules_3_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer2_modules_3_modules_bn3_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.125
    std = 0.138
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_conv1_parameters_weight_"
    shape = [256, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.012
    std = 0.152
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.918
    std = 0.635
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.220
    std = 0.319
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.264
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_0_modules_bn1_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.219
    std = 0.135
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.138
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.383
    std = 0.565
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.757
    std = 0.802
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.243
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_0_modules_bn2_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.084
    std = 0.175
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_conv3_parameters_weight_"
    shape = [1024, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.140
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_bn3_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.210
    std = 0.553
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_bn3_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.233
    std = 0.073
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_bn3_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.217
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_0_modules_bn3_parameters_bias_"
    )
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.038
    std = 0.078
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_"
    shape = [1024, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.129
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.252
    std = 0.644
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.869
    std = 0.330
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.159
    std = 0.086
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.038
    std = 0.078
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_1_modules_conv1_parameters_weight_"
    shape = [256, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.132
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_1_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.706
    std = 1.085
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_1_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.034
    std = 0.896
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_1_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.231
    std = 0.061
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_1_modules_bn1_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.083
    std = 0.098
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_1_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.134
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_1_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.612
    std = 1.120
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_1_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.500
    std = 0.660
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_1_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.243
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_1_modules_bn2_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.118
    std = 0.119
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_1_modules_conv3_parameters_weight_"
    shape = [1024, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.140
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_1_modules_bn3_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.167
    std = 0.171
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_1_modules_bn3_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.092
    std = 0.026
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_1_modules_bn3_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.185
    std = 0.086
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_1_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_1_modules_bn3_parameters_bias_"
    )
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.141
    std = 0.126
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_2_modules_conv1_parameters_weight_"
    shape = [256, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.138
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_2_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.850
    std = 0.716
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_2_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.470
    std = 0.468
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_2_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.226
    std = 0.046
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_2_modules_bn1_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.111
    std = 0.105
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_2_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.137
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_2_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.532
    std = 0.648
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_2_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.662
    std = 0.458
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_2_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.248
    std = 0.047
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_2_modules_bn2_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.109
    std = 0.121
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_2_modules_conv3_parameters_weight_"
    shape = [1024, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.139
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_2_modules_bn3_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.134
    std = 0.210
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_2_modules_bn3_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.091
    std = 0.022
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_2_modules_bn3_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.165
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_2_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_2_modules_bn3_parameters_bias_"
    )
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.113
    std = 0.099
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_3_modules_conv1_parameters_weight_"
    shape = [256, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.140
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_3_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.807
    std = 0.661
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_3_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.269
    std = 0.517
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_3_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.225
    std = 0.050
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_3_modules_bn1_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.139
    std = 0.116
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_3_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.137
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_3_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.525
    std = 0.640
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_3_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.231
    std = 0.360
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_3_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.236
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_3_modules_bn2_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.101
    std = 0.120
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_3_modules_conv3_parameters_weight_"
    shape = [1024, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.139
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_3_modules_bn3_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.162
    std = 0.231
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_3_modules_bn3_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.081
    std = 0.022
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_3_modules_bn3_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.169
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_3_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_3_modules_bn3_parameters_bias_"
    )
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.118
    std = 0.100
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_4_modules_conv1_parameters_weight_"
    shape = [256, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.140
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_4_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.963
    std = 0.684
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_4_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.270
    std = 0.590
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_4_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.228
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_4_modules_bn1_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.147
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_4_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.137
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_4_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.555
    std = 0.594
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_4_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.229
    std = 0.368
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_4_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.240
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_4_modules_bn2_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.116
    std = 0.113
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_4_modules_conv3_parameters_weight_"
    shape = [1024, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.015
    std = 0.138
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_4_modules_bn3_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.181
    std = 0.191
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_4_modules_bn3_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.076
    std = 0.019
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_4_modules_bn3_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.179
    std = 0.095
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_4_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_4_modules_bn3_parameters_bias_"
    )
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.155
    std = 0.114
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_5_modules_conv1_parameters_weight_"
    shape = [256, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.142
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_5_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.875
    std = 0.602
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_5_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.918
    std = 0.456
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_5_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.230
    std = 0.047
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_5_modules_bn1_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.176
    std = 0.131
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_5_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.137
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_5_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.415
    std = 0.516
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_5_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.030
    std = 0.295
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_5_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.253
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_5_modules_bn2_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.121
    std = 0.119
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_5_modules_conv3_parameters_weight_"
    shape = [1024, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.020
    std = 0.139
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer3_modules_5_modules_bn3_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.247
    std = 0.218
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer3_modules_5_modules_bn3_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.097
    std = 0.021
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer3_modules_5_modules_bn3_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.201
    std = 0.098
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer3_modules_5_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer3_modules_5_modules_bn3_parameters_bias_"
    )
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.213
    std = 0.131
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_conv1_parameters_weight_"
    shape = [512, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.014
    std = 0.142
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.074
    std = 0.524
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.327
    std = 0.248
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.254
    std = 0.040
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer4_modules_0_modules_bn1_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.251
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_conv2_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.122
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.477
    std = 0.421
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.298
    std = 0.210
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.270
    std = 0.046
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer4_modules_0_modules_bn2_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.128
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_conv3_parameters_weight_"
    shape = [2048, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.012
    std = 0.129
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_bn3_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.558
    std = 0.598
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_bn3_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.443
    std = 0.072
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_bn3_parameters_weight_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.383
    std = 0.065
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer4_modules_0_modules_bn3_parameters_bias_"
    )
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.163
    std = 0.070
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_0_parameters_weight_"
    shape = [2048, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.111
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.326
    std = 0.550
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.810
    std = 0.188
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.256
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.163
    std = 0.070
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_1_modules_conv1_parameters_weight_"
    shape = [512, 2048, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.124
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer4_modules_1_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.289
    std = 1.116
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer4_modules_1_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 7.393
    std = 1.463
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_1_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.249
    std = 0.034
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer4_modules_1_modules_bn1_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.187
    std = 0.085
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_1_modules_conv2_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.123
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer4_modules_1_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.883
    std = 0.659
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer4_modules_1_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.601
    std = 0.583
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_1_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.261
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer4_modules_1_modules_bn2_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.184
    std = 0.081
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_1_modules_conv3_parameters_weight_"
    shape = [2048, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.014
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer4_modules_1_modules_bn3_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.231
    std = 0.154
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer4_modules_1_modules_bn3_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.094
    std = 0.020
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_1_modules_bn3_parameters_weight_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.336
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_1_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer4_modules_1_modules_bn3_parameters_bias_"
    )
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.328
    std = 0.116
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_2_modules_conv1_parameters_weight_"
    shape = [512, 2048, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.129
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer4_modules_2_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.090
    std = 0.880
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer4_modules_2_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.642
    std = 0.954
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_2_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.258
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_bn1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer4_modules_2_modules_bn1_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.231
    std = 0.105
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_2_modules_conv2_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.121
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer4_modules_2_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.622
    std = 0.406
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer4_modules_2_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.712
    std = 0.455
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_2_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.265
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_bn2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer4_modules_2_modules_bn2_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.166
    std = 0.078
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_conv3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_2_modules_conv3_parameters_weight_"
    shape = [2048, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.019
    std = 0.123
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_layer4_modules_2_modules_bn3_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.393
    std = 0.237
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_bn3_buffers_running_var_:
    name = "L_self_modules_backbone_modules_layer4_modules_2_modules_bn3_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.135
    std = 0.032
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_bn3_parameters_weight_:
    name = "L_self_modules_backbone_modules_layer4_modules_2_modules_bn3_parameters_weight_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.524
    std = 0.168
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layer4_modules_2_modules_bn3_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layer4_modules_2_modules_bn3_parameters_bias_"
    )
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.531
    std = 0.150
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_0_parameters_weight_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_0_parameters_weight_"
    shape = [2048, 256, 4, 4]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.094
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_1_buffers_running_mean_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.335
    std = 0.960
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_1_buffers_running_var_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 15.861
    std = 8.373
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_1_parameters_weight_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.911
    std = 0.099
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_1_parameters_bias_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.385
    std = 0.197
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_3_parameters_weight_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_3_parameters_weight_"
    shape = [256, 256, 4, 4]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.114
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_4_buffers_running_mean_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_4_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.932
    std = 1.640
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_4_buffers_running_var_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_4_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 10.400
    std = 5.444
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_4_parameters_weight_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_4_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.931
    std = 0.129
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_4_parameters_bias_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_4_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.359
    std = 0.165
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_6_parameters_weight_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_6_parameters_weight_"
    shape = [256, 256, 4, 4]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.019
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_7_buffers_running_mean_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_7_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -5.038
    std = 1.637
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_7_buffers_running_var_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_7_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 9.769
    std = 4.661
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_7_parameters_weight_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_7_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.863
    std = 0.338
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_7_parameters_bias_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_deconv_layers_modules_7_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.093
    std = 0.219
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_final_layer_parameters_weight_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_final_layer_parameters_weight_"
    shape = [17, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.139
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_simplebaseline_head_modules_final_layer_parameters_bias_:
    name = "L_self_modules_head_modules_simplebaseline_head_modules_final_layer_parameters_bias_"
    shape = [17]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = [
        0.000111,
        0.000163,
        -0.000201,
        0.000108,
        -0.000295,
        0.000050,
        0.000387,
        0.000390,
        0.000306,
        0.000365,
        -0.000432,
        0.000591,
        0.000391,
        -0.000001,
        -0.000114,
        -0.000260,
        -0.000305,
    ]


class Program_weight_tensor_meta_L_self_modules_head_parameters_linspace_x_:
    name = "L_self_modules_head_parameters_linspace_x_"
    shape = [1, 1, 1, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.492
    std = 0.291
    data = None


class Program_weight_tensor_meta_L_self_modules_head_parameters_linspace_y_:
    name = "L_self_modules_head_parameters_linspace_y_"
    shape = [1, 1, 64, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.492
    std = 0.291
    data = None
