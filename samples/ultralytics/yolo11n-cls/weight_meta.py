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
    mean = -0.012
    std = 0.311
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_momentum:
    name = "L_self_modules_model_modules_0_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_0_modules_bn_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.129
    std = 0.280
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_0_modules_bn_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.108
    std = 0.061
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_0_modules_bn_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.500
    std = 4.970
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_0_modules_bn_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.635
    std = 8.074
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_0_modules_bn_eps:
    name = "L_self_modules_model_modules_0_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_1_modules_conv_parameters_weight_"
    shape = [32, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.143
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_1_modules_bn_momentum:
    name = "L_self_modules_model_modules_1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.251
    std = 3.512
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.569
    std = 5.844
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.235
    std = 1.412
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.717
    std = 4.808
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_1_modules_bn_eps:
    name = "L_self_modules_model_modules_1_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_cv1_modules_conv_parameters_weight_"
    shape = [32, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.212
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_2_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_2_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.841
    std = 5.784
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_2_modules_cv1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 8.325
    std = 3.905
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_cv1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 6.094
    std = 2.302
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_2_modules_cv1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.946
    std = 3.749
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv1_modules_bn_eps:
    name = "L_self_modules_model_modules_2_modules_cv1_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [8, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.117
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.761
    std = 10.449
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 23.804
    std = 15.897
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.934
    std = 2.512
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.399
    std = 5.511
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_eps:
    name = (
        "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv1_modules_bn_eps"
    )
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [16, 8, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.107
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.846
    std = 1.867
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.540
    std = 1.111
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.786
    std = 3.592
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.759
    std = 7.552
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_eps:
    name = (
        "L_self_modules_model_modules_2_modules_m_modules_0_modules_cv2_modules_bn_eps"
    )
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 48, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.017
    std = 0.155
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_2_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_2_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.024
    std = 4.939
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_2_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 26.522
    std = 12.725
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_2_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.123
    std = 1.876
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_2_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.405
    std = 2.027
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_2_modules_cv2_modules_bn_eps:
    name = "L_self_modules_model_modules_2_modules_cv2_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_3_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_3_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_3_modules_bn_momentum:
    name = "L_self_modules_model_modules_3_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_3_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.389
    std = 2.217
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_3_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_3_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 15.279
    std = 12.088
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_3_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_3_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.019
    std = 0.497
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_3_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_3_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.719
    std = 1.989
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_3_modules_bn_eps:
    name = "L_self_modules_model_modules_3_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_cv1_modules_conv_parameters_weight_"
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.133
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_4_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_4_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.583
    std = 2.631
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_4_modules_cv1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.248
    std = 1.456
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_cv1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.562
    std = 0.860
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_4_modules_cv1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.723
    std = 1.667
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv1_modules_bn_eps:
    name = "L_self_modules_model_modules_4_modules_cv1_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [16, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.090
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.335
    std = 1.012
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.706
    std = 0.467
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.126
    std = 0.247
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.326
    std = 1.040
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_eps:
    name = (
        "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv1_modules_bn_eps"
    )
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [32, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.091
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.531
    std = 1.632
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.424
    std = 0.511
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.099
    std = 0.444
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.393
    std = 3.378
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_eps:
    name = (
        "L_self_modules_model_modules_4_modules_m_modules_0_modules_cv2_modules_bn_eps"
    )
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_cv2_modules_conv_parameters_weight_"
    shape = [128, 96, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.097
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_4_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_4_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.464
    std = 2.711
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_4_modules_cv2_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.926
    std = 0.889
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_4_modules_cv2_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.234
    std = 0.261
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_4_modules_cv2_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.063
    std = 0.718
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_4_modules_cv2_modules_bn_eps:
    name = "L_self_modules_model_modules_4_modules_cv2_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_5_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_5_modules_conv_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_5_modules_bn_momentum:
    name = "L_self_modules_model_modules_5_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_5_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_5_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.063
    std = 0.453
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_5_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_5_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.774
    std = 0.550
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_5_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_5_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.185
    std = 0.380
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_5_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_5_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.112
    std = 1.318
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_5_modules_bn_eps:
    name = "L_self_modules_model_modules_5_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_cv1_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.080
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_6_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.119
    std = 1.111
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_cv1_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.484
    std = 0.281
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_cv1_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.376
    std = 0.404
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_cv1_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.152
    std = 1.200
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv1_modules_bn_eps:
    name = "L_self_modules_model_modules_6_modules_cv1_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [32, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.086
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.073
    std = 0.410
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.577
    std = 0.271
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.915
    std = 0.251
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.441
    std = 0.689
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_eps:
    name = (
        "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv1_modules_bn_eps"
    )
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.060
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.378
    std = 0.980
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.753
    std = 0.212
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.144
    std = 0.168
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.884
    std = 0.491
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_eps:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.052
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.060
    std = 0.106
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.219
    std = 0.062
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.247
    std = 0.367
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.289
    std = 0.852
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_eps:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_conv_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.057
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.036
    std = 0.998
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.633
    std = 0.529
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.182
    std = 0.261
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.810
    std = 0.922
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_eps:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_conv_parameters_weight_"
    shape = [32, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.663
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.363
    std = 0.106
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.962
    std = 0.516
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.582
    std = 2.090
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_eps:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [32, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.198
    std = 0.323
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.160
    std = 0.071
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.310
    std = 0.412
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.492
    std = 1.284
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_eps:
    name = (
        "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv2_modules_bn_eps"
    )
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_conv_parameters_weight_"
    shape = [64, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.077
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_momentum:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.771
    std = 2.049
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.190
    std = 0.502
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.945
    std = 0.605
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.581
    std = 1.529
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_eps:
    name = (
        "L_self_modules_model_modules_6_modules_m_modules_0_modules_cv3_modules_bn_eps"
    )
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_cv2_modules_conv_parameters_weight_"
    shape = [128, 192, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.071
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_6_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_6_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.198
    std = 0.950
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_6_modules_cv2_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.656
    std = 0.543
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_6_modules_cv2_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.102
    std = 0.274
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_6_modules_cv2_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.709
    std = 0.675
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_6_modules_cv2_modules_bn_eps:
    name = "L_self_modules_model_modules_6_modules_cv2_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_7_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_7_modules_conv_parameters_weight_"
    shape = [256, 128, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_7_modules_bn_momentum:
    name = "L_self_modules_model_modules_7_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_7_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_7_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.029
    std = 0.301
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_7_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_7_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.567
    std = 0.444
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_7_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_7_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.373
    std = 0.415
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_7_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_7_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.142
    std = 1.182
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_7_modules_bn_eps:
    name = "L_self_modules_model_modules_7_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_cv1_modules_conv_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.050
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_8_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.260
    std = 0.876
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_cv1_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.591
    std = 0.361
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_cv1_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.438
    std = 0.468
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_cv1_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.265
    std = 1.342
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv1_modules_bn_eps:
    name = "L_self_modules_model_modules_8_modules_cv1_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [64, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.201
    std = 0.370
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.397
    std = 0.166
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.810
    std = 0.167
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.051
    std = 0.607
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_eps:
    name = (
        "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv1_modules_bn_eps"
    )
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.248
    std = 0.444
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.325
    std = 0.128
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.427
    std = 0.281
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.108
    std = 0.822
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_eps:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv1_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.034
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.212
    std = 0.281
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.412
    std = 0.130
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.285
    std = 0.301
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.287
    std = 0.646
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_eps:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_0_modules_cv2_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.458
    std = 0.714
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.890
    std = 0.302
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.465
    std = 0.438
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.216
    std = 1.316
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_eps:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv1_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.053
    std = 0.316
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.597
    std = 0.239
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.507
    std = 0.506
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.959
    std = 1.488
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_eps:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_m_modules_1_modules_cv2_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_conv_parameters_weight_"
    shape = [64, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.100
    std = 0.210
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.125
    std = 0.046
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.285
    std = 0.214
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.095
    std = 0.770
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_eps:
    name = (
        "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv2_modules_bn_eps"
    )
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_momentum:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.081
    std = 1.262
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.415
    std = 0.647
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.916
    std = 0.417
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.151
    std = 1.221
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_eps:
    name = (
        "L_self_modules_model_modules_8_modules_m_modules_0_modules_cv3_modules_bn_eps"
    )
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_cv2_modules_conv_parameters_weight_"
    shape = [256, 384, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.046
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_8_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_8_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.485
    std = 0.640
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_8_modules_cv2_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.116
    std = 0.645
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_8_modules_cv2_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.492
    std = 0.368
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_8_modules_cv2_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.567
    std = 1.169
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_8_modules_cv2_modules_bn_eps:
    name = "L_self_modules_model_modules_8_modules_cv2_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_cv1_modules_conv_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.055
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv1_modules_bn_momentum:
    name = "L_self_modules_model_modules_9_modules_cv1_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_9_modules_cv1_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.014
    std = 0.607
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_9_modules_cv1_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.779
    std = 0.417
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_cv1_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.003
    std = 0.474
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_9_modules_cv1_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.096
    std = 1.504
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv1_modules_bn_eps:
    name = "L_self_modules_model_modules_9_modules_cv1_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_qkv_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_qkv_modules_conv_parameters_weight_"
    shape = [256, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.054
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.042
    std = 0.732
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.762
    std = 0.682
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.661
    std = 1.474
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_qkv_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.473
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_pe_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_pe_modules_conv_parameters_weight_"
    shape = [128, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.039
    std = 0.100
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_pe_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_pe_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.199
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_pe_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_pe_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.453
    std = 2.160
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_pe_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_pe_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.791
    std = 0.535
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_pe_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_pe_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_proj_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_proj_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.067
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_proj_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_proj_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.025
    std = 0.626
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_proj_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_proj_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.811
    std = 0.721
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_proj_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_proj_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.012
    std = 0.316
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_proj_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_attn_modules_proj_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.001
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_0_modules_conv_parameters_weight_"
    shape = [256, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_0_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.051
    std = 0.725
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_0_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.990
    std = 0.375
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_0_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.966
    std = 0.329
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_0_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.041
    std = 0.823
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_1_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_1_modules_conv_parameters_weight_"
    shape = [128, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_1_modules_bn_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.045
    std = 0.150
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_1_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_1_modules_bn_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.004
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_1_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_1_modules_bn_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.665
    std = 0.188
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_1_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_9_modules_m_modules_0_modules_ffn_modules_1_modules_bn_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv2_modules_conv_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_cv2_modules_conv_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.060
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv2_modules_bn_momentum:
    name = "L_self_modules_model_modules_9_modules_cv2_modules_bn_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.100
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_model_modules_9_modules_cv2_modules_bn_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.484
    std = 1.083
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_model_modules_9_modules_cv2_modules_bn_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.374
    std = 1.269
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv2_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_9_modules_cv2_modules_bn_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.009
    std = 0.341
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv2_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_9_modules_cv2_modules_bn_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.070
    std = 0.905
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_9_modules_cv2_modules_bn_eps:
    name = "L_self_modules_model_modules_9_modules_cv2_modules_bn_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_conv_modules_conv_parameters_weight_:
    name = (
        "L_self_modules_model_modules_10_modules_conv_modules_conv_parameters_weight_"
    )
    shape = [1280, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_conv_modules_bn_buffers_running_mean_:
    name = (
        "L_self_modules_model_modules_10_modules_conv_modules_bn_buffers_running_mean_"
    )
    shape = [1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.026
    std = 0.129
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_conv_modules_bn_buffers_running_var_:
    name = (
        "L_self_modules_model_modules_10_modules_conv_modules_bn_buffers_running_var_"
    )
    shape = [1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.024
    std = 0.003
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_conv_modules_bn_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_conv_modules_bn_parameters_weight_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.941
    std = 0.930
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_conv_modules_bn_parameters_bias_:
    name = "L_self_modules_model_modules_10_modules_conv_modules_bn_parameters_bias_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -5.562
    std = 1.443
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_linear_parameters_weight_:
    name = "L_self_modules_model_modules_10_modules_linear_parameters_weight_"
    shape = [1000, 1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.046
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_10_modules_linear_parameters_bias_:
    name = "L_self_modules_model_modules_10_modules_linear_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.657
    data = None
