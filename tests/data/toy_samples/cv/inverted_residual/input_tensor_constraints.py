from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([64], "L_self_modules_classifier_modules_0_parameters_bias_"),
    ([64, 48], "L_self_modules_classifier_modules_0_parameters_weight_"),
    ([10], "L_self_modules_classifier_modules_3_parameters_bias_"),
    ([10, 64], "L_self_modules_classifier_modules_3_parameters_weight_"),
    ([16, 3, 3, 3], "L_self_modules_features_modules_0_modules_0_parameters_weight_"),
    ([16], "L_self_modules_features_modules_0_modules_1_buffers_running_mean_"),
    ([16], "L_self_modules_features_modules_0_modules_1_buffers_running_var_"),
    ([16], "L_self_modules_features_modules_0_modules_1_parameters_bias_"),
    ([16], "L_self_modules_features_modules_0_modules_1_parameters_weight_"),
    (
        [16, 1, 3, 3],
        "L_self_modules_features_modules_1_modules_conv_modules_0_modules_0_parameters_weight_",
    ),
    (
        [16],
        "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_mean_",
    ),
    (
        [16],
        "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_var_",
    ),
    (
        [16],
        "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_bias_",
    ),
    (
        [16],
        "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_weight_",
    ),
    (
        [16, 16, 1, 1],
        "L_self_modules_features_modules_1_modules_conv_modules_1_parameters_weight_",
    ),
    (
        [16],
        "L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_mean_",
    ),
    (
        [16],
        "L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_var_",
    ),
    ([16], "L_self_modules_features_modules_1_modules_conv_modules_2_parameters_bias_"),
    (
        [16],
        "L_self_modules_features_modules_1_modules_conv_modules_2_parameters_weight_",
    ),
    (
        [64, 16, 1, 1],
        "L_self_modules_features_modules_2_modules_conv_modules_0_modules_0_parameters_weight_",
    ),
    (
        [64],
        "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_mean_",
    ),
    (
        [64],
        "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_var_",
    ),
    (
        [64],
        "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_bias_",
    ),
    (
        [64],
        "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_weight_",
    ),
    (
        [64, 1, 3, 3],
        "L_self_modules_features_modules_2_modules_conv_modules_1_modules_0_parameters_weight_",
    ),
    (
        [64],
        "L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_mean_",
    ),
    (
        [64],
        "L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_var_",
    ),
    (
        [64],
        "L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_bias_",
    ),
    (
        [64],
        "L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_weight_",
    ),
    (
        [24, 64, 1, 1],
        "L_self_modules_features_modules_2_modules_conv_modules_2_parameters_weight_",
    ),
    (
        [24],
        "L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_mean_",
    ),
    (
        [24],
        "L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_var_",
    ),
    ([24], "L_self_modules_features_modules_2_modules_conv_modules_3_parameters_bias_"),
    (
        [24],
        "L_self_modules_features_modules_2_modules_conv_modules_3_parameters_weight_",
    ),
    (
        [72, 24, 1, 1],
        "L_self_modules_features_modules_3_modules_conv_modules_0_modules_0_parameters_weight_",
    ),
    (
        [72],
        "L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_mean_",
    ),
    (
        [72],
        "L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_var_",
    ),
    (
        [72],
        "L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_bias_",
    ),
    (
        [72],
        "L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_weight_",
    ),
    (
        [72, 1, 3, 3],
        "L_self_modules_features_modules_3_modules_conv_modules_1_modules_0_parameters_weight_",
    ),
    (
        [72],
        "L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_mean_",
    ),
    (
        [72],
        "L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_var_",
    ),
    (
        [72],
        "L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_bias_",
    ),
    (
        [72],
        "L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_weight_",
    ),
    (
        [18],
        "L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_bias_",
    ),
    (
        [18, 72, 1, 1],
        "L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc1_parameters_weight_",
    ),
    (
        [72],
        "L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_bias_",
    ),
    (
        [72, 18, 1, 1],
        "L_self_modules_features_modules_3_modules_conv_modules_2_modules_fc2_parameters_weight_",
    ),
    (
        [24, 72, 1, 1],
        "L_self_modules_features_modules_3_modules_conv_modules_3_parameters_weight_",
    ),
    (
        [24],
        "L_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_mean_",
    ),
    (
        [24],
        "L_self_modules_features_modules_3_modules_conv_modules_4_buffers_running_var_",
    ),
    ([24], "L_self_modules_features_modules_3_modules_conv_modules_4_parameters_bias_"),
    (
        [24],
        "L_self_modules_features_modules_3_modules_conv_modules_4_parameters_weight_",
    ),
    ([48, 24, 1, 1], "L_self_modules_features_modules_4_modules_0_parameters_weight_"),
    ([48], "L_self_modules_features_modules_4_modules_1_buffers_running_mean_"),
    ([48], "L_self_modules_features_modules_4_modules_1_buffers_running_var_"),
    ([48], "L_self_modules_features_modules_4_modules_1_parameters_bias_"),
    ([48], "L_self_modules_features_modules_4_modules_1_parameters_weight_"),
    ([1, 3, 32, 32], "L_x_"),
]
