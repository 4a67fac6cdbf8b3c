from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([2, 16], "L_input_ids_"),
    ([1, 64], "L_self_buffers_position_ids_"),
    ([64], "L_self_modules_LayerNorm_parameters_bias_"),
    ([64], "L_self_modules_LayerNorm_parameters_weight_"),
    ([64, 64], "L_self_modules_position_embeddings_parameters_weight_"),
    ([2, 64], "L_self_modules_token_type_embeddings_parameters_weight_"),
    ([512, 64], "L_self_modules_word_embeddings_parameters_weight_"),
    ([2, 16], "L_token_type_ids_"),
]
