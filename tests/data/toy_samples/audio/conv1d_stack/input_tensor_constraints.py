from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([1, 40, 100], "L_features_"),
    ([64], "L_self_modules_bn1_buffers_running_mean_"),
    ([64], "L_self_modules_bn1_buffers_running_var_"),
    ([64], "L_self_modules_bn1_parameters_bias_"),
    ([64], "L_self_modules_bn1_parameters_weight_"),
    ([64], "L_self_modules_bn2_buffers_running_mean_"),
    ([64], "L_self_modules_bn2_buffers_running_var_"),
    ([64], "L_self_modules_bn2_parameters_bias_"),
    ([64], "L_self_modules_bn2_parameters_weight_"),
    ([64], "L_self_modules_bn3_buffers_running_mean_"),
    ([64], "L_self_modules_bn3_buffers_running_var_"),
    ([64], "L_self_modules_bn3_parameters_bias_"),
    ([64], "L_self_modules_bn3_parameters_weight_"),
    ([12], "L_self_modules_classifier_parameters_bias_"),
    ([12, 64], "L_self_modules_classifier_parameters_weight_"),
    ([64, 40, 5], "L_self_modules_conv1_parameters_weight_"),
    ([64, 64, 3], "L_self_modules_conv2_parameters_weight_"),
    ([64, 64, 3], "L_self_modules_conv3_parameters_weight_"),
]
