class Program_weight_tensor_meta_s10:
    name = "s10"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [4]


class Program_weight_tensor_meta_L_sensor_vals_:
    name = "L_sensor_vals_"
    shape = [1, 65, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.023
    std = 0.933
    data = None


class Program_weight_tensor_meta_L_sensor_coords_:
    name = "L_sensor_coords_"
    shape = [1, 65, 2]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.012
    std = 0.964
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_0_parameters_weight_:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_0_parameters_weight_"
    shape = [64, 5]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.013
    std = 0.249
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_0_parameters_bias_:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_0_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.003
    std = 0.258
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_1_parameters_weight_:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_1_parameters_bias_:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_1_eps:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_1_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_3_parameters_weight_:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_3_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_3_parameters_bias_:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_3_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.067
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_attn_parameters_in_proj_bias_:
    name = "L_self_modules_sensor_encoder_modules_attn_parameters_in_proj_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_attn_parameters_in_proj_weight_:
    name = "L_self_modules_sensor_encoder_modules_attn_parameters_in_proj_weight_"
    shape = [192, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_attn_modules_out_proj_parameters_weight_:
    name = (
        "L_self_modules_sensor_encoder_modules_attn_modules_out_proj_parameters_weight_"
    )
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_attn_modules_out_proj_parameters_bias_:
    name = (
        "L_self_modules_sensor_encoder_modules_attn_modules_out_proj_parameters_bias_"
    )
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_attn_dropout:
    name = "L_self_modules_sensor_encoder_modules_attn_dropout"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000000]


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_norm_parameters_weight_:
    name = "L_self_modules_sensor_encoder_modules_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_norm_parameters_bias_:
    name = "L_self_modules_sensor_encoder_modules_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_norm_eps:
    name = "L_self_modules_sensor_encoder_modules_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_projector_modules_query_mlp_modules_0_parameters_weight_:
    name = "L_self_modules_projector_modules_query_mlp_modules_0_parameters_weight_"
    shape = [64, 2]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.072
    std = 0.392
    data = None


class Program_weight_tensor_meta_L_self_modules_projector_modules_query_mlp_modules_0_parameters_bias_:
    name = "L_self_modules_projector_modules_query_mlp_modules_0_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.033
    std = 0.412
    data = None


class Program_weight_tensor_meta_L_grid_coords_:
    name = "L_grid_coords_"
    shape = [1, 128, 256, 2]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.008
    std = 1.002
    data = None


class Program_weight_tensor_meta_L_self_modules_projector_modules_query_mlp_modules_2_parameters_weight_:
    name = "L_self_modules_projector_modules_query_mlp_modules_2_parameters_weight_"
    shape = [128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_projector_modules_query_mlp_modules_2_parameters_bias_:
    name = "L_self_modules_projector_modules_query_mlp_modules_2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.006
    std = 0.075
    data = None


class Program_weight_tensor_meta_L_self_modules_projector_transition_x:
    name = "L_self_modules_projector_transition_x"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.250
    std = 0.000
    data = [0.250000]


class Program_weight_tensor_meta_L_self_modules_projector_modules_sensor_embedding_modules_raw_proj_parameters_weight_:
    name = "L_self_modules_projector_modules_sensor_embedding_modules_raw_proj_parameters_weight_"
    shape = [32, 2]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.071
    std = 0.406
    data = None


class Program_weight_tensor_meta_L_self_modules_projector_modules_sensor_embedding_modules_raw_proj_parameters_bias_:
    name = "L_self_modules_projector_modules_sensor_embedding_modules_raw_proj_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.044
    std = 0.406
    data = [
        -0.109570,
        -0.500612,
        0.499090,
        -0.595455,
        -0.314464,
        0.311158,
        0.427396,
        -0.394249,
        0.155079,
        0.525865,
        0.152357,
        0.517181,
        0.421748,
        -0.172479,
        0.703390,
        -0.336485,
        -0.533521,
        0.561451,
        -0.191133,
        -0.205178,
        -0.142233,
        -0.455833,
        -0.541973,
        -0.376394,
        -0.008022,
        0.528279,
        0.360097,
        0.309068,
        0.316133,
        -0.304521,
        0.450108,
        0.365386,
    ]


class Program_weight_tensor_meta_G_np_pi:
    name = "G_np_pi"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 3.142
    std = 0.000
    data = [3.141593]


class Program_weight_tensor_meta_L_self_modules_projector_modules_sensor_embedding_buffers_B_high_:
    name = "L_self_modules_projector_modules_sensor_embedding_buffers_B_high_"
    shape = [2, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.810
    std = 11.562
    data = None


class Program_weight_tensor_meta_L_self_modules_projector_modules_key_proj_smooth_parameters_weight_:
    name = "L_self_modules_projector_modules_key_proj_smooth_parameters_weight_"
    shape = [64, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004
    std = 0.101
    data = None


class Program_weight_tensor_meta_L_self_modules_projector_modules_key_proj_smooth_parameters_bias_:
    name = "L_self_modules_projector_modules_key_proj_smooth_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.008
    std = 0.097
    data = None


class Program_weight_tensor_meta_L_self_modules_projector_modules_key_proj_detail_parameters_weight_:
    name = "L_self_modules_projector_modules_key_proj_detail_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_projector_modules_key_proj_detail_parameters_bias_:
    name = "L_self_modules_projector_modules_key_proj_detail_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.075
    data = None


class Program_weight_tensor_meta_L_self_modules_projector_scale:
    name = "L_self_modules_projector_scale"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.125
    std = 0.000
    data = [0.125000]


class Program_weight_tensor_meta_L_base_flow_:
    name = "L_base_flow_"
    shape = [1, 3, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.998
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_0_parameters_weight_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_0_parameters_weight_"
    shape = [64, 133, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_0_parameters_bias_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_0_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_1_momentum:
    name = "L_self_modules_in_conv_modules_double_conv_modules_1_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_1_buffers_running_mean_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_1_buffers_running_var_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_1_parameters_weight_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_1_parameters_bias_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_1_eps:
    name = "L_self_modules_in_conv_modules_double_conv_modules_1_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_3_parameters_weight_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_3_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_3_parameters_bias_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_3_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_4_momentum:
    name = "L_self_modules_in_conv_modules_double_conv_modules_4_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_4_buffers_running_mean_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_4_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_4_buffers_running_var_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_4_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_4_parameters_weight_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_4_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_4_parameters_bias_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_4_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_4_eps:
    name = "L_self_modules_in_conv_modules_double_conv_modules_4_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_0_parameters_weight_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_0_parameters_weight_"
    shape = [128, 64, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_0_parameters_bias_:
    name = (
        "L_self_modules_down1_modules_1_modules_double_conv_modules_0_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_1_momentum:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_1_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_1_buffers_running_mean_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_1_buffers_running_var_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_1_parameters_weight_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_1_parameters_bias_:
    name = (
        "L_self_modules_down1_modules_1_modules_double_conv_modules_1_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_1_eps:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_1_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_3_parameters_weight_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_3_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_3_parameters_bias_:
    name = (
        "L_self_modules_down1_modules_1_modules_double_conv_modules_3_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_4_momentum:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_4_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_4_buffers_running_mean_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_4_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_4_buffers_running_var_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_4_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_4_parameters_weight_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_4_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_4_parameters_bias_:
    name = (
        "L_self_modules_down1_modules_1_modules_double_conv_modules_4_parameters_bias_"
    )
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_4_eps:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_4_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_0_parameters_weight_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_0_parameters_weight_"
    shape = [256, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_0_parameters_bias_:
    name = (
        "L_self_modules_down2_modules_1_modules_double_conv_modules_0_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_1_momentum:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_1_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_1_buffers_running_mean_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_1_buffers_running_var_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_1_parameters_weight_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_1_parameters_bias_:
    name = (
        "L_self_modules_down2_modules_1_modules_double_conv_modules_1_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_1_eps:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_1_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_3_parameters_weight_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_3_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_3_parameters_bias_:
    name = (
        "L_self_modules_down2_modules_1_modules_double_conv_modules_3_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_4_momentum:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_4_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_4_buffers_running_mean_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_4_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_4_buffers_running_var_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_4_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_4_parameters_weight_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_4_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_4_parameters_bias_:
    name = (
        "L_self_modules_down2_modules_1_modules_double_conv_modules_4_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_4_eps:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_4_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_up1_scale_factor:
    name = "L_self_modules_up1_scale_factor"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 2.000
    std = 0.000
    data = [2.000000]


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_0_parameters_weight_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_0_parameters_weight_"
    shape = [128, 384, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_0_parameters_bias_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_0_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.011
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_1_momentum:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_1_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_1_buffers_running_mean_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_1_buffers_running_var_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_1_parameters_weight_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_1_parameters_bias_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_1_eps:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_1_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_3_parameters_weight_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_3_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_3_parameters_bias_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_3_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_4_momentum:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_4_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_4_buffers_running_mean_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_4_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_4_buffers_running_var_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_4_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_4_parameters_weight_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_4_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_4_parameters_bias_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_4_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_4_eps:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_4_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_up2_scale_factor:
    name = "L_self_modules_up2_scale_factor"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 2.000
    std = 0.000
    data = [2.000000]


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_0_parameters_weight_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_0_parameters_weight_"
    shape = [64, 192, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_0_parameters_bias_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_0_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_1_momentum:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_1_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_1_buffers_running_mean_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_1_buffers_running_var_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_1_parameters_weight_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_1_parameters_bias_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_1_eps:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_1_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_3_parameters_weight_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_3_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_3_parameters_bias_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_3_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_4_momentum:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_4_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = [0.100000]


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_4_buffers_running_mean_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_4_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_4_buffers_running_var_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_4_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_4_parameters_weight_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_4_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_4_parameters_bias_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_4_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_4_eps:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_4_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = [0.000010]


class Program_weight_tensor_meta_L_self_modules_out_conv_parameters_weight_:
    name = "L_self_modules_out_conv_parameters_weight_"
    shape = [3, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_out_conv_parameters_bias_:
    name = "L_self_modules_out_conv_parameters_bias_"
    shape = [3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.019
    std = 0.047
    data = [0.064352, -0.028943, 0.022260]
