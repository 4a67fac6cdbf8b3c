class Program_weight_tensor_meta_L_self_modules_stem_modules_0_parameters_weight_:
    name = "L_self_modules_stem_modules_0_parameters_weight_"
    shape = [32, 3, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.080
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
    mean = 0.228
    std = 1.286
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_buffers_running_mean_:
    name = "L_self_modules_stem_modules_1_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_buffers_running_var_:
    name = "L_self_modules_stem_modules_1_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_parameters_weight_:
    name = "L_self_modules_stem_modules_1_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_parameters_bias_:
    name = "L_self_modules_stem_modules_1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv1_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_0_modules_conv1_modules_0_parameters_weight_"
    )
    shape = [64, 32, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_0_modules_conv1_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv1_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_0_modules_conv1_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv1_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_0_modules_conv1_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_0_modules_conv1_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv2_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_0_modules_conv2_modules_0_parameters_weight_"
    )
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.174
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_0_modules_conv2_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv2_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_0_modules_conv2_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv2_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_0_modules_conv2_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_0_modules_conv2_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv3_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_0_modules_conv3_modules_0_parameters_weight_"
    )
    shape = [32, 64, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_0_modules_conv3_modules_1_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv3_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_0_modules_conv3_modules_1_buffers_running_var_"
    )
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv3_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_0_modules_conv3_modules_1_parameters_weight_"
    )
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_0_modules_conv3_modules_1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv4_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_0_modules_conv4_modules_0_parameters_weight_"
    )
    shape = [64, 32, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.176
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv4_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_0_modules_conv4_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv4_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_0_modules_conv4_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv4_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_0_modules_conv4_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv4_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_0_modules_conv4_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv5_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_0_modules_conv5_modules_0_parameters_weight_"
    )
    shape = [32, 64, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv5_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_0_modules_conv5_modules_1_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv5_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_0_modules_conv5_modules_1_buffers_running_var_"
    )
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv5_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_0_modules_conv5_modules_1_parameters_weight_"
    )
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv5_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_0_modules_conv5_modules_1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv6_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_0_modules_conv6_modules_0_parameters_weight_"
    )
    shape = [64, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.178
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv6_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_0_modules_conv6_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv6_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_0_modules_conv6_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv6_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_0_modules_conv6_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv6_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_0_modules_conv6_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv1_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_1_modules_conv1_modules_0_parameters_weight_"
    )
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_modules_conv1_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv1_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_1_modules_conv1_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv1_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_1_modules_conv1_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_conv1_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv2_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_1_modules_conv2_modules_0_parameters_weight_"
    )
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.178
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_modules_conv2_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv2_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_1_modules_conv2_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv2_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_1_modules_conv2_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_conv2_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv3_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_1_modules_conv3_modules_0_parameters_weight_"
    )
    shape = [32, 64, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_modules_conv3_modules_1_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv3_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_1_modules_conv3_modules_1_buffers_running_var_"
    )
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv3_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_1_modules_conv3_modules_1_parameters_weight_"
    )
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_conv3_modules_1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv4_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_1_modules_conv4_modules_0_parameters_weight_"
    )
    shape = [64, 32, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004
    std = 0.178
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv4_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_modules_conv4_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv4_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_1_modules_conv4_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv4_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_1_modules_conv4_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv4_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_conv4_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv5_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_1_modules_conv5_modules_0_parameters_weight_"
    )
    shape = [32, 64, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv5_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_modules_conv5_modules_1_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv5_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_1_modules_conv5_modules_1_buffers_running_var_"
    )
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv5_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_1_modules_conv5_modules_1_parameters_weight_"
    )
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv5_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_conv5_modules_1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv6_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_1_modules_conv6_modules_0_parameters_weight_"
    )
    shape = [128, 192, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv6_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_modules_conv6_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv6_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_1_modules_conv6_modules_1_buffers_running_var_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv6_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_1_modules_conv6_modules_1_parameters_weight_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv6_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_conv6_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv1_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_2_modules_conv1_modules_0_parameters_weight_"
    )
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_conv1_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv1_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_2_modules_conv1_modules_1_buffers_running_var_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv1_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_2_modules_conv1_modules_1_parameters_weight_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_conv1_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv2_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_2_modules_conv2_modules_0_parameters_weight_"
    )
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.126
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_conv2_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv2_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_2_modules_conv2_modules_1_buffers_running_var_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv2_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_2_modules_conv2_modules_1_parameters_weight_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_conv2_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv3_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_2_modules_conv3_modules_0_parameters_weight_"
    )
    shape = [64, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_conv3_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv3_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_2_modules_conv3_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv3_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_2_modules_conv3_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_conv3_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv4_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_2_modules_conv4_modules_0_parameters_weight_"
    )
    shape = [128, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.124
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv4_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_conv4_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv4_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_2_modules_conv4_modules_1_buffers_running_var_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv4_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_2_modules_conv4_modules_1_parameters_weight_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv4_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_conv4_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv5_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_2_modules_conv5_modules_0_parameters_weight_"
    )
    shape = [64, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv5_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_conv5_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv5_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_2_modules_conv5_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv5_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_2_modules_conv5_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv5_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_conv5_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv6_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_2_modules_conv6_modules_0_parameters_weight_"
    )
    shape = [128, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.126
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv6_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_conv6_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv6_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_2_modules_conv6_modules_1_buffers_running_var_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv6_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_2_modules_conv6_modules_1_parameters_weight_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv6_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_conv6_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv1_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_3_modules_conv1_modules_0_parameters_weight_"
    )
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_conv1_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv1_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_3_modules_conv1_modules_1_buffers_running_var_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv1_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_3_modules_conv1_modules_1_parameters_weight_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_conv1_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv2_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_3_modules_conv2_modules_0_parameters_weight_"
    )
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.126
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_conv2_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv2_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_3_modules_conv2_modules_1_buffers_running_var_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv2_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_3_modules_conv2_modules_1_parameters_weight_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_conv2_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv3_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_3_modules_conv3_modules_0_parameters_weight_"
    )
    shape = [64, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_conv3_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv3_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_3_modules_conv3_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv3_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_3_modules_conv3_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_conv3_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv4_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_3_modules_conv4_modules_0_parameters_weight_"
    )
    shape = [128, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.126
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv4_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_conv4_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv4_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_3_modules_conv4_modules_1_buffers_running_var_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv4_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_3_modules_conv4_modules_1_parameters_weight_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv4_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_conv4_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv5_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_3_modules_conv5_modules_0_parameters_weight_"
    )
    shape = [64, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv5_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_conv5_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv5_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_3_modules_conv5_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv5_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_3_modules_conv5_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv5_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_conv5_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv6_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_3_modules_conv6_modules_0_parameters_weight_"
    )
    shape = [128, 384, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv6_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_conv6_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv6_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_3_modules_conv6_modules_1_buffers_running_var_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv6_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_3_modules_conv6_modules_1_parameters_weight_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv6_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_conv6_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv1_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_4_modules_conv1_modules_0_parameters_weight_"
    )
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_conv1_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv1_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_4_modules_conv1_modules_1_buffers_running_var_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv1_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_4_modules_conv1_modules_1_parameters_weight_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_conv1_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv2_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_4_modules_conv2_modules_0_parameters_weight_"
    )
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.124
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_conv2_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv2_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_4_modules_conv2_modules_1_buffers_running_var_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv2_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_4_modules_conv2_modules_1_parameters_weight_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_conv2_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv3_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_4_modules_conv3_modules_0_parameters_weight_"
    )
    shape = [64, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_conv3_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv3_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_4_modules_conv3_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv3_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_4_modules_conv3_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_conv3_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv4_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_4_modules_conv4_modules_0_parameters_weight_"
    )
    shape = [128, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.126
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv4_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_conv4_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv4_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_4_modules_conv4_modules_1_buffers_running_var_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv4_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_4_modules_conv4_modules_1_parameters_weight_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv4_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_conv4_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv5_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_4_modules_conv5_modules_0_parameters_weight_"
    )
    shape = [64, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv5_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_conv5_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv5_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_4_modules_conv5_modules_1_buffers_running_var_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv5_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_4_modules_conv5_modules_1_parameters_weight_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv5_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_conv5_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv6_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_4_modules_conv6_modules_0_parameters_weight_"
    )
    shape = [288, 384, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv6_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_conv6_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv6_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_4_modules_conv6_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv6_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_4_modules_conv6_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv6_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_conv6_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv1_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_5_modules_conv1_modules_0_parameters_weight_"
    )
    shape = [288, 288, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_conv1_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv1_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_5_modules_conv1_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv1_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_5_modules_conv1_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_conv1_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv2_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_5_modules_conv2_modules_0_parameters_weight_"
    )
    shape = [288, 288, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_conv2_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv2_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_5_modules_conv2_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv2_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_5_modules_conv2_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_conv2_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv3_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_5_modules_conv3_modules_0_parameters_weight_"
    )
    shape = [144, 288, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_conv3_modules_1_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv3_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_5_modules_conv3_modules_1_buffers_running_var_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv3_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_5_modules_conv3_modules_1_parameters_weight_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_conv3_modules_1_parameters_bias_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv4_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_5_modules_conv4_modules_0_parameters_weight_"
    )
    shape = [288, 144, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv4_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_conv4_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv4_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_5_modules_conv4_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv4_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_5_modules_conv4_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv4_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_conv4_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv5_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_5_modules_conv5_modules_0_parameters_weight_"
    )
    shape = [144, 288, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv5_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_conv5_modules_1_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv5_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_5_modules_conv5_modules_1_buffers_running_var_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv5_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_5_modules_conv5_modules_1_parameters_weight_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv5_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_conv5_modules_1_parameters_bias_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv6_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_5_modules_conv6_modules_0_parameters_weight_"
    )
    shape = [288, 576, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv6_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_conv6_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv6_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_5_modules_conv6_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv6_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_5_modules_conv6_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv6_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_conv6_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv1_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_6_modules_conv1_modules_0_parameters_weight_"
    )
    shape = [288, 288, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_6_modules_conv1_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv1_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_6_modules_conv1_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv1_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_6_modules_conv1_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_conv1_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv2_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_6_modules_conv2_modules_0_parameters_weight_"
    )
    shape = [288, 288, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_6_modules_conv2_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv2_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_6_modules_conv2_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv2_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_6_modules_conv2_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_conv2_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv3_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_6_modules_conv3_modules_0_parameters_weight_"
    )
    shape = [144, 288, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_6_modules_conv3_modules_1_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv3_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_6_modules_conv3_modules_1_buffers_running_var_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv3_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_6_modules_conv3_modules_1_parameters_weight_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_conv3_modules_1_parameters_bias_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv4_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_6_modules_conv4_modules_0_parameters_weight_"
    )
    shape = [288, 144, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv4_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_6_modules_conv4_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv4_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_6_modules_conv4_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv4_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_6_modules_conv4_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv4_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_conv4_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv5_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_6_modules_conv5_modules_0_parameters_weight_"
    )
    shape = [144, 288, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv5_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_6_modules_conv5_modules_1_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv5_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_6_modules_conv5_modules_1_buffers_running_var_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv5_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_6_modules_conv5_modules_1_parameters_weight_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv5_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_conv5_modules_1_parameters_bias_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv6_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_6_modules_conv6_modules_0_parameters_weight_"
    )
    shape = [288, 864, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv6_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_6_modules_conv6_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv6_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_6_modules_conv6_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv6_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_6_modules_conv6_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv6_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_conv6_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv1_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_7_modules_conv1_modules_0_parameters_weight_"
    )
    shape = [288, 288, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_conv1_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv1_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_7_modules_conv1_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv1_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_7_modules_conv1_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_conv1_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv2_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_7_modules_conv2_modules_0_parameters_weight_"
    )
    shape = [288, 288, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_conv2_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv2_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_7_modules_conv2_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv2_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_7_modules_conv2_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_conv2_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv3_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_7_modules_conv3_modules_0_parameters_weight_"
    )
    shape = [144, 288, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_conv3_modules_1_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv3_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_7_modules_conv3_modules_1_buffers_running_var_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv3_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_7_modules_conv3_modules_1_parameters_weight_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_conv3_modules_1_parameters_bias_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv4_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_7_modules_conv4_modules_0_parameters_weight_"
    )
    shape = [288, 144, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv4_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_conv4_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv4_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_7_modules_conv4_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv4_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_7_modules_conv4_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv4_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_conv4_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv5_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_7_modules_conv5_modules_0_parameters_weight_"
    )
    shape = [144, 288, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv5_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_conv5_modules_1_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv5_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_7_modules_conv5_modules_1_buffers_running_var_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv5_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_7_modules_conv5_modules_1_parameters_weight_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv5_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_conv5_modules_1_parameters_bias_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv6_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_7_modules_conv6_modules_0_parameters_weight_"
    )
    shape = [288, 864, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv6_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_conv6_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv6_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_7_modules_conv6_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv6_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_7_modules_conv6_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv6_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_conv6_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv1_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_8_modules_conv1_modules_0_parameters_weight_"
    )
    shape = [288, 288, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_conv1_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv1_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_8_modules_conv1_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv1_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_8_modules_conv1_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_conv1_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv2_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_8_modules_conv2_modules_0_parameters_weight_"
    )
    shape = [288, 288, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_conv2_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv2_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_8_modules_conv2_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv2_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_8_modules_conv2_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_conv2_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv3_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_8_modules_conv3_modules_0_parameters_weight_"
    )
    shape = [144, 288, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_conv3_modules_1_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv3_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_8_modules_conv3_modules_1_buffers_running_var_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv3_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_8_modules_conv3_modules_1_parameters_weight_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_conv3_modules_1_parameters_bias_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv4_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_8_modules_conv4_modules_0_parameters_weight_"
    )
    shape = [288, 144, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv4_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_conv4_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv4_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_8_modules_conv4_modules_1_buffers_running_var_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv4_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_8_modules_conv4_modules_1_parameters_weight_"
    )
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv4_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_conv4_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv5_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_8_modules_conv5_modules_0_parameters_weight_"
    )
    shape = [144, 288, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv5_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_conv5_modules_1_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv5_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_8_modules_conv5_modules_1_buffers_running_var_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv5_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_8_modules_conv5_modules_1_parameters_weight_"
    )
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv5_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_conv5_modules_1_parameters_bias_"
    shape = [144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv6_modules_0_parameters_weight_:
    name = (
        "L_self_modules_features_modules_8_modules_conv6_modules_0_parameters_weight_"
    )
    shape = [416, 864, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.069
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv6_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_conv6_modules_1_buffers_running_mean_"
    shape = [416]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv6_modules_1_buffers_running_var_:
    name = (
        "L_self_modules_features_modules_8_modules_conv6_modules_1_buffers_running_var_"
    )
    shape = [416]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv6_modules_1_parameters_weight_:
    name = (
        "L_self_modules_features_modules_8_modules_conv6_modules_1_parameters_weight_"
    )
    shape = [416]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv6_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_conv6_modules_1_parameters_bias_"
    shape = [416]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_head_modules_0_modules_0_parameters_weight_"
    shape = [756, 416, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_head_modules_0_modules_1_buffers_running_mean_"
    shape = [756]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_head_modules_0_modules_1_buffers_running_var_"
    shape = [756]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_head_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_head_modules_0_modules_1_parameters_weight_"
    shape = [756]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_head_modules_0_modules_1_parameters_bias_"
    shape = [756]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_head_modules_1_modules_0_parameters_weight_"
    shape = [1024, 756, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_head_modules_1_modules_1_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_head_modules_1_modules_1_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_head_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_head_modules_1_modules_1_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_head_modules_1_modules_1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_2_modules_0_parameters_weight_:
    name = "L_self_modules_head_modules_2_modules_0_parameters_weight_"
    shape = [1024, 1024, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_2_modules_1_buffers_running_mean_:
    name = "L_self_modules_head_modules_2_modules_1_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_2_modules_1_buffers_running_var_:
    name = "L_self_modules_head_modules_2_modules_1_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_head_modules_2_modules_1_parameters_weight_:
    name = "L_self_modules_head_modules_2_modules_1_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_2_modules_1_parameters_bias_:
    name = "L_self_modules_head_modules_2_modules_1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_head_modules_3_modules_0_parameters_weight_"
    shape = [1280, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.040
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_head_modules_3_modules_1_buffers_running_mean_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_head_modules_3_modules_1_buffers_running_var_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_head_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_head_modules_3_modules_1_parameters_weight_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_head_modules_3_modules_1_parameters_bias_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_fc_parameters_weight_:
    name = "L_self_modules_fc_parameters_weight_"
    shape = [1000, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_fc_parameters_bias_:
    name = "L_self_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.016
    data = None
