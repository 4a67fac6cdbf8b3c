from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([2, 8], "L_attention_mask_"),
    ([2, 8, 64], "L_hidden_states_"),
    ([64], "L_self_modules_attn_norm_parameters_bias_"),
    ([64], "L_self_modules_attn_norm_parameters_weight_"),
    ([128], "L_self_modules_fc1_parameters_bias_"),
    ([128, 64], "L_self_modules_fc1_parameters_weight_"),
    ([64], "L_self_modules_fc2_parameters_bias_"),
    ([64, 128], "L_self_modules_fc2_parameters_weight_"),
    ([64], "L_self_modules_ffn_norm_parameters_bias_"),
    ([64], "L_self_modules_ffn_norm_parameters_weight_"),
    ([64], "L_self_modules_k_proj_parameters_bias_"),
    ([64, 64], "L_self_modules_k_proj_parameters_weight_"),
    ([64], "L_self_modules_o_proj_parameters_bias_"),
    ([64, 64], "L_self_modules_o_proj_parameters_weight_"),
    ([64], "L_self_modules_q_proj_parameters_bias_"),
    ([64, 64], "L_self_modules_q_proj_parameters_weight_"),
    ([64], "L_self_modules_v_proj_parameters_bias_"),
    ([64, 64], "L_self_modules_v_proj_parameters_weight_"),
]
