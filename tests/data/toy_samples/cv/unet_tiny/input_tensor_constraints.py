from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([32], "L_self_modules_bottleneck_modules_0_parameters_bias_"),
    ([32, 16, 3, 3], "L_self_modules_bottleneck_modules_0_parameters_weight_"),
    ([8], "L_self_modules_dec1_modules_0_parameters_bias_"),
    ([8, 16, 3, 3], "L_self_modules_dec1_modules_0_parameters_weight_"),
    ([16], "L_self_modules_dec2_modules_0_parameters_bias_"),
    ([16, 48, 3, 3], "L_self_modules_dec2_modules_0_parameters_weight_"),
    ([8, 3, 3, 3], "L_self_modules_enc1_modules_0_modules_0_parameters_weight_"),
    ([8], "L_self_modules_enc1_modules_0_modules_1_buffers_running_mean_"),
    ([8], "L_self_modules_enc1_modules_0_modules_1_buffers_running_var_"),
    ([8], "L_self_modules_enc1_modules_0_modules_1_parameters_bias_"),
    ([8], "L_self_modules_enc1_modules_0_modules_1_parameters_weight_"),
    ([16, 8, 3, 3], "L_self_modules_enc2_modules_0_modules_0_parameters_weight_"),
    ([16], "L_self_modules_enc2_modules_0_modules_1_buffers_running_mean_"),
    ([16], "L_self_modules_enc2_modules_0_modules_1_buffers_running_var_"),
    ([16], "L_self_modules_enc2_modules_0_modules_1_parameters_bias_"),
    ([16], "L_self_modules_enc2_modules_0_modules_1_parameters_weight_"),
    ([1], "L_self_modules_head_parameters_bias_"),
    ([1, 8, 1, 1], "L_self_modules_head_parameters_weight_"),
    ([8], "L_self_modules_up1_parameters_bias_"),
    ([16, 8, 2, 2], "L_self_modules_up1_parameters_weight_"),
    ([1, 3, 32, 32], "L_x_"),
]
