class Program_weight_tensor_meta_s99:
    name = "s99"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [4]


class Program_weight_tensor_meta_L_pixel_values_:
    name = "L_pixel_values_"
    shape = [1, 3, 64, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.986
    std = 0.133
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_weight_:
    name = "L_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_weight_"
    shape = [16, 3, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_bias_:
    name = "L_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
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
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
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
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
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
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_1_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_1_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = [
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
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
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
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
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_weight_"
    shape = [64, 16, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_weight_"
    shape = [16, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
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
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_2_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_2_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = [
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
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
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
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
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_1_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_1_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = [
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
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
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
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
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_weight_"
    shape = [64, 16, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_weight_"
    shape = [16, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
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
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_2_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_2_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = [
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_weight_:
    name = "L_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_weight_"
    shape = [32, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_bias_:
    name = "L_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
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


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
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


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
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


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_1_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_1_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = [
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
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


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
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


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_weight_"
    shape = [128, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_weight_"
    shape = [32, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
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


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_2_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_2_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = [
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
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


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
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


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_1_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_1_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = [
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
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


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
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


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_weight_"
    shape = [128, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_weight_"
    shape = [32, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
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


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_2_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_2_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = [
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
        0.000010,
    ]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_weight_:
    name = "L_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_weight_"
    shape = [64, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_bias_:
    name = "L_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_1_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_1_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_weight_"
    shape = [64, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_2_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_2_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_1_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_1_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_weight_"
    shape = [64, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_2_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_2_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_weight_:
    name = "L_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_weight_"
    shape = [128, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_bias_:
    name = "L_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_1_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_1_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_weight_"
    shape = [512, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_weight_"
    shape = [128, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_2_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_2_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_1_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_1_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_eps:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_weight_"
    shape = [512, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_weight_"
    shape = [128, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_2_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_2_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
