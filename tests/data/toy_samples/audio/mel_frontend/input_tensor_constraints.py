from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([64, 1, 64], "L_self_modules_filterbank_parameters_weight_"),
    ([32], "L_self_modules_layer_norm_parameters_bias_"),
    ([32], "L_self_modules_layer_norm_parameters_weight_"),
    ([32, 64, 1], "L_self_modules_mel_parameters_weight_"),
    ([64], "L_self_modules_projection_parameters_bias_"),
    ([64, 32], "L_self_modules_projection_parameters_weight_"),
    ([1, 1, 1600], "L_waveform_"),
]
