class Program_weight_tensor_meta_L_y_:
    name = (
        "L_self_modules_stages_modules_1_modules_downsample_parameters_bias_"
