class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_conv1_parameters_weight_"
    shape = [64, 3, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.082
    data = None


class Program_weight_tensor_meta_L_inputs_:
    name = "L_inputs_"
    shape = [1, 3, 512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.500
    std = 0.289
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.076
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.954
    std = 4.664
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.223
    std = 0.141
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.097
    std = 0.203
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_conv1_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.623
    std = 0.595
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.440
    std = 0.301
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.287
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.053
    std = 0.114
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_conv2_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.018
    std = 0.143
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.028
    std = 0.029
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn2_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.025
    std = 0.268
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_0_modules_bn2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.113
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_conv1_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.688
    std = 0.553
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.295
    std = 0.108
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.242
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.092
    std = 0.090
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_conv2_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 0.076
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.015
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.247
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.032
    std = 0.094
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_conv1_parameters_weight_"
    shape = [128, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.585
    std = 0.341
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.246
    std = 0.103
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.218
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.090
    std = 0.046
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.015
    std = 0.095
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.008
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.224
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_bn2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.016
    std = 0.057
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_"
    shape = [128, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.057
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.160
    std = 0.251
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.045
    std = 0.021
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.208
    std = 0.061
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.016
    std = 0.057
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_conv1_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.269
    std = 0.260
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.121
    std = 0.073
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.258
    std = 0.047
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.178
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.018
    std = 0.092
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.015
    std = 0.013
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.031
    std = 0.232
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.030
    std = 0.076
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_conv1_parameters_weight_"
    shape = [256, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.344
    std = 0.294
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.091
    std = 0.027
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.198
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.118
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.109
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 0.007
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.216
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.074
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_"
    shape = [256, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.091
    std = 0.103
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.017
    std = 0.006
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.178
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.074
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_conv1_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.188
    std = 0.166
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.057
    std = 0.021
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.218
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.177
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.081
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.006
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.204
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer3_modules_1_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.090
    std = 0.081
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_conv1_parameters_weight_"
    shape = [512, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.011
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.233
    std = 0.152
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.042
    std = 0.009
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.168
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.139
    std = 0.033
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_conv2_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.004
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.194
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_bn2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.112
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_0_parameters_weight_"
    shape = [512, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.062
    std = 0.050
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.004
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.126
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_0_modules_downsample_modules_1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.112
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_conv1_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.099
    std = 0.071
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.005
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.182
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.144
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_conv2_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.008
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.112
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.007
    std = 0.005
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.178
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_backbone_modules_layer4_modules_1_modules_bn2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.157
    std = 0.106
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_gap_conv_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_gap_conv_modules_1_modules_conv_parameters_weight_"
    shape = [128, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_gap_conv_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_gap_conv_modules_1_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.018
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_gap_conv_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_gap_conv_modules_1_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_gap_conv_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_gap_conv_modules_1_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.073
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_gap_conv_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_gap_conv_modules_1_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.057
    std = 0.047
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm32_modules_conv_layer_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm32_modules_conv_layer_modules_conv_parameters_weight_"
    shape = [128, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm32_modules_conv_layer_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm32_modules_conv_layer_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.079
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm32_modules_conv_layer_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm32_modules_conv_layer_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.032
    std = 0.018
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm32_modules_conv_layer_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm32_modules_conv_layer_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.414
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm32_modules_conv_layer_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm32_modules_conv_layer_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.128
    std = 0.164
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm32_modules_atten_conv_layer_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm32_modules_atten_conv_layer_modules_1_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm32_modules_atten_conv_layer_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm32_modules_atten_conv_layer_modules_1_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.163
    std = 0.147
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm32_modules_atten_conv_layer_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm32_modules_atten_conv_layer_modules_1_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.002
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm32_modules_atten_conv_layer_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm32_modules_atten_conv_layer_modules_1_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.370
    std = 0.106
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm32_modules_atten_conv_layer_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm32_modules_atten_conv_layer_modules_1_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.023
    std = 0.061
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_conv_head32_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_conv_head32_modules_conv_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_conv_head32_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_conv_head32_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.048
    std = 0.189
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_conv_head32_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_conv_head32_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.208
    std = 0.051
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_conv_head32_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_conv_head32_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.224
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_conv_head32_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_conv_head32_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.084
    std = 0.047
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm16_modules_conv_layer_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm16_modules_conv_layer_modules_conv_parameters_weight_"
    shape = [128, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm16_modules_conv_layer_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm16_modules_conv_layer_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.126
    std = 0.090
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm16_modules_conv_layer_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm16_modules_conv_layer_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.025
    std = 0.005
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm16_modules_conv_layer_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm16_modules_conv_layer_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.166
    std = 0.040
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm16_modules_conv_layer_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm16_modules_conv_layer_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.068
    std = 0.056
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm16_modules_atten_conv_layer_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm16_modules_atten_conv_layer_modules_1_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm16_modules_atten_conv_layer_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm16_modules_atten_conv_layer_modules_1_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm16_modules_atten_conv_layer_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm16_modules_atten_conv_layer_modules_1_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm16_modules_atten_conv_layer_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm16_modules_atten_conv_layer_modules_1_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.237
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_arm16_modules_atten_conv_layer_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_arm16_modules_atten_conv_layer_modules_1_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_conv_head16_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_conv_head16_modules_conv_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_conv_head16_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_context_path_modules_conv_head16_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.179
    std = 0.134
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_conv_head16_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_context_path_modules_conv_head16_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.197
    std = 0.067
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_conv_head16_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_context_path_modules_conv_head16_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.191
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_context_path_modules_conv_head16_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_context_path_modules_conv_head16_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.080
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer1_modules_conv_parameters_weight_"
    shape = [64, 3, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer1_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.122
    std = 0.077
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer1_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.114
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer1_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.017
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer2_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer2_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.019
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer2_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.001
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer2_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.118
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer2_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer3_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer3_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer3_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.014
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer3_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer3_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer3_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer3_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.121
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer3_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer3_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer4_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer4_modules_conv_parameters_weight_"
    shape = [128, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer4_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer4_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.008
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer4_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer4_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer4_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer4_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.118
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_spatial_path_modules_layer4_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_spatial_path_modules_layer4_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.018
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_ffm_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_ffm_modules_conv1_modules_conv_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_ffm_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_ffm_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.014
    std = 0.027
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_ffm_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_ffm_modules_conv1_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.003
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_ffm_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_ffm_modules_conv1_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.131
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_ffm_modules_conv1_modules_bn_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_ffm_modules_conv1_modules_bn_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.052
    std = 0.034
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_ffm_modules_conv_atten_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_ffm_modules_conv_atten_modules_0_modules_conv_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.011
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_ffm_modules_conv_atten_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_ffm_modules_conv_atten_modules_0_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_ffm_modules_conv_atten_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_ffm_modules_conv_atten_modules_0_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_ffm_modules_conv_atten_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_ffm_modules_conv_atten_modules_0_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.151
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_ffm_modules_conv_atten_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_ffm_modules_conv_atten_modules_0_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.025
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_convs_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_decode_head_modules_convs_modules_0_modules_conv_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.007
    data = None


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_convs_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_decode_head_modules_convs_modules_0_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.028
    std = 0.068
    data = None


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_convs_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_decode_head_modules_convs_modules_0_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.014
    std = 0.002
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_convs_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_decode_head_modules_convs_modules_0_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.748
    std = 0.057
    data = None


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_convs_modules_0_modules_bn_parameters_bias_:
    name = (
        "L_self_modules_decode_head_modules_convs_modules_0_modules_bn_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.298
    std = 0.027
    data = None


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_conv_seg_parameters_weight_:
    name = "L_self_modules_decode_head_modules_conv_seg_parameters_weight_"
    shape = [171, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.065
    data = None


class Program_weight_tensor_meta_L_self_modules_decode_head_modules_conv_seg_parameters_bias_:
    name = "L_self_modules_decode_head_modules_conv_seg_parameters_bias_"
    shape = [171]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.044
    data = None
