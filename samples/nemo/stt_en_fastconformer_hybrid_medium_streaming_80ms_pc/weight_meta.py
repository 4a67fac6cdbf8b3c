class Program_weight_tensor_meta_L_kwargs_audio_signal_:
    name = "L_kwargs_audio_signal_"
    shape = [1, 80, 521]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -12.273
    std = 3.135
    data = None


class Program_weight_tensor_meta_L_kwargs_length_:
    name = "L_kwargs_length_"
    shape = [1]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [521]


class Program_weight_tensor_meta_L_instance_modules_pre_encode_modules_conv_modules_0_parameters_weight_:
    name = "L_instance_modules_pre_encode_modules_conv_modules_0_parameters_weight_"
    shape = [256, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.115
    std = 0.461
    data = None


class Program_weight_tensor_meta_L_instance_modules_pre_encode_modules_conv_modules_0_parameters_bias_:
    name = "L_instance_modules_pre_encode_modules_conv_modules_0_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.103
    std = 0.456
    data = None


class Program_weight_tensor_meta_L_instance_modules_pre_encode_modules_conv_modules_2_parameters_weight_:
    name = "L_instance_modules_pre_encode_modules_conv_modules_2_parameters_weight_"
    shape = [256, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.236
    data = None


class Program_weight_tensor_meta_L_instance_modules_pre_encode_modules_conv_modules_2_parameters_bias_:
    name = "L_instance_modules_pre_encode_modules_conv_modules_2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.138
    data = None


class Program_weight_tensor_meta_L_instance_modules_pre_encode_modules_conv_modules_3_parameters_weight_:
    name = "L_instance_modules_pre_encode_modules_conv_modules_3_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.260
    data = None


class Program_weight_tensor_meta_L_instance_modules_pre_encode_modules_conv_modules_3_parameters_bias_:
    name = "L_instance_modules_pre_encode_modules_conv_modules_3_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.056
    std = 0.371
    data = None


class Program_weight_tensor_meta_L_instance_modules_pre_encode_modules_conv_modules_5_parameters_weight_:
    name = "L_instance_modules_pre_encode_modules_conv_modules_5_parameters_weight_"
    shape = [256, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.135
    data = None


class Program_weight_tensor_meta_L_instance_modules_pre_encode_modules_conv_modules_5_parameters_bias_:
    name = "L_instance_modules_pre_encode_modules_conv_modules_5_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.110
    data = None


class Program_weight_tensor_meta_L_instance_modules_pre_encode_modules_conv_modules_6_parameters_weight_:
    name = "L_instance_modules_pre_encode_modules_conv_modules_6_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.227
    data = None


class Program_weight_tensor_meta_L_instance_modules_pre_encode_modules_conv_modules_6_parameters_bias_:
    name = "L_instance_modules_pre_encode_modules_conv_modules_6_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.118
    std = 0.237
    data = None


class Program_weight_tensor_meta_L_instance_modules_pre_encode_modules_out_parameters_weight_:
    name = "L_instance_modules_pre_encode_modules_out_parameters_weight_"
    shape = [256, 2816]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.259
    data = None


class Program_weight_tensor_meta_L_instance_modules_pre_encode_modules_out_parameters_bias_:
    name = "L_instance_modules_pre_encode_modules_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.288
    data = None


class Program_weight_tensor_meta_L_instance_modules_pos_enc_buffers_pe_:
    name = "L_instance_modules_pos_enc_buffers_pe_"
    shape = [1, 9999, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.060
    std = 0.705
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.383
    std = 0.116
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.399
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.310
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.224
    std = 0.240
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.339
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.325
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_0_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.376
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.120
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.198
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.155
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.116
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.413
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.170
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.066
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_0_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.207
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_0_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.121
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.411
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.012
    std = 0.557
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.582
    std = 0.107
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.118
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.274
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.362
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.015
    std = 0.316
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.026
    std = 0.460
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.907
    std = 0.419
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.685
    std = 0.551
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.428
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.091
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.873
    std = 0.254
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.513
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.318
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.191
    std = 0.127
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.359
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.473
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_0_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.698
    std = 0.317
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_0_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_0_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.309
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.343
    std = 0.076
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.120
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.284
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.133
    std = 0.092
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.182
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.185
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_1_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.131
    std = 0.027
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.243
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.208
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.388
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.149
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.220
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.080
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_1_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.216
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_1_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.185
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.205
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.080
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.501
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.123
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.273
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.022
    std = 0.276
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.019
    std = 0.338
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.016
    std = 0.304
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.919
    std = 0.182
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.089
    std = 0.117
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.306
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.107
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.330
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.136
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.285
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.151
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.200
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.245
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_1_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.527
    std = 0.393
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_1_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_1_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.202
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.344
    std = 0.080
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.129
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.286
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.137
    std = 0.093
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.174
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.183
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_2_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.168
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.232
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.187
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.365
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.007
    std = 0.179
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.227
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_2_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.204
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_2_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.167
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.212
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.061
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.509
    std = 0.078
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.123
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.271
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.044
    std = 0.279
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.344
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.324
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.899
    std = 0.154
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.106
    std = 0.112
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.302
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.096
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.337
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.152
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.286
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.143
    std = 0.085
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.201
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.262
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_2_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.315
    std = 0.423
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_2_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_2_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.184
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.359
    std = 0.078
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.147
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.286
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.138
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.174
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.176
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_3_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.103
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.267
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.175
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.428
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.123
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.228
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.097
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_3_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.200
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_3_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.178
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.215
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.078
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.538
    std = 0.069
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.149
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.267
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.035
    std = 0.247
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.327
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.289
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.897
    std = 0.175
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.094
    std = 0.132
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.299
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.103
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.341
    std = 0.050
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.160
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.285
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.134
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.201
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.242
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_3_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.215
    std = 0.458
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_3_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_3_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.183
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.374
    std = 0.092
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.152
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.285
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.123
    std = 0.082
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.174
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.171
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_4_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.126
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.256
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.034
    std = 0.174
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.389
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.132
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.224
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.090
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_4_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.021
    std = 0.130
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_4_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.015
    std = 0.175
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.215
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.496
    std = 0.065
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.122
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.266
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.051
    std = 0.243
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.320
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.051
    std = 0.285
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.929
    std = 0.167
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.107
    std = 0.097
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.300
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.351
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.160
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.284
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.121
    std = 0.082
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.203
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.207
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_4_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.114
    std = 0.479
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_4_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_4_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.183
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.389
    std = 0.094
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.153
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.283
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.109
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.175
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.158
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_5_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.196
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.236
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.019
    std = 0.184
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.360
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.164
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.218
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_5_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.017
    std = 0.195
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_5_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.137
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.204
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.505
    std = 0.071
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.116
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.267
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.265
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.326
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.030
    std = 0.294
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.911
    std = 0.177
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.110
    std = 0.106
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.299
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.097
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.361
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.165
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.285
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.128
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.215
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.007
    std = 0.201
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_5_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.976
    std = 0.521
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_5_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_5_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.212
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.401
    std = 0.107
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.160
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.284
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.115
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.177
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.164
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_6_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.149
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.242
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.015
    std = 0.189
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.376
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.132
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.215
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.092
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_6_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.163
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_6_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.147
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.203
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.050
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.520
    std = 0.076
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.117
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.266
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.021
    std = 0.277
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.316
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.007
    std = 0.310
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.921
    std = 0.152
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.094
    std = 0.095
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.301
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.363
    std = 0.056
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.163
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.283
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.113
    std = 0.092
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.218
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.212
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_6_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.966
    std = 0.489
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_6_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_6_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.217
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.414
    std = 0.108
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.165
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.282
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.094
    std = 0.091
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.181
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.147
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_7_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.140
    std = 0.046
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.255
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.227
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.387
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.018
    std = 0.130
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.217
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.106
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_7_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.175
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_7_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.012
    std = 0.190
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.210
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.519
    std = 0.077
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.264
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.021
    std = 0.276
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.314
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.024
    std = 0.292
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.876
    std = 0.163
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.108
    std = 0.176
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.293
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.362
    std = 0.052
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.168
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.284
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.121
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.229
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.213
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_7_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.877
    std = 0.432
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_7_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_7_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.231
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.404
    std = 0.100
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.174
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.284
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.105
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.186
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.145
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_8_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.129
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.249
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.160
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.378
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.107
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.215
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.040
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.093
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_8_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.162
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_8_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.160
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.204
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.109
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.526
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.122
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.264
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.025
    std = 0.318
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.312
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.309
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.905
    std = 0.155
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.093
    std = 0.103
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.294
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.078
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.368
    std = 0.050
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.171
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.286
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.120
    std = 0.082
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.238
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.228
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_8_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.814
    std = 0.383
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_8_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_8_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.262
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.410
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.190
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.287
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.112
    std = 0.086
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.198
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.174
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_9_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.131
    std = 0.034
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.249
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.175
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.393
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.110
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.218
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.096
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_9_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.014
    std = 0.160
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_9_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.145
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.206
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.067
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.493
    std = 0.056
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.138
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.263
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.024
    std = 0.284
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.315
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.265
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.926
    std = 0.145
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.087
    std = 0.109
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.297
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.105
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.372
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.176
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.286
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.133
    std = 0.101
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.242
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.271
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_9_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.731
    std = 0.364
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_9_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_9_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.297
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.414
    std = 0.075
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.201
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.288
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.137
    std = 0.092
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.204
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.198
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_10_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.138
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.265
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.179
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.398
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.120
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.231
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_10_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.151
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_10_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.170
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.224
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.110
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.492
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.152
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.266
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.050
    std = 0.292
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.329
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.025
    std = 0.267
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.883
    std = 0.148
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.096
    std = 0.127
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.291
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.091
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.406
    std = 0.046
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.224
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.289
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.138
    std = 0.130
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.266
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.349
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_10_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.717
    std = 0.376
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_10_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_10_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.347
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.468
    std = 0.093
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.251
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.293
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.147
    std = 0.096
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.219
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.191
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_11_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.150
    std = 0.034
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.260
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.181
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.395
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.133
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.233
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_11_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.158
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_11_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.127
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.221
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.511
    std = 0.050
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.165
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.266
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.060
    std = 0.338
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.340
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.047
    std = 0.273
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.898
    std = 0.165
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.067
    std = 0.101
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.299
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.101
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.415
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.222
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.290
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.135
    std = 0.123
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.254
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.337
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_11_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.706
    std = 0.348
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_11_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_11_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.380
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.474
    std = 0.077
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.226
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.295
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.143
    std = 0.122
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.210
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.198
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_12_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.204
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.258
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.245
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.387
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.012
    std = 0.207
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.235
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.060
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.086
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_12_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.016
    std = 0.251
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_12_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.015
    std = 0.207
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.225
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.104
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.494
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.023
    std = 0.196
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.270
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.076
    std = 0.327
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.351
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.312
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.904
    std = 0.165
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.094
    std = 0.159
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.295
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.110
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.429
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.215
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.291
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.151
    std = 0.139
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.279
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.425
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_12_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.717
    std = 0.394
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_12_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_12_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.418
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.534
    std = 0.104
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.243
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.296
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.177
    std = 0.110
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.224
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.240
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_13_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.181
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.076
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.274
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.016
    std = 0.216
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.408
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.016
    std = 0.250
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.229
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_13_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.189
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_13_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.149
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.214
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.119
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.496
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.053
    std = 0.185
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.275
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.115
    std = 0.358
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.027
    std = 0.387
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.015
    std = 0.313
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.830
    std = 0.187
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.109
    std = 0.152
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.294
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.123
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.460
    std = 0.047
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.234
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.291
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.164
    std = 0.159
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.262
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.478
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_13_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.661
    std = 0.389
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_13_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_13_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.454
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.573
    std = 0.110
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.021
    std = 0.203
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.294
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.177
    std = 0.158
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.211
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.255
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_14_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.222
    std = 0.052
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.070
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.258
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.014
    std = 0.212
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.382
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.302
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.226
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.078
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_14_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.197
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_14_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.119
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.209
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.068
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.470
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.064
    std = 0.127
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.270
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.116
    std = 0.371
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.355
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.018
    std = 0.299
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.907
    std = 0.274
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.107
    std = 0.157
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.322
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.133
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.462
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.174
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.289
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.178
    std = 0.166
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.244
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.445
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_14_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.803
    std = 0.492
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_14_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_14_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.697
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_norm_feed_forward1_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_norm_feed_forward1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.743
    std = 0.121
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_norm_feed_forward1_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_norm_feed_forward1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.044
    std = 0.135
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_feed_forward1_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_feed_forward1_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.294
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_feed_forward1_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_feed_forward1_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.142
    std = 0.172
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_feed_forward1_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_feed_forward1_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.186
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_feed_forward1_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_feed_forward1_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.263
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_norm_self_att_parameters_weight_:
    name = (
        "L_instance_modules_layers_modules_15_modules_norm_self_att_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.269
    std = 0.034
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_norm_self_att_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_norm_self_att_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.092
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.279
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.022
    std = 0.223
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.402
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.073
    std = 0.737
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.234
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.068
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.101
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_instance_modules_layers_modules_15_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.026
    std = 0.147
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_instance_modules_layers_modules_15_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [4, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.156
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.222
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.193
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_norm_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_norm_conv_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.526
    std = 0.066
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_norm_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_norm_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.070
    std = 0.125
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_conv_modules_pointwise_conv1_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_conv_modules_pointwise_conv1_parameters_weight_"
    shape = [512, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.273
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_conv_modules_pointwise_conv1_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_conv_modules_pointwise_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.059
    std = 0.314
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_conv_modules_depthwise_conv_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_conv_modules_depthwise_conv_parameters_weight_"
    shape = [256, 1, 9]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.316
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_conv_modules_depthwise_conv_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_conv_modules_depthwise_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.262
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_conv_modules_batch_norm_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_conv_modules_batch_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.020
    std = 0.214
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_conv_modules_batch_norm_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_conv_modules_batch_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.018
    std = 0.196
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_conv_modules_pointwise_conv2_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_conv_modules_pointwise_conv2_parameters_weight_"
    shape = [256, 256, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.344
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_conv_modules_pointwise_conv2_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_conv_modules_pointwise_conv2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.146
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_norm_feed_forward2_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_norm_feed_forward2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.533
    std = 0.057
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_norm_feed_forward2_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_norm_feed_forward2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.044
    std = 0.130
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_feed_forward2_modules_linear1_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_feed_forward2_modules_linear1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.282
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_feed_forward2_modules_linear1_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_feed_forward2_modules_linear1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.122
    std = 0.189
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_feed_forward2_modules_linear2_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_feed_forward2_modules_linear2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.194
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_feed_forward2_modules_linear2_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_feed_forward2_modules_linear2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.425
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_norm_out_parameters_weight_:
    name = "L_instance_modules_layers_modules_15_modules_norm_out_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.429
    std = 0.068
    data = None


class Program_weight_tensor_meta_L_instance_modules_layers_modules_15_modules_norm_out_parameters_bias_:
    name = "L_instance_modules_layers_modules_15_modules_norm_out_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.039
    std = 0.069
    data = None
