from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([2, 48], "L_input_ids_"),
    ([192], "L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_"),
    (
        [192, 64],
        "L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_",
    ),
    ([64], "L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_"),
    (
        [64, 64],
        "L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_",
    ),
    ([64], "L_self_modules_h_modules_0_modules_ln_1_parameters_bias_"),
    ([64], "L_self_modules_h_modules_0_modules_ln_1_parameters_weight_"),
    ([64], "L_self_modules_h_modules_0_modules_ln_2_parameters_bias_"),
    ([64], "L_self_modules_h_modules_0_modules_ln_2_parameters_weight_"),
    ([256], "L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_"),
    (
        [256, 64],
        "L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_",
    ),
    ([64], "L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_"),
    (
        [64, 256],
        "L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_",
    ),
    ([64], "L_self_modules_ln_f_parameters_bias_"),
    ([64], "L_self_modules_ln_f_parameters_weight_"),
    ([64, 64], "L_self_modules_wpe_parameters_weight_"),
    ([256, 64], "L_self_modules_wte_parameters_weight_"),
]
