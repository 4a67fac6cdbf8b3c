class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 224, 224]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.228
    std = 1.285
    data = None


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_proj_parameters_weight_:
    name = "L_self_modules_patch_embed_modules_proj_parameters_weight_"
    shape = [384, 3, 16, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_proj_parameters_bias_:
    name = "L_self_modules_patch_embed_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_parameters_pos_embed_:
    name = "L_self_parameters_pos_embed_"
    shape = [1, 198, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_parameters_cls_token_:
    name = "L_self_parameters_cls_token_"
    shape = [1, 1, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_parameters_dist_token_:
    name = "L_self_parameters_dist_token_"
    shape = [1, 1, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_"
    shape = [1152, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_"
    shape = [1152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1536, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_norm1_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_norm1_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_weight_"
    shape = [1152, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_bias_"
    shape = [1152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1536, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_norm1_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_norm1_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_attn_modules_qkv_parameters_weight_"
    shape = [1152, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_attn_modules_qkv_parameters_bias_"
    shape = [1152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1536, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_3_modules_norm1_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_3_modules_norm1_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_blocks_modules_3_modules_attn_modules_qkv_parameters_weight_"
    shape = [1152, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_3_modules_attn_modules_qkv_parameters_bias_"
    shape = [1152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_3_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_3_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_3_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_3_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_3_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1536, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_3_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_3_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_3_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_4_modules_norm1_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_4_modules_norm1_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_blocks_modules_4_modules_attn_modules_qkv_parameters_weight_"
    shape = [1152, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_4_modules_attn_modules_qkv_parameters_bias_"
    shape = [1152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_4_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_4_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_4_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1536, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_4_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_4_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_4_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_5_modules_norm1_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_5_modules_norm1_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_blocks_modules_5_modules_attn_modules_qkv_parameters_weight_"
    shape = [1152, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_5_modules_attn_modules_qkv_parameters_bias_"
    shape = [1152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_5_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_5_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_5_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_5_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_5_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1536, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_5_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_5_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_5_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_6_modules_norm1_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_6_modules_norm1_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_blocks_modules_6_modules_attn_modules_qkv_parameters_weight_"
    shape = [1152, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_6_modules_attn_modules_qkv_parameters_bias_"
    shape = [1152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_6_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_6_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_6_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_6_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_6_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1536, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_6_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_6_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_6_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_7_modules_norm1_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_7_modules_norm1_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_blocks_modules_7_modules_attn_modules_qkv_parameters_weight_"
    shape = [1152, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_7_modules_attn_modules_qkv_parameters_bias_"
    shape = [1152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_7_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_7_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_7_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_7_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_7_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1536, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_7_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_7_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_7_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_8_modules_norm1_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_8_modules_norm1_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_blocks_modules_8_modules_attn_modules_qkv_parameters_weight_"
    shape = [1152, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_8_modules_attn_modules_qkv_parameters_bias_"
    shape = [1152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_8_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_8_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_8_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_8_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_8_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1536, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_8_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_8_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_8_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_9_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_9_modules_norm1_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_9_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_9_modules_norm1_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_9_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_blocks_modules_9_modules_attn_modules_qkv_parameters_weight_"
    shape = [1152, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_9_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_9_modules_attn_modules_qkv_parameters_bias_"
    shape = [1152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_9_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_9_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_9_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_9_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_9_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_9_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_9_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_9_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_9_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_9_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1536, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_9_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_9_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_9_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_9_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_9_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_9_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_10_modules_norm1_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_10_modules_norm1_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_attn_modules_qkv_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_10_modules_attn_modules_qkv_parameters_weight_"
    )
    shape = [1152, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_10_modules_attn_modules_qkv_parameters_bias_"
    shape = [1152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_10_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_10_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_10_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_10_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_10_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1536, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_10_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_10_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_10_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_11_modules_norm1_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_11_modules_norm1_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_attn_modules_qkv_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_11_modules_attn_modules_qkv_parameters_weight_"
    )
    shape = [1152, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_blocks_modules_11_modules_attn_modules_qkv_parameters_bias_"
    shape = [1152]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_attn_modules_proj_parameters_weight_:
    name = (
        "L_self_modules_blocks_modules_11_modules_attn_modules_proj_parameters_weight_"
    )
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_11_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_11_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_11_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_blocks_modules_11_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1536, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_blocks_modules_11_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_11_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_11_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_norm_parameters_weight_:
    name = "L_self_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_norm_parameters_bias_:
    name = "L_self_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_parameters_weight_:
    name = "L_self_modules_head_parameters_weight_"
    shape = [1000, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_head_parameters_bias_:
    name = "L_self_modules_head_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_dist_parameters_weight_:
    name = "L_self_modules_head_dist_parameters_weight_"
    shape = [1000, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_self_modules_head_dist_parameters_bias_:
    name = "L_self_modules_head_dist_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
