class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_0_modules_0_parameters_weight_"
    shape = [16, 3, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.890
    data = None


class Program_weight_tensor_meta_s1:
    name = "s1"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0]


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 224, 224]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.499
    std = 0.289
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_0_modules_1_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.039
    std = 0.211
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_0_modules_1_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 10.206
    std = 9.629
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_0_modules_1_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.926
    std = 0.683
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_0_modules_1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.172
    std = 1.470
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [16, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.014
    std = 0.885
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.332
    std = 2.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.850
    std = 2.032
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.289
    std = 0.664
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.706
    std = 3.629
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [16, 16, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.043
    std = 0.425
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.655
    std = 7.960
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 12.643
    std = 6.603
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.322
    std = 0.723
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [64, 16, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.015
    std = 0.411
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.711
    std = 4.273
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 6.525
    std = 5.678
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.578
    std = 1.839
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.498
    std = 1.851
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [64, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.335
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.189
    std = 3.930
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 8.923
    std = 11.966
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.060
    std = 1.276
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.952
    std = 3.567
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_2_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_block_modules_2_modules_0_parameters_weight_"
    shape = [24, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.041
    std = 0.384
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_block_modules_2_modules_1_buffers_running_mean_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 7.221
    std = 16.046
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_2_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_block_modules_2_modules_1_buffers_running_var_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 60.747
    std = 26.503
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_2_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_block_modules_2_modules_1_parameters_weight_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.717
    std = 0.999
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_block_modules_2_modules_1_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [72, 24, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.317
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 72.299
    std = 79.532
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.079
    std = 1.061
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.938
    std = 1.981
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [72, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.448
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.249
    std = 1.699
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.378
    std = 1.479
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.068
    std = 0.789
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.814
    std = 3.050
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_2_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_block_modules_2_modules_0_parameters_weight_"
    shape = [24, 72, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.273
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_block_modules_2_modules_1_buffers_running_mean_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.755
    std = 9.414
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_2_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_3_modules_block_modules_2_modules_1_buffers_running_var_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 16.068
    std = 6.303
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_2_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_block_modules_2_modules_1_parameters_weight_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.130
    std = 2.410
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_block_modules_2_modules_1_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [72, 24, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.017
    std = 0.372
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 190.432
    std = 93.202
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.832
    std = 0.889
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.411
    std = 1.584
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [72, 1, 5, 5]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.236
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.193
    std = 5.355
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 10.589
    std = 10.965
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.512
    std = 0.739
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.130
    std = 2.750
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [24, 72, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [72, 24, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.020
    std = 0.149
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [40, 72, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.309
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.746
    std = 7.087
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 8.187
    std = 4.139
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.066
    std = 0.763
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [120, 40, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.192
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_5_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 27.999
    std = 12.267
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.336
    std = 0.397
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.152
    std = 1.271
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [120, 1, 5, 5]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.220
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.701
    std = 2.136
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_5_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.368
    std = 1.352
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.855
    std = 0.788
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.291
    std = 1.307
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [32, 120, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.121
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.026
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [120, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.116
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.027
    std = 0.089
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [40, 120, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.186
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.125
    std = 0.674
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.922
    std = 0.437
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.691
    std = 1.209
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [120, 40, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 0.174
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_6_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_6_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 41.344
    std = 22.161
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.406
    std = 0.385
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.737
    std = 1.090
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [120, 1, 5, 5]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.207
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_6_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.374
    std = 1.314
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_6_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.089
    std = 0.983
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.829
    std = 1.337
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.294
    std = 1.421
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [32, 120, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.120
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.035
    std = 0.032
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [120, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.118
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.101
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [40, 120, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.181
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_6_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.216
    std = 0.831
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_6_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.880
    std = 0.456
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.438
    std = 2.068
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [240, 40, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.016
    std = 0.206
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [240]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_7_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [240]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 74.102
    std = 29.169
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [240]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.206
    std = 0.615
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [240]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.667
    std = 0.979
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [240, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.183
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [240]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.333
    std = 0.655
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_7_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [240]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.505
    std = 1.154
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [240]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.863
    std = 0.420
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [240]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.852
    std = 1.132
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_0_parameters_weight_"
    shape = [80, 240, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.169
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_1_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.344
    std = 5.667
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_1_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.022
    std = 4.131
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_1_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.662
    std = 0.780
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_1_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [200, 80, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.109
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [200]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_8_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [200]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 17.560
    std = 7.842
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [200]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.636
    std = 0.569
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [200]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.064
    std = 1.083
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [200, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.194
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [200]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.171
    std = 0.902
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_8_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [200]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.137
    std = 0.454
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [200]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.644
    std = 0.312
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [200]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.523
    std = 1.304
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_0_parameters_weight_"
    shape = [80, 200, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.104
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_1_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.236
    std = 1.416
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_1_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.080
    std = 0.076
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_1_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.657
    std = 0.866
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_1_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [184, 80, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.114
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_9_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_9_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 23.812
    std = 12.877
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.684
    std = 0.638
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.065
    std = 0.897
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [184, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.012
    std = 0.194
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_9_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.048
    std = 0.423
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_9_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.152
    std = 0.407
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.565
    std = 0.253
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.820
    std = 1.088
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_2_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_2_modules_0_parameters_weight_"
    shape = [80, 184, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.104
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_9_modules_block_modules_2_modules_1_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.059
    std = 1.009
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_2_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_9_modules_block_modules_2_modules_1_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.032
    std = 0.012
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_2_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_2_modules_1_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.806
    std = 0.724
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_block_modules_2_modules_1_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [184, 80, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.113
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_10_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_10_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 30.454
    std = 14.087
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.792
    std = 0.497
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.336
    std = 0.850
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [184, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.197
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_10_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.015
    std = 0.316
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_10_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.074
    std = 0.196
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.854
    std = 0.452
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [184]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.307
    std = 1.706
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_2_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_2_modules_0_parameters_weight_"
    shape = [80, 184, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.108
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_10_modules_block_modules_2_modules_1_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.159
    std = 1.764
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_2_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_10_modules_block_modules_2_modules_1_buffers_running_var_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.486
    std = 0.296
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_2_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_2_modules_1_parameters_weight_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.172
    std = 0.953
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_block_modules_2_modules_1_parameters_bias_"
    shape = [80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [480, 80, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.136
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_11_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [480]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_11_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [480]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 42.121
    std = 16.281
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [480]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.881
    std = 0.695
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_11_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [480]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.052
    std = 1.057
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [480, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.194
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_11_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [480]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.128
    std = 0.691
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_11_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [480]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.209
    std = 0.375
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [480]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.185
    std = 0.793
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_11_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [480]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.206
    std = 0.726
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [120, 480, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.075
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_11_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [120]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.032
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [480, 120, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.081
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_11_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [480]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.066
    std = 0.103
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [112, 480, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.116
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_11_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.074
    std = 0.301
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_11_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.287
    std = 0.203
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.936
    std = 0.475
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_11_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [672, 112, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.094
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_12_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_12_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 12.611
    std = 3.631
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.850
    std = 0.553
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.575
    std = 0.880
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [672, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.147
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_12_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.053
    std = 0.240
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_12_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.071
    std = 0.380
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.169
    std = 0.684
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.407
    std = 0.709
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [168, 672, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [168]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.059
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [672, 168, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.018
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.086
    std = 0.071
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [112, 672, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_12_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.176
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_12_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.031
    std = 0.005
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.150
    std = 0.526
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_13_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [672, 112, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.108
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_13_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_13_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 25.948
    std = 5.863
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_13_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.022
    std = 0.411
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_13_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.081
    std = 0.741
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_13_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [672, 1, 5, 5]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.100
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_13_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.122
    std = 0.438
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_13_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.169
    std = 1.077
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_13_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.705
    std = 0.369
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_13_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.208
    std = 0.459
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_13_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [168, 672, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.057
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_13_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [168]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.024
    std = 0.027
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_13_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [672, 168, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_13_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [672]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.064
    std = 0.107
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_13_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [160, 672, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.099
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_13_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.034
    std = 0.243
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_13_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.113
    std = 0.053
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_13_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.466
    std = 0.275
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_13_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_14_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [960, 160, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.079
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_14_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_14_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 8.296
    std = 2.494
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_14_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.808
    std = 0.545
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_14_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.638
    std = 0.943
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_14_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [960, 1, 5, 5]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_14_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.074
    std = 0.280
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_14_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.088
    std = 0.373
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_14_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.256
    std = 0.715
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_14_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.509
    std = 0.822
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_14_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [240, 960, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.052
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_14_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [240]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.062
    std = 0.067
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_14_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [960, 240, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.018
    std = 0.054
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_14_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.089
    std = 0.055
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_14_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [160, 960, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_14_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.016
    std = 0.128
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_14_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.023
    std = 0.003
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_14_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.712
    std = 0.308
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_14_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_15_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [960, 160, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.079
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_15_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_15_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 12.707
    std = 4.190
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_15_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.812
    std = 0.526
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_15_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.990
    std = 1.003
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_15_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [960, 1, 5, 5]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.076
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_15_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.026
    std = 0.177
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_15_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.044
    std = 0.227
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_15_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.464
    std = 0.781
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_15_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.661
    std = 1.091
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_15_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [240, 960, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.055
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_15_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [240]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.077
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_15_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [960, 240, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.019
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_15_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.097
    std = 0.070
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_15_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [160, 960, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_15_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.112
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_15_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.033
    std = 0.038
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_15_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.497
    std = 0.512
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_15_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_16_modules_0_parameters_weight_"
    shape = [960, 160, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.095
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_16_modules_1_buffers_running_mean_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_16_modules_1_buffers_running_var_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 38.534
    std = 22.007
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_16_modules_1_parameters_weight_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.637
    std = 1.316
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_16_modules_1_parameters_bias_"
    shape = [960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -4.439
    std = 1.726
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_0_parameters_weight_:
    name = "L_self_modules_classifier_modules_0_parameters_weight_"
    shape = [1280, 960]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.065
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_0_parameters_bias_:
    name = "L_self_modules_classifier_modules_0_parameters_bias_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.043
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_3_parameters_weight_:
    name = "L_self_modules_classifier_modules_3_parameters_weight_"
    shape = [1000, 1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_3_parameters_bias_:
    name = "L_self_modules_classifier_modules_3_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.093
    data = None
