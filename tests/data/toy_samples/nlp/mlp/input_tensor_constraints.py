from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([128], "L_self_modules_fc1_parameters_bias_"),
    ([128, 64], "L_self_modules_fc1_parameters_weight_"),
    ([128], "L_self_modules_fc2_parameters_bias_"),
    ([128, 128], "L_self_modules_fc2_parameters_weight_"),
    ([16], "L_self_modules_fc3_parameters_bias_"),
    ([16, 128], "L_self_modules_fc3_parameters_weight_"),
    ([4, 64], "L_x_"),
]
