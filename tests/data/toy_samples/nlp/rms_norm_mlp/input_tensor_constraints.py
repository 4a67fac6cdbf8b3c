from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([1, 16, 64], "L_hidden_states_"),
    ([64, 172], "L_self_modules_mlp_modules_down_proj_parameters_weight_"),
    ([172, 64], "L_self_modules_mlp_modules_gate_proj_parameters_weight_"),
    ([172, 64], "L_self_modules_mlp_modules_up_proj_parameters_weight_"),
    ([64], "L_self_modules_norm_parameters_weight_"),
    ([64], "L_self_modules_post_attention_layernorm_parameters_weight_"),
]
