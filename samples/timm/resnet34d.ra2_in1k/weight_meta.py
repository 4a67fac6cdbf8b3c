class Program_weight_tensor_meta_L_self_modules_conv1_modules_0_parameters_weight_:
    name = "L_self_modules_conv1_modules_0_parameters_weight_"
    shape = [32, 3, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.083
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
    device = "cuda:0"
    mean = 0.226
    std = 1.287
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_buffers_running_mean_:
    name = "L_self_modules_conv1_modules_1_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_buffers_running_var_:
    name = "L_self_modules_conv1_modules_1_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_parameters_weight_:
    name = "L_self_modules_conv1_modules_1_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_parameters_bias_:
    name = "L_self_modules_conv1_modules_1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_3_parameters_weight_:
    name = "L_self_modules_conv1_modules_3_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_buffers_running_mean_:
    name = "L_self_modules_conv1_modules_4_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_buffers_running_var_:
    name = "L_self_modules_conv1_modules_4_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_parameters_weight_:
    name = "L_self_modules_conv1_modules_4_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_parameters_bias_:
    name = "L_self_modules_conv1_modules_4_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_6_parameters_weight_:
    name = "L_self_modules_conv1_modules_6_parameters_weight_"
    shape = [64, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
    name = "L_self_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
    name = "L_self_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
    name = "L_self_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_conv1_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_1_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer1_modules_1_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer1_modules_1_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_conv2_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_1_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer1_modules_1_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_bn2_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer1_modules_1_modules_bn2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_2_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer1_modules_2_modules_conv1_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_2_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_2_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_2_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer1_modules_2_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_2_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer1_modules_2_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_2_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer1_modules_2_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_2_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer1_modules_2_modules_conv2_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_2_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_2_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_2_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer1_modules_2_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_2_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer1_modules_2_modules_bn2_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_2_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer1_modules_2_modules_bn2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_"
    shape = [128, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [128, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.126
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_bias_:
    name = (
        "L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_conv1_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_1_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer2_modules_1_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer2_modules_1_modules_bn1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_1_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer2_modules_1_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer2_modules_1_modules_bn2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer2_modules_2_modules_conv1_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_2_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer2_modules_2_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer2_modules_2_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer2_modules_2_modules_bn1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer2_modules_2_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_2_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer2_modules_2_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer2_modules_2_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer2_modules_2_modules_bn2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer2_modules_3_modules_conv1_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_3_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer2_modules_3_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer2_modules_3_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer2_modules_3_modules_bn1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer2_modules_3_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_3_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer2_modules_3_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer2_modules_3_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer2_modules_3_modules_bn2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_conv1_parameters_weight_"
    shape = [256, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer3_modules_0_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [256, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.089
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_var_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_bias_:
    name = (
        "L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_conv1_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_1_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer3_modules_1_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer3_modules_1_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_1_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer3_modules_1_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer3_modules_1_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer3_modules_2_modules_conv1_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_2_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer3_modules_2_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer3_modules_2_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer3_modules_2_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer3_modules_2_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_2_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer3_modules_2_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer3_modules_2_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer3_modules_2_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer3_modules_3_modules_conv1_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_3_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer3_modules_3_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer3_modules_3_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer3_modules_3_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer3_modules_3_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_3_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer3_modules_3_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer3_modules_3_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer3_modules_3_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer3_modules_4_modules_conv1_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_4_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer3_modules_4_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer3_modules_4_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer3_modules_4_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer3_modules_4_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_4_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer3_modules_4_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer3_modules_4_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer3_modules_4_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_5_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer3_modules_5_modules_conv1_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_5_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_5_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_5_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer3_modules_5_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_5_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer3_modules_5_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_5_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer3_modules_5_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_5_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer3_modules_5_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_5_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_5_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_5_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer3_modules_5_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_5_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer3_modules_5_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_5_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer3_modules_5_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_conv1_parameters_weight_"
    shape = [512, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_bn1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_conv2_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_bn2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [512, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_bias_:
    name = (
        "L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_conv1_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_1_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer4_modules_1_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer4_modules_1_modules_bn1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_conv2_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_1_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer4_modules_1_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer4_modules_1_modules_bn2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_2_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer4_modules_2_modules_conv1_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_2_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_2_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_2_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer4_modules_2_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_2_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer4_modules_2_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_2_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer4_modules_2_modules_bn1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_2_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer4_modules_2_modules_conv2_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_2_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_2_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_2_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer4_modules_2_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_2_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer4_modules_2_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_2_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer4_modules_2_modules_bn2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_fc_parameters_weight_:
    name = "L_self_modules_fc_parameters_weight_"
    shape = [1000, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_fc_parameters_bias_:
    name = "L_self_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.026
    data = None
