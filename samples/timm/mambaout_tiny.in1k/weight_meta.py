class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_parameters_weight_:
    name = "L_self_modules_stem_modules_conv1_parameters_weight_"
    shape = [48, 3, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_parameters_bias_:
    name = "L_self_modules_stem_modules_conv1_parameters_bias_"
    shape = [48]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
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
    mean = 0.227
    std = 1.289
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm1_parameters_weight_:
    name = "L_self_modules_stem_modules_norm1_parameters_weight_"
    shape = [48]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm1_parameters_bias_:
    name = "L_self_modules_stem_modules_norm1_parameters_bias_"
    shape = [48]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_parameters_weight_:
    name = "L_self_modules_stem_modules_conv2_parameters_weight_"
    shape = [96, 48, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_parameters_bias_:
    name = "L_self_modules_stem_modules_conv2_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm2_parameters_weight_:
    name = "L_self_modules_stem_modules_norm2_parameters_weight_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm2_parameters_bias_:
    name = "L_self_modules_stem_modules_norm2_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_weight_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_fc1_parameters_weight_"
    shape = [512, 96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_fc1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_parameters_weight_"
    shape = [96, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_fc2_parameters_weight_"
    shape = [96, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_fc2_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_norm_parameters_weight_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_norm_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_fc1_parameters_weight_"
    shape = [512, 96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_fc1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_conv_parameters_weight_"
    shape = [96, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_conv_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_fc2_parameters_weight_"
    shape = [96, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_fc2_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_norm_parameters_weight_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_norm_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_fc1_parameters_weight_"
    shape = [512, 96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_fc1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_conv_parameters_weight_"
    shape = [96, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_conv_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_fc2_parameters_weight_"
    shape = [96, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_fc2_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_weight_"
    shape = [192, 96, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_fc1_parameters_weight_"
    shape = [1024, 192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_fc1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_parameters_weight_"
    shape = [192, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_fc2_parameters_weight_"
    shape = [192, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_fc2_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_norm_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_norm_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_fc1_parameters_weight_"
    shape = [1024, 192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_fc1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_conv_parameters_weight_"
    shape = [192, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_conv_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_fc2_parameters_weight_"
    shape = [192, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_fc2_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_norm_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_norm_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_fc1_parameters_weight_"
    shape = [1024, 192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_fc1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_conv_parameters_weight_"
    shape = [192, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_conv_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_fc2_parameters_weight_"
    shape = [192, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_2_modules_fc2_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_conv_parameters_weight_"
    shape = [384, 192, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_conv_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_fc1_parameters_weight_"
    shape = [2048, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_fc1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_parameters_weight_"
    shape = [384, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_fc2_parameters_weight_"
    shape = [384, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_fc1_parameters_weight_"
    shape = [2048, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_fc1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_conv_parameters_weight_"
    shape = [384, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_conv_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_fc2_parameters_weight_"
    shape = [384, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_1_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_fc1_parameters_weight_"
    shape = [2048, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_fc1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_conv_parameters_weight_"
    shape = [384, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_conv_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_fc2_parameters_weight_"
    shape = [384, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_2_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_fc1_parameters_weight_"
    shape = [2048, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_fc1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_conv_parameters_weight_"
    shape = [384, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_conv_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_fc2_parameters_weight_"
    shape = [384, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_3_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_fc1_parameters_weight_"
    shape = [2048, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_fc1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_conv_parameters_weight_"
    shape = [384, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_conv_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_fc2_parameters_weight_"
    shape = [384, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_4_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_fc1_parameters_weight_"
    shape = [2048, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_fc1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_conv_parameters_weight_"
    shape = [384, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_conv_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_fc2_parameters_weight_"
    shape = [384, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_5_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_fc1_parameters_weight_"
    shape = [2048, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_fc1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_conv_parameters_weight_"
    shape = [384, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_conv_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_fc2_parameters_weight_"
    shape = [384, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_6_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_fc1_parameters_weight_"
    shape = [2048, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_fc1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_conv_parameters_weight_"
    shape = [384, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_conv_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_fc2_parameters_weight_"
    shape = [384, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_fc1_parameters_weight_"
    shape = [2048, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_fc1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_conv_parameters_weight_"
    shape = [384, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_conv_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_fc2_parameters_weight_"
    shape = [384, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_8_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_conv_parameters_weight_"
    shape = [576, 384, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_conv_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_norm_parameters_weight_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_norm_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_weight_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_fc1_parameters_weight_"
    shape = [3072, 576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_fc1_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_parameters_weight_"
    shape = [576, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_fc2_parameters_weight_"
    shape = [576, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_fc2_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_norm_parameters_weight_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_norm_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_fc1_parameters_weight_"
    shape = [3072, 576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_fc1_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_conv_parameters_weight_"
    shape = [576, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_conv_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_fc2_parameters_weight_"
    shape = [576, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_fc2_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_norm_parameters_weight_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_norm_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_fc1_parameters_weight_"
    shape = [3072, 576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_fc1_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_conv_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_conv_parameters_weight_"
    shape = [576, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_conv_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_conv_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_fc2_parameters_weight_"
    shape = [576, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_2_modules_fc2_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_norm_parameters_weight_:
    name = "L_self_modules_head_modules_norm_parameters_weight_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_norm_parameters_bias_:
    name = "L_self_modules_head_modules_norm_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_pre_logits_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_pre_logits_modules_fc_parameters_weight_"
    shape = [2304, 576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_pre_logits_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_pre_logits_modules_fc_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_pre_logits_modules_norm_parameters_weight_:
    name = "L_self_modules_head_modules_pre_logits_modules_norm_parameters_weight_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_pre_logits_modules_norm_parameters_bias_:
    name = "L_self_modules_head_modules_pre_logits_modules_norm_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [1000, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
