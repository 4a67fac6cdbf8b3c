class Program_weight_tensor_meta_L_self_modules_stem_modules_conv_parameters_weight_:
    name = "L_self_modules_stem_modules_conv_parameters_weight_"
    shape = [32, 3, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
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
    device = "cuda:0"
    mean = 0.221
    std = 1.287
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stem_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_var_:
    name = "L_self_modules_stem_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_parameters_weight_:
    name = "L_self_modules_stem_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_parameters_bias_:
    name = "L_self_modules_stem_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s1_modules_b1_modules_conv1_modules_conv_parameters_weight_"
    shape = [24, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.288
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s1_modules_b1_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s1_modules_b1_modules_conv1_modules_bn_buffers_running_var_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s1_modules_b1_modules_conv1_modules_bn_parameters_weight_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s1_modules_b1_modules_conv1_modules_bn_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s1_modules_b1_modules_conv2_modules_conv_parameters_weight_"
    shape = [24, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.167
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s1_modules_b1_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s1_modules_b1_modules_conv2_modules_bn_buffers_running_var_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s1_modules_b1_modules_conv2_modules_bn_parameters_weight_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s1_modules_b1_modules_conv2_modules_bn_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s1_modules_b1_modules_conv3_modules_conv_parameters_weight_"
    shape = [24, 24, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.024
    std = 0.304
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s1_modules_b1_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s1_modules_b1_modules_conv3_modules_bn_buffers_running_var_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s1_modules_b1_modules_conv3_modules_bn_parameters_weight_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s1_modules_b1_modules_conv3_modules_bn_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_conv_parameters_weight_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_conv_parameters_weight_"
    shape = [24, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.012
    std = 0.280
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_weight_:
    name = (
        "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_weight_"
    )
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_bias_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s2_modules_b1_modules_conv1_modules_conv_parameters_weight_"
    shape = [56, 24, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.193
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s2_modules_b1_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s2_modules_b1_modules_conv1_modules_bn_buffers_running_var_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s2_modules_b1_modules_conv1_modules_bn_parameters_weight_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s2_modules_b1_modules_conv1_modules_bn_parameters_bias_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s2_modules_b1_modules_conv2_modules_conv_parameters_weight_"
    shape = [56, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.166
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s2_modules_b1_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s2_modules_b1_modules_conv2_modules_bn_buffers_running_var_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s2_modules_b1_modules_conv2_modules_bn_parameters_weight_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s2_modules_b1_modules_conv2_modules_bn_parameters_bias_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s2_modules_b1_modules_conv3_modules_conv_parameters_weight_"
    shape = [56, 56, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.191
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s2_modules_b1_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s2_modules_b1_modules_conv3_modules_bn_buffers_running_var_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s2_modules_b1_modules_conv3_modules_bn_parameters_weight_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s2_modules_b1_modules_conv3_modules_bn_parameters_bias_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_conv_parameters_weight_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_conv_parameters_weight_"
    shape = [56, 24, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.193
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_weight_:
    name = (
        "L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_weight_"
    )
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_bias_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_bias_"
    shape = [56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b1_modules_conv1_modules_conv_parameters_weight_"
    shape = [152, 56, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b1_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b1_modules_conv1_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b1_modules_conv1_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b1_modules_conv1_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b1_modules_conv2_modules_conv_parameters_weight_"
    shape = [152, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.167
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b1_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b1_modules_conv2_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b1_modules_conv2_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b1_modules_conv2_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b1_modules_conv3_modules_conv_parameters_weight_"
    shape = [152, 152, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b1_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b1_modules_conv3_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b1_modules_conv3_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b1_modules_conv3_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_conv_parameters_weight_"
    shape = [152, 56, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.113
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_weight_:
    name = (
        "L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_weight_"
    )
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b2_modules_conv1_modules_conv_parameters_weight_"
    shape = [152, 152, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b2_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b2_modules_conv1_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b2_modules_conv1_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b2_modules_conv1_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b2_modules_conv2_modules_conv_parameters_weight_"
    shape = [152, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.165
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b2_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b2_modules_conv2_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b2_modules_conv2_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b2_modules_conv2_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_conv_parameters_weight_"
    shape = [152, 152, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.114
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b3_modules_conv1_modules_conv_parameters_weight_"
    shape = [152, 152, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b3_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b3_modules_conv1_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b3_modules_conv1_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b3_modules_conv1_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b3_modules_conv2_modules_conv_parameters_weight_"
    shape = [152, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.167
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b3_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b3_modules_conv2_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b3_modules_conv2_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b3_modules_conv2_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b3_modules_conv3_modules_conv_parameters_weight_"
    shape = [152, 152, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.116
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b3_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b3_modules_conv3_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b3_modules_conv3_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b3_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b3_modules_conv3_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b4_modules_conv1_modules_conv_parameters_weight_"
    shape = [152, 152, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b4_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b4_modules_conv1_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b4_modules_conv1_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b4_modules_conv1_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b4_modules_conv2_modules_conv_parameters_weight_"
    shape = [152, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.166
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b4_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b4_modules_conv2_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b4_modules_conv2_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b4_modules_conv2_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b4_modules_conv3_modules_conv_parameters_weight_"
    shape = [152, 152, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b4_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b4_modules_conv3_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b4_modules_conv3_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b4_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b4_modules_conv3_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b1_modules_conv1_modules_conv_parameters_weight_"
    shape = [368, 152, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b1_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b1_modules_conv1_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b1_modules_conv1_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b1_modules_conv1_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b1_modules_conv2_modules_conv_parameters_weight_"
    shape = [368, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.169
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b1_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b1_modules_conv2_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b1_modules_conv2_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b1_modules_conv2_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b1_modules_conv3_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b1_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b1_modules_conv3_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b1_modules_conv3_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b1_modules_conv3_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_downsample_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b1_modules_downsample_modules_conv_parameters_weight_"
    shape = [368, 152, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_downsample_modules_bn_parameters_weight_:
    name = (
        "L_self_modules_s4_modules_b1_modules_downsample_modules_bn_parameters_weight_"
    )
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_downsample_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b1_modules_downsample_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b2_modules_conv1_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b2_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b2_modules_conv1_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b2_modules_conv1_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b2_modules_conv1_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b2_modules_conv2_modules_conv_parameters_weight_"
    shape = [368, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.168
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b2_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b2_modules_conv2_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b2_modules_conv2_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b2_modules_conv2_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b2_modules_conv3_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b2_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b2_modules_conv3_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b2_modules_conv3_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b2_modules_conv3_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b3_modules_conv1_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b3_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b3_modules_conv1_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b3_modules_conv1_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b3_modules_conv1_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b3_modules_conv2_modules_conv_parameters_weight_"
    shape = [368, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.166
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b3_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b3_modules_conv2_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b3_modules_conv2_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b3_modules_conv2_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b3_modules_conv3_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b3_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b3_modules_conv3_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b3_modules_conv3_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b3_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b3_modules_conv3_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b4_modules_conv1_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b4_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b4_modules_conv1_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b4_modules_conv1_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b4_modules_conv1_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b4_modules_conv2_modules_conv_parameters_weight_"
    shape = [368, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.166
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b4_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b4_modules_conv2_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b4_modules_conv2_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b4_modules_conv2_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b4_modules_conv3_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b4_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b4_modules_conv3_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b4_modules_conv3_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b4_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b4_modules_conv3_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b5_modules_conv1_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b5_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b5_modules_conv1_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b5_modules_conv1_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b5_modules_conv1_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b5_modules_conv2_modules_conv_parameters_weight_"
    shape = [368, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.166
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b5_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b5_modules_conv2_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b5_modules_conv2_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b5_modules_conv2_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b5_modules_conv3_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b5_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b5_modules_conv3_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b5_modules_conv3_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b5_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b5_modules_conv3_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b6_modules_conv1_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b6_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b6_modules_conv1_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b6_modules_conv1_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b6_modules_conv1_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b6_modules_conv2_modules_conv_parameters_weight_"
    shape = [368, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.166
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b6_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b6_modules_conv2_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b6_modules_conv2_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b6_modules_conv2_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b6_modules_conv3_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b6_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b6_modules_conv3_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b6_modules_conv3_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b6_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b6_modules_conv3_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b7_modules_conv1_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b7_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b7_modules_conv1_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b7_modules_conv1_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b7_modules_conv1_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b7_modules_conv2_modules_conv_parameters_weight_"
    shape = [368, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.166
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b7_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b7_modules_conv2_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b7_modules_conv2_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b7_modules_conv2_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_s4_modules_b7_modules_conv3_modules_conv_parameters_weight_"
    shape = [368, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b7_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b7_modules_conv3_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b7_modules_conv3_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b7_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b7_modules_conv3_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [1000, 368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
