class Program_weight_tensor_meta_L_stack0_:
    name = "L_stack0_"
    shape = [1, 1, 796]
    dtype = "torch.bool"
    device = "cuda:0"
    mean = None
    std = None
    data = None


class Program_weight_tensor_meta_L_xs_:
    name = "L_xs_"
    shape = [1, 796, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.028
    std = 3.933
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_norm_mha_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_0_modules_norm_mha_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.739
    std = 0.179
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_norm_mha_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_0_modules_norm_mha_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_pos_emb_:
    name = "L_pos_emb_"
    shape = [1, 1591, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.159
    std = 0.689
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_self_modules_up_encoders_modules_0_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [8, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.139
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_self_modules_up_encoders_modules_0_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [8, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.167
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_0_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_norm_ff_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_0_modules_norm_ff_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.050
    std = 0.174
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_norm_ff_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_0_modules_norm_ff_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.133
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_feed_forward_modules_w_1_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_0_modules_feed_forward_modules_w_1_parameters_weight_"
    shape = [2048, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.052
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_feed_forward_modules_w_1_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_0_modules_feed_forward_modules_w_1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.048
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_feed_forward_modules_w_2_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_0_modules_feed_forward_modules_w_2_parameters_weight_"
    shape = [512, 2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_0_modules_feed_forward_modules_w_2_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_0_modules_feed_forward_modules_w_2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.032
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_norm_mha_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_1_modules_norm_mha_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.702
    std = 0.123
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_norm_mha_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_1_modules_norm_mha_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.040
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_self_modules_up_encoders_modules_1_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [8, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.116
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_self_modules_up_encoders_modules_1_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [8, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.140
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_1_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_norm_ff_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_1_modules_norm_ff_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.068
    std = 0.208
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_norm_ff_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_1_modules_norm_ff_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.133
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_feed_forward_modules_w_1_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_1_modules_feed_forward_modules_w_1_parameters_weight_"
    shape = [2048, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_feed_forward_modules_w_1_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_1_modules_feed_forward_modules_w_1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.043
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_feed_forward_modules_w_2_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_1_modules_feed_forward_modules_w_2_parameters_weight_"
    shape = [512, 2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_1_modules_feed_forward_modules_w_2_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_1_modules_feed_forward_modules_w_2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_norm_mha_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_2_modules_norm_mha_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.716
    std = 0.138
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_norm_mha_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_2_modules_norm_mha_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.040
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_self_modules_up_encoders_modules_2_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [8, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.108
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_self_modules_up_encoders_modules_2_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [8, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.123
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_2_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_norm_ff_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_2_modules_norm_ff_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.022
    std = 0.192
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_norm_ff_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_2_modules_norm_ff_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.113
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_feed_forward_modules_w_1_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_2_modules_feed_forward_modules_w_1_parameters_weight_"
    shape = [2048, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.052
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_feed_forward_modules_w_1_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_2_modules_feed_forward_modules_w_1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.041
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_feed_forward_modules_w_2_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_2_modules_feed_forward_modules_w_2_parameters_weight_"
    shape = [512, 2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_2_modules_feed_forward_modules_w_2_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_2_modules_feed_forward_modules_w_2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_norm_mha_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_3_modules_norm_mha_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.682
    std = 0.144
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_norm_mha_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_3_modules_norm_mha_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_q_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_q_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.034
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_q_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_q_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.056
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_k_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_k_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_k_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_k_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_v_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_v_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_v_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_v_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.027
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_self_attn_parameters_pos_bias_u_:
    name = (
        "L_self_modules_up_encoders_modules_3_modules_self_attn_parameters_pos_bias_u_"
    )
    shape = [8, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.117
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_self_attn_parameters_pos_bias_v_:
    name = (
        "L_self_modules_up_encoders_modules_3_modules_self_attn_parameters_pos_bias_v_"
    )
    shape = [8, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 0.135
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_3_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_norm_ff_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_3_modules_norm_ff_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.943
    std = 0.165
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_norm_ff_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_3_modules_norm_ff_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_feed_forward_modules_w_1_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_3_modules_feed_forward_modules_w_1_parameters_weight_"
    shape = [2048, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_feed_forward_modules_w_1_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_3_modules_feed_forward_modules_w_1_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.040
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_feed_forward_modules_w_2_parameters_weight_:
    name = "L_self_modules_up_encoders_modules_3_modules_feed_forward_modules_w_2_parameters_weight_"
    shape = [512, 2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_up_encoders_modules_3_modules_feed_forward_modules_w_2_parameters_bias_:
    name = "L_self_modules_up_encoders_modules_3_modules_feed_forward_modules_w_2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.025
    data = None


class Program_weight_tensor_meta_L_self_modules_after_norm_parameters_weight_:
    name = "L_self_modules_after_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.341
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_after_norm_parameters_bias_:
    name = "L_self_modules_after_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.025
    data = None
