class Program_weight_tensor_meta_L_inputs_:
    name = "L_inputs_"
    shape = [1, 3, 256, 192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.501
    std = 0.289
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_patch_embed_modules_projection_parameters_weight_:
    name = "L_self_modules_backbone_modules_patch_embed_modules_projection_parameters_weight_"
    shape = [768, 3, 16, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_patch_embed_modules_projection_parameters_bias_:
    name = "L_self_modules_backbone_modules_patch_embed_modules_projection_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.014
    std = 0.624
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_parameters_pos_embed_:
    name = "L_self_modules_backbone_parameters_pos_embed_"
    shape = [1, 192, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.462
    std = 0.536
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_0_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_0_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.291
    std = 0.315
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_0_modules_ln1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_0_modules_ln1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.105
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_0_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_0_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_0_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_0_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.020
    std = 0.757
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_0_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_0_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_0_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_0_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.019
    std = 1.237
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_0_modules_ln2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_0_modules_ln2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.803
    std = 0.739
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_0_modules_ln2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_0_modules_ln2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.021
    std = 0.231
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_0_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_0_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_0_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_0_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.024
    std = 1.380
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_0_modules_ffn_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_0_modules_ffn_modules_layers_modules_1_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_0_modules_ffn_modules_layers_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_0_modules_ffn_modules_layers_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.033
    std = 1.156
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_1_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_1_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.509
    std = 0.199
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_1_modules_ln1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_1_modules_ln1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.209
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_1_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_1_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_1_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_1_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.023
    std = 0.634
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_1_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_1_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_1_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_1_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.798
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_1_modules_ln2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_1_modules_ln2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.721
    std = 0.271
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_1_modules_ln2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_1_modules_ln2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.167
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_1_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_1_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_1_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_1_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.324
    std = 0.854
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_1_modules_ffn_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_1_modules_ffn_modules_layers_modules_1_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_1_modules_ffn_modules_layers_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_1_modules_ffn_modules_layers_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.014
    std = 0.605
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_2_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_2_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.595
    std = 0.212
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_2_modules_ln1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_2_modules_ln1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.170
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_2_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_2_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_2_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_2_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.513
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_2_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_2_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_2_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_2_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.520
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_2_modules_ln2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_2_modules_ln2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.722
    std = 0.205
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_2_modules_ln2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_2_modules_ln2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.089
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_2_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_2_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_2_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_2_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.873
    std = 0.468
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_2_modules_ffn_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_2_modules_ffn_modules_layers_modules_1_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.040
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_2_modules_ffn_modules_layers_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_2_modules_ffn_modules_layers_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.496
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_3_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_3_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.678
    std = 0.229
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_3_modules_ln1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_3_modules_ln1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.210
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_3_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_3_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_3_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_3_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.539
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_3_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_3_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.034
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_3_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_3_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.434
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_3_modules_ln2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_3_modules_ln2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.821
    std = 0.207
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_3_modules_ln2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_3_modules_ln2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.015
    std = 0.085
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_3_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_3_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_3_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_3_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.975
    std = 0.565
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_3_modules_ffn_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_3_modules_ffn_modules_layers_modules_1_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_3_modules_ffn_modules_layers_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_3_modules_ffn_modules_layers_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.401
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_4_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_4_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.722
    std = 0.285
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_4_modules_ln1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_4_modules_ln1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.196
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_4_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_4_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.040
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_4_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_4_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.655
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_4_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_4_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.032
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_4_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_4_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.369
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_4_modules_ln2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_4_modules_ln2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.834
    std = 0.242
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_4_modules_ln2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_4_modules_ln2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.098
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_4_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_4_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_4_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_4_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.010
    std = 0.527
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_4_modules_ffn_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_4_modules_ffn_modules_layers_modules_1_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_4_modules_ffn_modules_layers_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_4_modules_ffn_modules_layers_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 0.304
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_5_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_5_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.661
    std = 0.335
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_5_modules_ln1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_5_modules_ln1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.141
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_5_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_5_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_5_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_5_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.008
    std = 0.612
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_5_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_5_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.032
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_5_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_5_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.296
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_5_modules_ln2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_5_modules_ln2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.837
    std = 0.251
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_5_modules_ln2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_5_modules_ln2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.094
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_5_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_5_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_5_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_5_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.017
    std = 0.544
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_5_modules_ffn_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_5_modules_ffn_modules_layers_modules_1_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_5_modules_ffn_modules_layers_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_5_modules_ffn_modules_layers_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.010
    std = 0.254
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_6_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_6_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.658
    std = 0.392
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_6_modules_ln1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_6_modules_ln1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.140
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_6_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_6_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.034
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_6_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_6_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.016
    std = 0.527
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_6_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_6_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_6_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_6_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.008
    std = 0.224
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_6_modules_ln2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_6_modules_ln2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.912
    std = 0.367
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_6_modules_ln2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_6_modules_ln2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.092
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_6_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_6_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_6_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_6_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.096
    std = 0.593
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_6_modules_ffn_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_6_modules_ffn_modules_layers_modules_1_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.033
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_6_modules_ffn_modules_layers_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_6_modules_ffn_modules_layers_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.216
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_7_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_7_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.844
    std = 0.491
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_7_modules_ln1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_7_modules_ln1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.134
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_7_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_7_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.032
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_7_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_7_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.431
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_7_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_7_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_7_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_7_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.208
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_7_modules_ln2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_7_modules_ln2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.977
    std = 0.455
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_7_modules_ln2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_7_modules_ln2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.015
    std = 0.086
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_7_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_7_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.033
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_7_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_7_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.406
    std = 0.697
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_7_modules_ffn_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_7_modules_ffn_modules_layers_modules_1_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.033
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_7_modules_ffn_modules_layers_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_7_modules_ffn_modules_layers_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.015
    std = 0.241
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_8_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_8_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.827
    std = 0.549
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_8_modules_ln1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_8_modules_ln1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.102
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_8_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_8_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_8_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_8_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.016
    std = 0.452
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_8_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_8_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_8_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_8_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.016
    std = 0.201
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_8_modules_ln2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_8_modules_ln2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.056
    std = 0.500
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_8_modules_ln2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_8_modules_ln2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.017
    std = 0.101
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_8_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_8_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_8_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_8_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.611
    std = 0.807
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_8_modules_ffn_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_8_modules_ffn_modules_layers_modules_1_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.033
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_8_modules_ffn_modules_layers_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_8_modules_ffn_modules_layers_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.017
    std = 0.250
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_9_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_9_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.861
    std = 0.500
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_9_modules_ln1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_9_modules_ln1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.007
    std = 0.150
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_9_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_9_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_9_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_9_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.013
    std = 0.444
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_9_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_9_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.028
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_9_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_9_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.021
    std = 0.242
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_9_modules_ln2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_9_modules_ln2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.086
    std = 0.448
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_9_modules_ln2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_9_modules_ln2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.015
    std = 0.139
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_9_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_9_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_9_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_9_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.638
    std = 0.724
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_9_modules_ffn_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_9_modules_ffn_modules_layers_modules_1_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_9_modules_ffn_modules_layers_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_9_modules_ffn_modules_layers_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.258
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_10_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_10_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.812
    std = 0.456
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_10_modules_ln1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_10_modules_ln1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.010
    std = 0.150
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_10_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_10_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_10_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_10_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.012
    std = 0.497
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_10_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_10_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_10_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_10_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.025
    std = 0.311
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_10_modules_ln2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_10_modules_ln2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.135
    std = 0.392
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_10_modules_ln2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_10_modules_ln2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.015
    std = 0.199
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_10_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_10_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_10_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_10_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.562
    std = 0.635
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_10_modules_ffn_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_10_modules_ffn_modules_layers_modules_1_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_10_modules_ffn_modules_layers_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_10_modules_ffn_modules_layers_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.023
    std = 0.321
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_11_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_11_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.789
    std = 0.400
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_11_modules_ln1_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_11_modules_ln1_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.012
    std = 0.176
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_11_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_11_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_11_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_11_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.419
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_11_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_11_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_11_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_11_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.025
    std = 0.450
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_11_modules_ln2_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_11_modules_ln2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.237
    std = 0.323
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_11_modules_ln2_parameters_bias_:
    name = (
        "L_self_modules_backbone_modules_layers_modules_11_modules_ln2_parameters_bias_"
    )
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.019
    std = 0.317
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_11_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_11_modules_ffn_modules_layers_modules_0_modules_0_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_11_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_11_modules_ffn_modules_layers_modules_0_modules_0_parameters_bias_"
    shape = [3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.399
    std = 0.563
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_11_modules_ffn_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_backbone_modules_layers_modules_11_modules_ffn_modules_layers_modules_1_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_layers_modules_11_modules_ffn_modules_layers_modules_1_parameters_bias_:
    name = "L_self_modules_backbone_modules_layers_modules_11_modules_ffn_modules_layers_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.014
    std = 0.521
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_ln1_parameters_weight_:
    name = "L_self_modules_backbone_modules_ln1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.771
    std = 0.190
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_ln1_parameters_bias_:
    name = "L_self_modules_backbone_modules_ln1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.047
    std = 0.357
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_deconv_layers_modules_0_parameters_weight_:
    name = "L_self_modules_head_modules_deconv_layers_modules_0_parameters_weight_"
    shape = [768, 256, 4, 4]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.030
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_deconv_layers_modules_1_buffers_running_mean_:
    name = "L_self_modules_head_modules_deconv_layers_modules_1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.581
    std = 0.271
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_deconv_layers_modules_1_buffers_running_var_:
    name = "L_self_modules_head_modules_deconv_layers_modules_1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.244
    std = 1.230
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_head_modules_deconv_layers_modules_1_parameters_weight_:
    name = "L_self_modules_head_modules_deconv_layers_modules_1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.872
    std = 0.113
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_deconv_layers_modules_1_parameters_bias_:
    name = "L_self_modules_head_modules_deconv_layers_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.476
    std = 0.212
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_deconv_layers_modules_3_parameters_weight_:
    name = "L_self_modules_head_modules_deconv_layers_modules_3_parameters_weight_"
    shape = [256, 256, 4, 4]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.026
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_deconv_layers_modules_4_buffers_running_mean_:
    name = "L_self_modules_head_modules_deconv_layers_modules_4_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.825
    std = 0.247
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_deconv_layers_modules_4_buffers_running_var_:
    name = "L_self_modules_head_modules_deconv_layers_modules_4_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.010
    std = 0.935
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_head_modules_deconv_layers_modules_4_parameters_weight_:
    name = "L_self_modules_head_modules_deconv_layers_modules_4_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.793
    std = 0.113
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_deconv_layers_modules_4_parameters_bias_:
    name = "L_self_modules_head_modules_deconv_layers_modules_4_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.428
    std = 0.137
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_final_layer_parameters_weight_:
    name = "L_self_modules_head_modules_final_layer_parameters_weight_"
    shape = [17, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.011
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_final_layer_parameters_bias_:
    name = "L_self_modules_head_modules_final_layer_parameters_bias_"
    shape = [17]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.015
    std = 0.007
    data = [
        -0.028324,
        -0.016983,
        -0.026383,
        -0.012366,
        -0.009557,
        -0.017927,
        -0.019469,
        -0.011126,
        -0.010277,
        -0.006248,
        -0.004865,
        -0.021261,
        -0.021916,
        -0.013524,
        -0.006582,
        -0.010559,
        -0.018997,
    ]
