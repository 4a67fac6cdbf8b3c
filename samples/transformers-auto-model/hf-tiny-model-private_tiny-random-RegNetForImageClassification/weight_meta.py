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
    shape = [1, 3, 224, 224]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.986
    std = 0.133
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_embedder_modules_embedder_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_embedder_modules_embedder_modules_convolution_parameters_weight_"
    shape = [32, 3, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.007
    std = 0.079
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_embedder_modules_embedder_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_embedder_modules_embedder_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_embedder_modules_embedder_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_embedder_modules_embedder_modules_normalization_buffers_running_mean_"
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


class Program_weight_tensor_meta_L_self_modules_regnet_modules_embedder_modules_embedder_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_embedder_modules_embedder_modules_normalization_buffers_running_var_"
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
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_embedder_modules_embedder_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_embedder_modules_embedder_modules_normalization_parameters_weight_"
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


class Program_weight_tensor_meta_L_self_modules_regnet_modules_embedder_modules_embedder_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_embedder_modules_embedder_modules_normalization_parameters_bias_"
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


class Program_weight_tensor_meta_L_self_modules_regnet_modules_embedder_modules_embedder_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_embedder_modules_embedder_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_convolution_parameters_weight_"
    shape = [10, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.014
    std = 0.457
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_"
    shape = [10]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_"
    shape = [10]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_"
    shape = [10]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_"
    shape = [10]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_convolution_parameters_weight_"
    shape = [10, 10, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.146
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_mean_"
    shape = [10]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_var_"
    shape = [10]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_weight_"
    shape = [10]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_bias_"
    shape = [10]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_weight_"
    shape = [8, 10, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.100
    std = 0.455
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_bias_"
    shape = [8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.018
    std = 0.152
    data = [
        0.114334,
        0.199894,
        -0.065935,
        -0.198363,
        0.041584,
        -0.233154,
        -0.073046,
        0.072473,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_weight_"
    shape = [10, 8, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.539
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_bias_"
    shape = [10]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.021
    std = 0.148
    data = [
        0.228093,
        -0.254525,
        0.104952,
        0.219336,
        -0.011805,
        -0.025780,
        0.085703,
        0.020720,
        -0.134763,
        -0.018247,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_convolution_parameters_weight_"
    shape = [10, 10, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.469
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_mean_"
    shape = [10]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_var_"
    shape = [10]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_weight_"
    shape = [10]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_bias_"
    shape = [10]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_convolution_parameters_weight_"
    shape = [10, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.014
    std = 0.442
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_mean_"
    shape = [10]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_var_"
    shape = [10]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_weight_"
    shape = [10]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_bias_"
    shape = [10]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_shortcut_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_convolution_parameters_weight_"
    shape = [20, 10, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.018
    std = 0.317
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_"
    shape = [20]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_"
    shape = [20]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_"
    shape = [20]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_"
    shape = [20]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_convolution_parameters_weight_"
    shape = [20, 20, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.107
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_mean_"
    shape = [20]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_var_"
    shape = [20]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_weight_"
    shape = [20]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_bias_"
    shape = [20]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_weight_"
    shape = [2, 20, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.074
    std = 0.768
    data = [
        0.886235,
        -0.287844,
        -0.269760,
        -0.405557,
        1.584841,
        0.447432,
        -1.408320,
        -0.125617,
        -0.162059,
        -0.608665,
        0.995364,
        -0.344394,
        -0.553652,
        -1.078916,
        0.121321,
        1.678565,
        0.445309,
        0.038587,
        0.429665,
        0.120521,
        0.096660,
        -0.425619,
        -0.441449,
        -0.495407,
        0.248006,
        0.828648,
        0.161478,
        0.872898,
        -0.241245,
        0.578808,
        0.370130,
        -0.338436,
        -1.177284,
        0.180590,
        -0.857320,
        0.953634,
        0.853276,
        -0.183286,
        -1.265762,
        1.726206,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_bias_"
    shape = [2]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.063
    std = 0.039
    data = [0.035481, 0.090123]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_weight_"
    shape = [20, 2, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.083
    std = 0.385
    data = [
        0.181980,
        0.275980,
        0.350604,
        -0.266328,
        -0.352726,
        -0.570174,
        0.025487,
        0.161998,
        -0.020172,
        -0.520180,
        -0.152261,
        -0.048817,
        -0.648178,
        0.009638,
        -0.855537,
        0.078702,
        0.103194,
        -0.091915,
        0.547735,
        -0.004303,
        0.267059,
        -0.316985,
        0.024886,
        -0.415288,
        -0.791606,
        -0.376732,
        0.692461,
        0.420611,
        -0.253333,
        -0.110832,
        -0.821809,
        0.014420,
        -0.225557,
        -0.471106,
        0.106824,
        -0.143444,
        0.636756,
        -0.115417,
        -0.135164,
        0.495218,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_bias_"
    shape = [20]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.063
    std = 0.363
    data = [
        0.188319,
        -0.375771,
        -0.087142,
        -0.226157,
        -0.280784,
        0.663462,
        -0.531006,
        -0.262299,
        -0.210056,
        0.075612,
        0.087652,
        0.458953,
        0.696744,
        -0.095094,
        0.560790,
        0.323109,
        0.365580,
        0.223568,
        -0.327314,
        0.006409,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_convolution_parameters_weight_"
    shape = [20, 20, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 0.319
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_mean_"
    shape = [20]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_var_"
    shape = [20]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_weight_"
    shape = [20]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_bias_"
    shape = [20]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_convolution_parameters_weight_"
    shape = [20, 10, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.328
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_mean_"
    shape = [20]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_var_"
    shape = [20]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_weight_"
    shape = [20]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_bias_"
    shape = [20]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_shortcut_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_convolution_parameters_weight_"
    shape = [30, 20, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.018
    std = 0.254
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_"
    shape = [30]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_convolution_parameters_weight_"
    shape = [30, 30, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.085
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_mean_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_var_"
    shape = [30]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_weight_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_bias_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_weight_"
    shape = [5, 30, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.072
    std = 0.616
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_bias_"
    shape = [5]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.106
    data = [0.094885, -0.128957, -0.053415, 0.124766, -0.026397]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_weight_"
    shape = [30, 5, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.023
    std = 0.248
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_bias_"
    shape = [30]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.012
    std = 0.260
    data = [
        -0.024820,
        0.013193,
        -0.213965,
        -0.228539,
        0.198383,
        -0.371796,
        0.040985,
        0.445378,
        0.445613,
        -0.358665,
        -0.276485,
        0.301489,
        -0.197748,
        0.427018,
        0.146287,
        0.277855,
        -0.146360,
        0.227158,
        -0.231528,
        -0.296830,
        -0.339709,
        0.055371,
        -0.016936,
        0.124358,
        -0.159534,
        -0.060268,
        0.002391,
        0.434536,
        -0.143461,
        0.293032,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_convolution_parameters_weight_"
    shape = [30, 30, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.248
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_mean_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_var_"
    shape = [30]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_weight_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_bias_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_convolution_parameters_weight_"
    shape = [30, 20, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.267
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_mean_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_var_"
    shape = [30]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_weight_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_bias_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_shortcut_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_convolution_parameters_weight_"
    shape = [30, 30, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.262
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_running_mean_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_running_var_"
    shape = [30]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_parameters_weight_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_parameters_bias_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_convolution_parameters_weight_"
    shape = [30, 30, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.086
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_normalization_buffers_running_mean_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_normalization_buffers_running_var_"
    shape = [30]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_normalization_parameters_weight_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_normalization_parameters_bias_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_1_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_2_modules_attention_modules_0_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_2_modules_attention_modules_0_parameters_weight_"
    shape = [8, 30, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.078
    std = 0.502
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_2_modules_attention_modules_0_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_2_modules_attention_modules_0_parameters_bias_"
    shape = [8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.041
    std = 0.075
    data = [
        0.067482,
        0.096446,
        0.152025,
        -0.077453,
        -0.020941,
        0.049458,
        0.079579,
        -0.018547,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_2_modules_attention_modules_2_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_2_modules_attention_modules_2_parameters_weight_"
    shape = [30, 8, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.244
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_2_modules_attention_modules_2_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_2_modules_attention_modules_2_parameters_bias_"
    shape = [30]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.022
    std = 0.185
    data = [
        0.102091,
        -0.039236,
        -0.196802,
        -0.318937,
        0.199503,
        -0.039876,
        -0.029183,
        0.034653,
        0.048905,
        0.178911,
        0.224868,
        -0.032770,
        0.159818,
        0.217678,
        0.305106,
        0.050934,
        0.125431,
        -0.296474,
        -0.234903,
        -0.050245,
        -0.274747,
        -0.153015,
        0.277409,
        0.187444,
        -0.034912,
        0.261426,
        0.274945,
        -0.139445,
        -0.006827,
        -0.144713,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_convolution_parameters_weight_"
    shape = [30, 30, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.257
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_mean_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_var_"
    shape = [30]
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
    ]
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_weight_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_bias_"
    shape = [30]
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
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_convolution_parameters_weight_"
    shape = [40, 30, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.227
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_"
    shape = [40]
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
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_"
    shape = [40]
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


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_"
    shape = [40]
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
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_"
    shape = [40]
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
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_convolution_parameters_weight_"
    shape = [40, 40, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.075
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_mean_"
    shape = [40]
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
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_var_"
    shape = [40]
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


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_weight_"
    shape = [40]
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
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_bias_"
    shape = [40]
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
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_weight_"
    shape = [8, 40, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.034
    std = 0.511
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_0_parameters_bias_"
    shape = [8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.035
    std = 0.071
    data = [
        -0.139271,
        0.015933,
        -0.109798,
        -0.022331,
        0.010328,
        -0.104204,
        0.031144,
        0.037038,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_weight_"
    shape = [40, 8, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.218
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_2_modules_attention_modules_2_parameters_bias_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.047
    std = 0.217
    data = [
        -0.283243,
        0.275540,
        -0.240806,
        -0.173588,
        -0.115439,
        -0.089063,
        -0.290811,
        -0.059754,
        -0.278495,
        -0.014161,
        -0.024165,
        -0.315584,
        0.109429,
        -0.232692,
        -0.218081,
        -0.156672,
        0.143251,
        0.325716,
        -0.260329,
        0.162238,
        -0.291126,
        0.165646,
        -0.302642,
        0.237993,
        0.195243,
        0.112832,
        0.267186,
        -0.174025,
        -0.014901,
        0.031071,
        -0.314499,
        0.130765,
        -0.051469,
        0.264981,
        -0.189992,
        -0.281967,
        -0.349792,
        0.326738,
        0.247008,
        -0.157489,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_convolution_parameters_weight_"
    shape = [40, 40, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.221
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_mean_"
    shape = [40]
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
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_buffers_running_var_"
    shape = [40]
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


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_weight_"
    shape = [40]
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
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_parameters_bias_"
    shape = [40]
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
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_3_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_convolution_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_convolution_parameters_weight_"
    shape = [40, 30, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.235
    data = None


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_normalization_momentum:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_normalization_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_mean_"
    shape = [40]
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
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_var_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_normalization_buffers_running_var_"
    shape = [40]
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


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_weight_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_weight_"
    shape = [40]
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
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
        1.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_bias_:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_normalization_parameters_bias_"
    shape = [40]
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
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
        0.000000,
    ]


class Program_weight_tensor_meta_L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_normalization_eps:
    name = "L_self_modules_regnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_shortcut_modules_normalization_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_classifier_modules_1_parameters_weight_:
    name = "L_self_modules_classifier_modules_1_parameters_weight_"
    shape = [3, 40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.097
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_1_parameters_bias_:
    name = "L_self_modules_classifier_modules_1_parameters_bias_"
    shape = [3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.055
    std = 0.088
    data = [0.104430, -0.045960, 0.107915]
