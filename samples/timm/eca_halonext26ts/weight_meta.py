class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_stem_modules_conv1_modules_conv_parameters_weight_"
    shape = [24, 3, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004
    std = 0.101
    data = None


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004
    std = 1.003
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_"
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = [
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_"
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = [
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_stem_modules_conv2_modules_conv_parameters_weight_"
    shape = [32, 24, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.082
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stem_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_stem_modules_conv2_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = [
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_stem_modules_conv2_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = [
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_stem_modules_conv2_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv3_modules_conv_parameters_weight_:
    name = "L_self_modules_stem_modules_conv3_modules_conv_parameters_weight_"
    shape = [64, 32, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stem_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_stem_modules_conv3_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_stem_modules_conv3_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_stem_modules_conv3_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_"
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.179
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_"
    shape = [64, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.119
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_attn_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_attn_modules_conv_parameters_weight_"
    shape = [1, 1, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.055
    std = 0.322
    data = [0.198239, 0.280791, -0.313340]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.089
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_shortcut_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_shortcut_modules_conv_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.089
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_shortcut_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_shortcut_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_shortcut_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_shortcut_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_shortcut_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_shortcut_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_shortcut_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_0_modules_shortcut_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv1_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv1_1x1_modules_conv_parameters_weight_"
    shape = [64, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.003
    std = 0.176
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv1_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv1_1x1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv1_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv1_1x1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv1_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv1_1x1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv1_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv1_1x1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv2_kxk_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv2_kxk_modules_conv_parameters_weight_"
    shape = [64, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.119
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv2_kxk_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv2_kxk_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv2_kxk_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv2_kxk_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv2_kxk_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv2_kxk_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv2_kxk_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv2_kxk_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_attn_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_attn_modules_conv_parameters_weight_"
    shape = [1, 1, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.254
    std = 0.152
    data = [0.180858, 0.152780, 0.429336]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv3_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv3_1x1_modules_conv_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv3_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv3_1x1_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv3_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv3_1x1_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv3_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv3_1x1_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_1_modules_conv3_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_1_modules_conv3_1x1_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_"
    shape = [128, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_"
    shape = [128, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.117
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_attn_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_attn_modules_conv_parameters_weight_"
    shape = [1, 1, 5]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.048
    std = 0.220
    data = [-0.378273, 0.102803, -0.105946, -0.053980, 0.194944]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_"
    shape = [512, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_shortcut_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_shortcut_modules_conv_parameters_weight_"
    shape = [512, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_shortcut_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_shortcut_modules_bn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_shortcut_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_shortcut_modules_bn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_shortcut_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_shortcut_modules_bn_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_shortcut_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_0_modules_shortcut_modules_bn_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_conv_parameters_weight_"
    shape = [128, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.124
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_conv_parameters_weight_"
    shape = [128, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.118
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_attn_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_attn_modules_conv_parameters_weight_"
    shape = [1, 1, 5]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.138
    std = 0.189
    data = [-0.061179, 0.143860, -0.350051, -0.182514, -0.238825]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_conv_parameters_weight_"
    shape = [512, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_"
    shape = [256, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_"
    shape = [256, 16, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.118
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_attn_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_attn_modules_conv_parameters_weight_"
    shape = [1, 1, 5]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.010
    std = 0.276
    data = [0.413766, -0.123613, -0.137899, -0.267559, 0.164625]


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_"
    shape = [1024, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_shortcut_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_shortcut_modules_conv_parameters_weight_"
    shape = [1024, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_shortcut_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_shortcut_modules_bn_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_shortcut_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_shortcut_modules_bn_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_shortcut_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_shortcut_modules_bn_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_shortcut_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_0_modules_shortcut_modules_bn_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv1_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_conv1_1x1_modules_conv_parameters_weight_"
    shape = [256, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv1_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_conv1_1x1_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv1_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_conv1_1x1_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv1_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_conv1_1x1_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv1_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_conv1_1x1_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_self_attn_modules_q_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_self_attn_modules_q_parameters_weight_"
    shape = [128, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_self_attn_modules_kv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_self_attn_modules_kv_parameters_weight_"
    shape = [384, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_self_attn_modules_pos_embed_parameters_width_rel_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_self_attn_modules_pos_embed_parameters_width_rel_"
    shape = [23, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.018
    std = 0.254
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_self_attn_modules_pos_embed_parameters_height_rel_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_self_attn_modules_pos_embed_parameters_height_rel_"
    shape = [23, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.018
    std = 0.263
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_post_attn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_post_attn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_post_attn_buffers_running_var_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_post_attn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_post_attn_parameters_weight_:
    name = (
        "L_self_modules_stages_modules_2_modules_1_modules_post_attn_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_post_attn_parameters_bias_:
    name = (
        "L_self_modules_stages_modules_2_modules_1_modules_post_attn_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv3_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_conv3_1x1_modules_conv_parameters_weight_"
    shape = [1024, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv3_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_conv3_1x1_modules_bn_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv3_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_conv3_1x1_modules_bn_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv3_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_conv3_1x1_modules_bn_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv3_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_1_modules_conv3_1x1_modules_bn_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_"
    shape = [512, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_self_attn_modules_q_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_self_attn_modules_q_parameters_weight_"
    shape = [128, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_self_attn_modules_kv_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_self_attn_modules_kv_parameters_weight_"
    shape = [640, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_self_attn_modules_pos_embed_parameters_width_rel_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_self_attn_modules_pos_embed_parameters_width_rel_"
    shape = [23, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003
    std = 0.256
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_self_attn_modules_pos_embed_parameters_height_rel_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_self_attn_modules_pos_embed_parameters_height_rel_"
    shape = [23, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.006
    std = 0.253
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_post_attn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_post_attn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_post_attn_buffers_running_var_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_post_attn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_post_attn_parameters_weight_:
    name = (
        "L_self_modules_stages_modules_3_modules_0_modules_post_attn_parameters_weight_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_post_attn_parameters_bias_:
    name = (
        "L_self_modules_stages_modules_3_modules_0_modules_post_attn_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_"
    shape = [2048, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_shortcut_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_shortcut_modules_conv_parameters_weight_"
    shape = [2048, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_shortcut_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_shortcut_modules_bn_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_shortcut_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_shortcut_modules_bn_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_shortcut_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_shortcut_modules_bn_parameters_weight_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_shortcut_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_0_modules_shortcut_modules_bn_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv1_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_conv1_1x1_modules_conv_parameters_weight_"
    shape = [512, 2048, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv1_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_conv1_1x1_modules_bn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv1_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_conv1_1x1_modules_bn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv1_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_conv1_1x1_modules_bn_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv1_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_conv1_1x1_modules_bn_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_self_attn_modules_q_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_self_attn_modules_q_parameters_weight_"
    shape = [128, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_self_attn_modules_kv_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_self_attn_modules_kv_parameters_weight_"
    shape = [640, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_self_attn_modules_pos_embed_parameters_width_rel_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_self_attn_modules_pos_embed_parameters_width_rel_"
    shape = [23, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.005
    std = 0.256
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_self_attn_modules_pos_embed_parameters_height_rel_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_self_attn_modules_pos_embed_parameters_height_rel_"
    shape = [23, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.249
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_post_attn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_post_attn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_post_attn_buffers_running_var_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_post_attn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_post_attn_parameters_weight_:
    name = (
        "L_self_modules_stages_modules_3_modules_1_modules_post_attn_parameters_weight_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_post_attn_parameters_bias_:
    name = (
        "L_self_modules_stages_modules_3_modules_1_modules_post_attn_parameters_bias_"
    )
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv3_1x1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_conv3_1x1_modules_conv_parameters_weight_"
    shape = [2048, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv3_1x1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_conv3_1x1_modules_bn_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv3_1x1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_conv3_1x1_modules_bn_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv3_1x1_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_conv3_1x1_modules_bn_parameters_weight_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv3_1x1_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_1_modules_conv3_1x1_modules_bn_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [1000, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None
