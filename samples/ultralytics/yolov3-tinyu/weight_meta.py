class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 640, 640]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.500
    std = 0.289
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_0_modules_conv_parameters_weight_"
    shape = [16, 3, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.230
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_0_modules_bn_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.082
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_0_modules_bn_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.028
    std = 0.017
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_0_modules_bn_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.470
    std = 1.155
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_0_modules_bn_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.242
    std = 2.134
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_conv_parameters_weight_"
    shape = [32, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.085
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_2_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.269
    std = 2.300
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_2_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 26.942
    std = 24.645
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.201
    std = 2.905
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_2_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.397
    std = 1.976
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_conv_parameters_weight_"
    shape = [64, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_4_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.229
    std = 1.206
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_4_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.543
    std = 0.898
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.887
    std = 0.875
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_4_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.757
    std = 1.188
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_conv_parameters_weight_"
    shape = [128, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.027
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.068
    std = 0.705
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.424
    std = 1.356
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.733
    std = 0.571
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.714
    std = 0.861
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_conv_parameters_weight_"
    shape = [256, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.590
    std = 0.391
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.623
    std = 0.241
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.197
    std = 0.283
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.050
    std = 0.795
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_conv_parameters_weight_"
    shape = [512, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.011
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_10_modules_bn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.275
    std = 0.201
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_10_modules_bn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.215
    std = 0.068
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_bn_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.064
    std = 0.194
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_10_modules_bn_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.203
    std = 0.653
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_13_modules_conv_parameters_weight_"
    shape = [1024, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.007
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_13_modules_bn_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.169
    std = 0.146
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_13_modules_bn_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.105
    std = 0.039
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_13_modules_bn_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.972
    std = 0.177
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_13_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_13_modules_bn_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.259
    std = 0.393
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_14_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_14_modules_conv_parameters_weight_"
    shape = [256, 1024, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.015
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_14_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_14_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.252
    std = 0.148
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_14_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_14_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.008
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_14_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_14_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.467
    std = 0.292
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_14_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_14_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.050
    std = 0.931
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_15_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_15_modules_conv_parameters_weight_"
    shape = [512, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.007
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_15_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_15_modules_bn_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.131
    std = 0.136
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_15_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_15_modules_bn_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.079
    std = 0.029
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_15_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_15_modules_bn_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.119
    std = 0.238
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_15_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_15_modules_bn_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.131
    std = 0.383
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_16_modules_conv_parameters_weight_"
    shape = [128, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_16_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.024
    std = 0.111
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_16_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.045
    std = 0.016
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_16_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.700
    std = 0.219
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_16_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_16_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.137
    std = 0.569
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_19_modules_conv_parameters_weight_"
    shape = [256, 384, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.009
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_19_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.154
    std = 0.193
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_19_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.097
    std = 0.035
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_19_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.861
    std = 0.260
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_19_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_19_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.195
    std = 0.920
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_0_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_0_modules_0_modules_conv_parameters_weight_"
    shape = [64, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_0_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_0_modules_0_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.054
    std = 0.185
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_0_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_0_modules_0_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.048
    std = 0.020
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_0_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_0_modules_0_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.164
    std = 0.322
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_0_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_0_modules_0_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.453
    std = 0.823
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_0_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_0_modules_1_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_0_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_0_modules_1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.158
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_0_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_0_modules_1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.097
    std = 0.033
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_0_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_0_modules_1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.319
    std = 0.865
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_0_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_0_modules_1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.800
    std = 0.666
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_0_modules_2_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_0_modules_2_parameters_weight_"
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.071
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_0_modules_2_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_0_modules_2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.001
    std = 1.642
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_0_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_0_modules_0_modules_conv_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.007
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_0_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_0_modules_0_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.033
    std = 0.169
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_0_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_0_modules_0_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.015
    std = 0.010
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_0_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_0_modules_0_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.114
    std = 0.272
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_0_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_0_modules_0_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.859
    std = 0.477
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_0_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_0_modules_1_modules_conv_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.006
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_0_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_0_modules_1_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.080
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_0_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_0_modules_1_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.022
    std = 0.015
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_0_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_0_modules_1_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.086
    std = 0.457
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_0_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_0_modules_1_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.566
    std = 0.630
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_0_modules_2_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_0_modules_2_parameters_weight_"
    shape = [80, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_0_modules_2_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_0_modules_2_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -9.812
    std = 0.989
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_1_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_1_modules_0_modules_conv_parameters_weight_"
    shape = [64, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.008
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_1_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_1_modules_0_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.184
    std = 0.156
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_1_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_1_modules_0_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.097
    std = 0.041
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_1_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_1_modules_0_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.626
    std = 0.371
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_1_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_1_modules_0_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.602
    std = 0.668
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_1_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_1_modules_1_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_1_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_1_modules_1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.138
    std = 0.091
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_1_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_1_modules_1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.209
    std = 0.078
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_1_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_1_modules_1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.882
    std = 0.834
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_1_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_1_modules_1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.867
    std = 0.524
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_1_modules_2_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_1_modules_2_parameters_weight_"
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.069
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv2_modules_1_modules_2_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_cv2_modules_1_modules_2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 1.415
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_1_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_1_modules_0_modules_conv_parameters_weight_"
    shape = [256, 512, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_1_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_1_modules_0_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.176
    std = 0.090
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_1_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_1_modules_0_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.023
    std = 0.016
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_1_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_1_modules_0_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.236
    std = 0.279
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_1_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_1_modules_0_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.695
    std = 0.470
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_1_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_1_modules_1_modules_conv_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_1_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_1_modules_1_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.060
    std = 0.103
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_1_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_1_modules_1_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.025
    std = 0.013
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_1_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_1_modules_1_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.128
    std = 0.547
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_1_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_1_modules_1_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.586
    std = 0.582
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_1_modules_2_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_1_modules_2_parameters_weight_"
    shape = [80, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_cv3_modules_1_modules_2_parameters_bias_:
    name = "L_self_modules_model_modules_20_modules_cv3_modules_1_modules_2_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -9.313
    std = 0.989
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_stride:
    name = "L_self_modules_model_modules_20_stride"
    shape = [2]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 24.000
    std = 11.314
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_20_modules_dfl_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_20_modules_dfl_modules_conv_parameters_weight_"
    shape = [1, 16, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 7.500
    std = 4.761
    data = None
