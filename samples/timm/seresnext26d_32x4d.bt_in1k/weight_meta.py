class Program_weight_tensor_meta_L_self_modules_conv1_modules_0_parameters_weight_:
    name = "L_self_modules_conv1_modules_0_parameters_weight_"
    shape = [32, 3, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.088
    data = None


class Program_weight_tensor_meta_s1:
    name = "s1"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [4]


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 224, 224]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.229
    std = 1.286
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_buffers_running_mean_:
    name = "L_self_modules_conv1_modules_1_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_buffers_running_var_:
    name = "L_self_modules_conv1_modules_1_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_parameters_weight_:
    name = "L_self_modules_conv1_modules_1_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_parameters_bias_:
    name = "L_self_modules_conv1_modules_1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_3_parameters_weight_:
    name = "L_self_modules_conv1_modules_3_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_buffers_running_mean_:
    name = "L_self_modules_conv1_modules_4_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_buffers_running_var_:
    name = "L_self_modules_conv1_modules_4_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_parameters_weight_:
    name = "L_self_modules_conv1_modules_4_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_parameters_bias_:
    name = "L_self_modules_conv1_modules_4_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_6_parameters_weight_:
    name = "L_self_modules_conv1_modules_6_parameters_weight_"
    shape = [64, 32, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
    name = "L_self_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
    name = "L_self_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
    name = "L_self_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_"
    shape = [128, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_"
    shape = [128, 4, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv3_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_conv3_parameters_weight_"
    shape = [256, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_0_modules_bn3_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer1_modules_0_modules_bn3_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_bn3_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_bn3_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_se_modules_fc1_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_se_modules_fc1_parameters_weight_"
    shape = [16, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.353
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_se_modules_fc1_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_se_modules_fc1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.040
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_se_modules_fc2_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_se_modules_fc2_parameters_weight_"
    shape = [256, 16, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_se_modules_fc2_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_se_modules_fc2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.007
    std = 0.138
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.089
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_downsample_modules_2_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_0_modules_downsample_modules_2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_downsample_modules_2_buffers_running_var_:
    name = "L_self_modules_layer1_modules_0_modules_downsample_modules_2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_downsample_modules_2_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_downsample_modules_2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_downsample_modules_2_parameters_bias_:
    name = (
        "L_self_modules_layer1_modules_0_modules_downsample_modules_2_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_conv1_parameters_weight_"
    shape = [128, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.124
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_1_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer1_modules_1_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer1_modules_1_modules_bn1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_conv2_parameters_weight_"
    shape = [128, 4, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_1_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer1_modules_1_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer1_modules_1_modules_bn2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_conv3_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_conv3_parameters_weight_"
    shape = [256, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_bn3_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer1_modules_1_modules_bn3_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_se_modules_fc1_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_se_modules_fc1_parameters_weight_"
    shape = [16, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004
    std = 0.339
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_se_modules_fc1_parameters_bias_:
    name = "L_self_modules_layer1_modules_1_modules_se_modules_fc1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_se_modules_fc2_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_se_modules_fc2_parameters_weight_"
    shape = [256, 16, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.089
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_se_modules_fc2_parameters_bias_:
    name = "L_self_modules_layer1_modules_1_modules_se_modules_fc2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.146
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_"
    shape = [256, 8, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv3_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_conv3_parameters_weight_"
    shape = [512, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_bn3_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_bn3_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_bn3_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_bn3_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_se_modules_fc1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_se_modules_fc1_parameters_weight_"
    shape = [32, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.249
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_se_modules_fc1_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_se_modules_fc1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_se_modules_fc2_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_se_modules_fc2_parameters_weight_"
    shape = [512, 32, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_se_modules_fc2_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_se_modules_fc2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.096
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [512, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_bias_:
    name = (
        "L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_conv1_parameters_weight_"
    shape = [256, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_1_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer2_modules_1_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer2_modules_1_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_conv2_parameters_weight_"
    shape = [256, 8, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_1_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer2_modules_1_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer2_modules_1_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_conv3_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_conv3_parameters_weight_"
    shape = [512, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_1_modules_bn3_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer2_modules_1_modules_bn3_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_bn3_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer2_modules_1_modules_bn3_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_se_modules_fc1_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_se_modules_fc1_parameters_weight_"
    shape = [32, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.255
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_se_modules_fc1_parameters_bias_:
    name = "L_self_modules_layer2_modules_1_modules_se_modules_fc1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_se_modules_fc2_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_se_modules_fc2_parameters_weight_"
    shape = [512, 32, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_se_modules_fc2_parameters_bias_:
    name = "L_self_modules_layer2_modules_1_modules_se_modules_fc2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.006
    std = 0.104
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_conv1_parameters_weight_"
    shape = [512, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_conv2_parameters_weight_"
    shape = [512, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer3_modules_0_modules_bn2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_conv3_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_conv3_parameters_weight_"
    shape = [1024, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_bn3_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer3_modules_0_modules_bn3_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_se_modules_fc1_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_se_modules_fc1_parameters_weight_"
    shape = [64, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.177
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_se_modules_fc1_parameters_bias_:
    name = "L_self_modules_layer3_modules_0_modules_se_modules_fc1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_se_modules_fc2_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_se_modules_fc2_parameters_weight_"
    shape = [1024, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_se_modules_fc2_parameters_bias_:
    name = "L_self_modules_layer3_modules_0_modules_se_modules_fc2_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [1024, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_var_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_bias_:
    name = (
        "L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_bias_"
    )
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_conv1_parameters_weight_"
    shape = [512, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_1_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer3_modules_1_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer3_modules_1_modules_bn1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_conv2_parameters_weight_"
    shape = [512, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_1_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer3_modules_1_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer3_modules_1_modules_bn2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_conv3_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_conv3_parameters_weight_"
    shape = [1024, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_bn3_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer3_modules_1_modules_bn3_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_se_modules_fc1_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_se_modules_fc1_parameters_weight_"
    shape = [64, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.178
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_se_modules_fc1_parameters_bias_:
    name = "L_self_modules_layer3_modules_1_modules_se_modules_fc1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_se_modules_fc2_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_se_modules_fc2_parameters_weight_"
    shape = [1024, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_se_modules_fc2_parameters_bias_:
    name = "L_self_modules_layer3_modules_1_modules_se_modules_fc2_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_conv1_parameters_weight_"
    shape = [1024, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_bn1_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_bn1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_conv2_parameters_weight_"
    shape = [1024, 32, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_bn2_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_bn2_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_bn2_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_bn2_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_conv3_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_conv3_parameters_weight_"
    shape = [2048, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_bn3_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_bn3_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_bn3_parameters_weight_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_bn3_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_se_modules_fc1_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_se_modules_fc1_parameters_weight_"
    shape = [128, 2048, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_se_modules_fc1_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_se_modules_fc1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_se_modules_fc2_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_se_modules_fc2_parameters_weight_"
    shape = [2048, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_se_modules_fc2_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_se_modules_fc2_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [2048, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_weight_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_bias_:
    name = (
        "L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_bias_"
    )
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_conv1_parameters_weight_"
    shape = [1024, 2048, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_1_modules_bn1_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer4_modules_1_modules_bn1_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_bn1_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer4_modules_1_modules_bn1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_conv2_parameters_weight_"
    shape = [1024, 32, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_1_modules_bn2_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer4_modules_1_modules_bn2_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_bn2_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer4_modules_1_modules_bn2_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_conv3_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_conv3_parameters_weight_"
    shape = [2048, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_1_modules_bn3_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer4_modules_1_modules_bn3_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_bn3_parameters_weight_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer4_modules_1_modules_bn3_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_se_modules_fc1_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_se_modules_fc1_parameters_weight_"
    shape = [128, 2048, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_se_modules_fc1_parameters_bias_:
    name = "L_self_modules_layer4_modules_1_modules_se_modules_fc1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_se_modules_fc2_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_se_modules_fc2_parameters_weight_"
    shape = [2048, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_se_modules_fc2_parameters_bias_:
    name = "L_self_modules_layer4_modules_1_modules_se_modules_fc2_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.052
    data = None


class Program_weight_tensor_meta_L_self_modules_fc_parameters_weight_:
    name = "L_self_modules_fc_parameters_weight_"
    shape = [1000, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_fc_parameters_bias_:
    name = "L_self_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.013
    data = None
