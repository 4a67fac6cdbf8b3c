from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([16], "L_self_modules_bn1_buffers_running_mean_"),
    ([16], "L_self_modules_bn1_buffers_running_var_"),
    ([16], "L_self_modules_bn1_parameters_bias_"),
    ([16], "L_self_modules_bn1_parameters_weight_"),
    ([32], "L_self_modules_bn2_buffers_running_mean_"),
    ([32], "L_self_modules_bn2_buffers_running_var_"),
    ([32], "L_self_modules_bn2_parameters_bias_"),
    ([32], "L_self_modules_bn2_parameters_weight_"),
    ([16, 3, 3, 3], "L_self_modules_conv1_parameters_weight_"),
    ([32, 16, 3, 3], "L_self_modules_conv2_parameters_weight_"),
    ([10], "L_self_modules_fc_parameters_bias_"),
    ([10, 32], "L_self_modules_fc_parameters_weight_"),
    ([2, 3, 32, 32], "L_x_"),
]
