from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([32, 32], "L_adj_"),
    ([2, 96], "L_edge_index_"),
    ([32], "L_self_modules_lin1_parameters_bias_"),
    ([32, 16], "L_self_modules_lin1_parameters_weight_"),
    ([32, 32], "L_self_modules_lin2_parameters_weight_"),
    ([7], "L_self_modules_lin_out_parameters_bias_"),
    ([7, 32], "L_self_modules_lin_out_parameters_weight_"),
    ([32], "L_self_parameters_bias2_"),
    ([32, 16], "L_x_"),
]
