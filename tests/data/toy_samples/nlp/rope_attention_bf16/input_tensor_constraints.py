from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([1, 16, 64], "L_hidden_states_"),
    ([8], "L_self_buffers_inv_freq_"),
    ([64, 64], "L_self_modules_k_proj_parameters_weight_"),
    ([64, 64], "L_self_modules_o_proj_parameters_weight_"),
    ([64, 64], "L_self_modules_q_proj_parameters_weight_"),
    ([64, 64], "L_self_modules_v_proj_parameters_weight_"),
]
