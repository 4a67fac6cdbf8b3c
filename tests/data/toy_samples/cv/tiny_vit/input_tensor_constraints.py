from sympy import Symbol

dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    (
        [32],
        "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_",
    ),
    (
        [32, 32],
        "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_",
    ),
    ([96], "L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_"),
    (
        [96, 32],
        "L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_",
    ),
    ([64], "L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"),
    (
        [64, 32],
        "L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_",
    ),
    ([32], "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"),
    (
        [32, 64],
        "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_",
    ),
    ([32], "L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_"),
    ([32], "L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_"),
    ([32], "L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_"),
    ([32], "L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_"),
    (
        [32],
        "L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_",
    ),
    (
        [32, 32],
        "L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_",
    ),
    ([96], "L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_bias_"),
    (
        [96, 32],
        "L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_weight_",
    ),
    ([64], "L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_"),
    (
        [64, 32],
        "L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_",
    ),
    ([32], "L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_"),
    (
        [32, 64],
        "L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_",
    ),
    ([32], "L_self_modules_blocks_modules_1_modules_norm1_parameters_bias_"),
    ([32], "L_self_modules_blocks_modules_1_modules_norm1_parameters_weight_"),
    ([32], "L_self_modules_blocks_modules_1_modules_norm2_parameters_bias_"),
    ([32], "L_self_modules_blocks_modules_1_modules_norm2_parameters_weight_"),
    ([10], "L_self_modules_head_parameters_bias_"),
    ([10, 32], "L_self_modules_head_parameters_weight_"),
    ([32], "L_self_modules_norm_parameters_bias_"),
    ([32], "L_self_modules_norm_parameters_weight_"),
    ([32], "L_self_modules_patch_embed_modules_proj_parameters_bias_"),
    ([32, 3, 8, 8], "L_self_modules_patch_embed_modules_proj_parameters_weight_"),
    ([1, 1, 32], "L_self_parameters_cls_token_"),
    ([1, 17, 32], "L_self_parameters_pos_embed_"),
    ([1, 3, 32, 32], "L_x_"),
]
