import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        s99: torch.SymInt,
        L_pixel_values_: torch.Tensor,
        L_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_1_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_2_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_1_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_2_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_1_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_2_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_1_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_2_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_1_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_2_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_1_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_2_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_1_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_2_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_1_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_eps: torch.Tensor,
        L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_2_: torch.nn.parameter.Parameter,
    ):
        l_pixel_values_ = L_pixel_values_
        l_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_weight_ = L_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_weight_
        l_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_bias_ = L_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_bias_
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_eps = L_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_eps
        l_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_1_ = L_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_1_
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_eps = L_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_eps
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_weight_ = L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_weight_
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_bias_ = L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_bias_
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_weight_ = L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_weight_
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_bias_ = L_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_bias_
        l_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_2_ = L_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_2_
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_eps = L_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_eps
        l_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_1_ = L_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_1_
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_eps = L_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_eps
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_weight_ = L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_weight_
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_bias_ = L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_bias_
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_weight_ = L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_weight_
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_bias_ = L_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_bias_
        l_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_2_ = L_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_2_
        l_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_weight_ = L_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_weight_
        l_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_bias_ = L_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_bias_
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_eps = L_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_eps
        l_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_1_ = L_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_1_
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_eps = L_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_eps
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_weight_ = L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_weight_
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_bias_ = L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_bias_
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_weight_ = L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_weight_
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_bias_ = L_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_bias_
        l_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_2_ = L_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_2_
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_eps = L_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_eps
        l_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_1_ = L_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_1_
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_eps = L_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_eps
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_weight_ = L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_weight_
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_bias_ = L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_bias_
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_weight_ = L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_weight_
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_bias_ = L_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_bias_
        l_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_2_ = L_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_2_
        l_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_weight_ = L_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_weight_
        l_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_bias_ = L_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_bias_
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_eps = L_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_eps
        l_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_1_ = L_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_1_
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_eps = L_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_eps
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_weight_ = L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_weight_
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_bias_ = L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_bias_
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_weight_ = L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_weight_
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_bias_ = L_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_bias_
        l_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_2_ = L_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_2_
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_eps = L_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_eps
        l_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_1_ = L_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_1_
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_eps = L_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_eps
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_weight_ = L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_weight_
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_bias_ = L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_bias_
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_weight_ = L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_weight_
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_bias_ = L_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_bias_
        l_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_2_ = L_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_2_
        l_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_weight_ = L_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_weight_
        l_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_bias_ = L_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_bias_
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_eps = L_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_eps
        l_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_1_ = L_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_1_
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_eps = L_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_eps
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_weight_ = L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_weight_
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_bias_ = L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_bias_
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_weight_ = L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_weight_
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_bias_ = L_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_bias_
        l_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_2_ = L_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_2_
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_eps = L_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_eps
        l_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_1_ = L_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_1_
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_weight_ = L_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_weight_
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_bias_ = L_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_bias_
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_eps = L_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_eps
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_weight_ = L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_weight_
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_bias_ = L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_bias_
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_weight_ = L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_weight_
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_bias_ = L_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_bias_
        l_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_2_ = L_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_2_
        embeddings = torch.conv2d(
            l_pixel_values_,
            l_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_weight_,
            l_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_bias_,
            (4, 4),
            (2, 2),
            (1, 1),
            1,
        )
        l_pixel_values_ = l_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_weight_ = l_self_modules_encoder_modules_patch_embeddings_modules_0_modules_projection_parameters_bias_ = (None)
        item = (
            l_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_eps = (
            None
        )
        group_norm = torch.nn.functional.group_norm(
            embeddings,
            1,
            l_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_bias_,
            item,
        )
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_0_modules_0_modules_before_norm_parameters_bias_ = (item) = (
            None
        )
        avg_pool2d = torch._C._nn.avg_pool2d(group_norm, 3, 1, 1, False, False, None)
        pooling_output = avg_pool2d - group_norm
        avg_pool2d = group_norm = None
        unsqueeze = l_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_1_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_1_ = (
            None
        )
        unsqueeze_1 = unsqueeze.unsqueeze(-1)
        unsqueeze = None
        scaled_op = unsqueeze_1 * pooling_output
        unsqueeze_1 = pooling_output = None
        hidden_states = embeddings + scaled_op
        embeddings = scaled_op = None
        item_1 = (
            l_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_eps = (
            None
        )
        group_norm_1 = torch.nn.functional.group_norm(
            hidden_states,
            1,
            l_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_bias_,
            item_1,
        )
        l_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_0_modules_0_modules_after_norm_parameters_bias_ = (item_1) = (
            None
        )
        hidden_states_1 = torch.conv2d(
            group_norm_1,
            l_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        group_norm_1 = l_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_weight_ = l_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv1_parameters_bias_ = (None)
        hidden_states_2 = torch._C._nn.gelu(hidden_states_1)
        hidden_states_1 = None
        hidden_states_3 = torch.conv2d(
            hidden_states_2,
            l_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        hidden_states_2 = l_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_weight_ = l_self_modules_encoder_modules_block_modules_0_modules_0_modules_output_modules_conv2_parameters_bias_ = (None)
        unsqueeze_2 = l_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_2_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_0_modules_0_parameters_layer_scale_2_ = (
            None
        )
        unsqueeze_3 = unsqueeze_2.unsqueeze(-1)
        unsqueeze_2 = None
        scaled_op_1 = unsqueeze_3 * hidden_states_3
        unsqueeze_3 = hidden_states_3 = None
        output = hidden_states + scaled_op_1
        hidden_states = scaled_op_1 = None
        item_3 = (
            l_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_eps = (
            None
        )
        group_norm_2 = torch.nn.functional.group_norm(
            output,
            1,
            l_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_bias_,
            item_3,
        )
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_0_modules_1_modules_before_norm_parameters_bias_ = (item_3) = (
            None
        )
        avg_pool2d_1 = torch._C._nn.avg_pool2d(
            group_norm_2, 3, 1, 1, False, False, None
        )
        pooling_output_1 = avg_pool2d_1 - group_norm_2
        avg_pool2d_1 = group_norm_2 = None
        unsqueeze_4 = l_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_1_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_1_ = (
            None
        )
        unsqueeze_5 = unsqueeze_4.unsqueeze(-1)
        unsqueeze_4 = None
        scaled_op_2 = unsqueeze_5 * pooling_output_1
        unsqueeze_5 = pooling_output_1 = None
        hidden_states_4 = output + scaled_op_2
        output = scaled_op_2 = None
        item_4 = (
            l_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_eps = (
            None
        )
        group_norm_3 = torch.nn.functional.group_norm(
            hidden_states_4,
            1,
            l_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_bias_,
            item_4,
        )
        l_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_0_modules_1_modules_after_norm_parameters_bias_ = (item_4) = (
            None
        )
        hidden_states_5 = torch.conv2d(
            group_norm_3,
            l_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        group_norm_3 = l_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_weight_ = l_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv1_parameters_bias_ = (None)
        hidden_states_6 = torch._C._nn.gelu(hidden_states_5)
        hidden_states_5 = None
        hidden_states_7 = torch.conv2d(
            hidden_states_6,
            l_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        hidden_states_6 = l_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_weight_ = l_self_modules_encoder_modules_block_modules_0_modules_1_modules_output_modules_conv2_parameters_bias_ = (None)
        unsqueeze_6 = l_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_2_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_0_modules_1_parameters_layer_scale_2_ = (
            None
        )
        unsqueeze_7 = unsqueeze_6.unsqueeze(-1)
        unsqueeze_6 = None
        scaled_op_3 = unsqueeze_7 * hidden_states_7
        unsqueeze_7 = hidden_states_7 = None
        output_1 = hidden_states_4 + scaled_op_3
        hidden_states_4 = scaled_op_3 = None
        embeddings_1 = torch.conv2d(
            output_1,
            l_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_weight_,
            l_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_bias_,
            (2, 2),
            (1, 1),
            (1, 1),
            1,
        )
        output_1 = l_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_weight_ = l_self_modules_encoder_modules_patch_embeddings_modules_1_modules_projection_parameters_bias_ = (None)
        item_6 = (
            l_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_eps = (
            None
        )
        group_norm_4 = torch.nn.functional.group_norm(
            embeddings_1,
            1,
            l_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_bias_,
            item_6,
        )
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_1_modules_0_modules_before_norm_parameters_bias_ = (item_6) = (
            None
        )
        avg_pool2d_2 = torch._C._nn.avg_pool2d(
            group_norm_4, 3, 1, 1, False, False, None
        )
        pooling_output_2 = avg_pool2d_2 - group_norm_4
        avg_pool2d_2 = group_norm_4 = None
        unsqueeze_8 = l_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_1_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_1_ = (
            None
        )
        unsqueeze_9 = unsqueeze_8.unsqueeze(-1)
        unsqueeze_8 = None
        scaled_op_4 = unsqueeze_9 * pooling_output_2
        unsqueeze_9 = pooling_output_2 = None
        hidden_states_8 = embeddings_1 + scaled_op_4
        embeddings_1 = scaled_op_4 = None
        item_7 = (
            l_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_eps = (
            None
        )
        group_norm_5 = torch.nn.functional.group_norm(
            hidden_states_8,
            1,
            l_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_bias_,
            item_7,
        )
        l_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_1_modules_0_modules_after_norm_parameters_bias_ = (item_7) = (
            None
        )
        hidden_states_9 = torch.conv2d(
            group_norm_5,
            l_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        group_norm_5 = l_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_weight_ = l_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv1_parameters_bias_ = (None)
        hidden_states_10 = torch._C._nn.gelu(hidden_states_9)
        hidden_states_9 = None
        hidden_states_11 = torch.conv2d(
            hidden_states_10,
            l_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        hidden_states_10 = l_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_weight_ = l_self_modules_encoder_modules_block_modules_1_modules_0_modules_output_modules_conv2_parameters_bias_ = (None)
        unsqueeze_10 = l_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_2_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_1_modules_0_parameters_layer_scale_2_ = (
            None
        )
        unsqueeze_11 = unsqueeze_10.unsqueeze(-1)
        unsqueeze_10 = None
        scaled_op_5 = unsqueeze_11 * hidden_states_11
        unsqueeze_11 = hidden_states_11 = None
        output_2 = hidden_states_8 + scaled_op_5
        hidden_states_8 = scaled_op_5 = None
        item_9 = (
            l_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_eps = (
            None
        )
        group_norm_6 = torch.nn.functional.group_norm(
            output_2,
            1,
            l_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_bias_,
            item_9,
        )
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_1_modules_1_modules_before_norm_parameters_bias_ = (item_9) = (
            None
        )
        avg_pool2d_3 = torch._C._nn.avg_pool2d(
            group_norm_6, 3, 1, 1, False, False, None
        )
        pooling_output_3 = avg_pool2d_3 - group_norm_6
        avg_pool2d_3 = group_norm_6 = None
        unsqueeze_12 = l_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_1_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_1_ = (
            None
        )
        unsqueeze_13 = unsqueeze_12.unsqueeze(-1)
        unsqueeze_12 = None
        scaled_op_6 = unsqueeze_13 * pooling_output_3
        unsqueeze_13 = pooling_output_3 = None
        hidden_states_12 = output_2 + scaled_op_6
        output_2 = scaled_op_6 = None
        item_10 = (
            l_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_eps = (
            None
        )
        group_norm_7 = torch.nn.functional.group_norm(
            hidden_states_12,
            1,
            l_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_bias_,
            item_10,
        )
        l_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_1_modules_1_modules_after_norm_parameters_bias_ = (item_10) = (
            None
        )
        hidden_states_13 = torch.conv2d(
            group_norm_7,
            l_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        group_norm_7 = l_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_weight_ = l_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv1_parameters_bias_ = (None)
        hidden_states_14 = torch._C._nn.gelu(hidden_states_13)
        hidden_states_13 = None
        hidden_states_15 = torch.conv2d(
            hidden_states_14,
            l_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        hidden_states_14 = l_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_weight_ = l_self_modules_encoder_modules_block_modules_1_modules_1_modules_output_modules_conv2_parameters_bias_ = (None)
        unsqueeze_14 = l_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_2_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_1_modules_1_parameters_layer_scale_2_ = (
            None
        )
        unsqueeze_15 = unsqueeze_14.unsqueeze(-1)
        unsqueeze_14 = None
        scaled_op_7 = unsqueeze_15 * hidden_states_15
        unsqueeze_15 = hidden_states_15 = None
        output_3 = hidden_states_12 + scaled_op_7
        hidden_states_12 = scaled_op_7 = None
        embeddings_2 = torch.conv2d(
            output_3,
            l_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_weight_,
            l_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_bias_,
            (2, 2),
            (1, 1),
            (1, 1),
            1,
        )
        output_3 = l_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_weight_ = l_self_modules_encoder_modules_patch_embeddings_modules_2_modules_projection_parameters_bias_ = (None)
        item_12 = (
            l_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_eps = (
            None
        )
        group_norm_8 = torch.nn.functional.group_norm(
            embeddings_2,
            1,
            l_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_bias_,
            item_12,
        )
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_2_modules_0_modules_before_norm_parameters_bias_ = (item_12) = (
            None
        )
        avg_pool2d_4 = torch._C._nn.avg_pool2d(
            group_norm_8, 3, 1, 1, False, False, None
        )
        pooling_output_4 = avg_pool2d_4 - group_norm_8
        avg_pool2d_4 = group_norm_8 = None
        unsqueeze_16 = l_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_1_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_1_ = (
            None
        )
        unsqueeze_17 = unsqueeze_16.unsqueeze(-1)
        unsqueeze_16 = None
        scaled_op_8 = unsqueeze_17 * pooling_output_4
        unsqueeze_17 = pooling_output_4 = None
        hidden_states_16 = embeddings_2 + scaled_op_8
        embeddings_2 = scaled_op_8 = None
        item_13 = (
            l_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_eps = (
            None
        )
        group_norm_9 = torch.nn.functional.group_norm(
            hidden_states_16,
            1,
            l_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_bias_,
            item_13,
        )
        l_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_2_modules_0_modules_after_norm_parameters_bias_ = (item_13) = (
            None
        )
        hidden_states_17 = torch.conv2d(
            group_norm_9,
            l_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        group_norm_9 = l_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_weight_ = l_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv1_parameters_bias_ = (None)
        hidden_states_18 = torch._C._nn.gelu(hidden_states_17)
        hidden_states_17 = None
        hidden_states_19 = torch.conv2d(
            hidden_states_18,
            l_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        hidden_states_18 = l_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_weight_ = l_self_modules_encoder_modules_block_modules_2_modules_0_modules_output_modules_conv2_parameters_bias_ = (None)
        unsqueeze_18 = l_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_2_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_2_modules_0_parameters_layer_scale_2_ = (
            None
        )
        unsqueeze_19 = unsqueeze_18.unsqueeze(-1)
        unsqueeze_18 = None
        scaled_op_9 = unsqueeze_19 * hidden_states_19
        unsqueeze_19 = hidden_states_19 = None
        output_4 = hidden_states_16 + scaled_op_9
        hidden_states_16 = scaled_op_9 = None
        item_15 = (
            l_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_eps = (
            None
        )
        group_norm_10 = torch.nn.functional.group_norm(
            output_4,
            1,
            l_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_bias_,
            item_15,
        )
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_2_modules_1_modules_before_norm_parameters_bias_ = (item_15) = (
            None
        )
        avg_pool2d_5 = torch._C._nn.avg_pool2d(
            group_norm_10, 3, 1, 1, False, False, None
        )
        pooling_output_5 = avg_pool2d_5 - group_norm_10
        avg_pool2d_5 = group_norm_10 = None
        unsqueeze_20 = l_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_1_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_1_ = (
            None
        )
        unsqueeze_21 = unsqueeze_20.unsqueeze(-1)
        unsqueeze_20 = None
        scaled_op_10 = unsqueeze_21 * pooling_output_5
        unsqueeze_21 = pooling_output_5 = None
        hidden_states_20 = output_4 + scaled_op_10
        output_4 = scaled_op_10 = None
        item_16 = (
            l_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_eps = (
            None
        )
        group_norm_11 = torch.nn.functional.group_norm(
            hidden_states_20,
            1,
            l_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_bias_,
            item_16,
        )
        l_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_2_modules_1_modules_after_norm_parameters_bias_ = (item_16) = (
            None
        )
        hidden_states_21 = torch.conv2d(
            group_norm_11,
            l_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        group_norm_11 = l_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_weight_ = l_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv1_parameters_bias_ = (None)
        hidden_states_22 = torch._C._nn.gelu(hidden_states_21)
        hidden_states_21 = None
        hidden_states_23 = torch.conv2d(
            hidden_states_22,
            l_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        hidden_states_22 = l_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_weight_ = l_self_modules_encoder_modules_block_modules_2_modules_1_modules_output_modules_conv2_parameters_bias_ = (None)
        unsqueeze_22 = l_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_2_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_2_modules_1_parameters_layer_scale_2_ = (
            None
        )
        unsqueeze_23 = unsqueeze_22.unsqueeze(-1)
        unsqueeze_22 = None
        scaled_op_11 = unsqueeze_23 * hidden_states_23
        unsqueeze_23 = hidden_states_23 = None
        output_5 = hidden_states_20 + scaled_op_11
        hidden_states_20 = scaled_op_11 = None
        embeddings_3 = torch.conv2d(
            output_5,
            l_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_weight_,
            l_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_bias_,
            (2, 2),
            (1, 1),
            (1, 1),
            1,
        )
        output_5 = l_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_weight_ = l_self_modules_encoder_modules_patch_embeddings_modules_3_modules_projection_parameters_bias_ = (None)
        item_18 = (
            l_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_eps = (
            None
        )
        group_norm_12 = torch.nn.functional.group_norm(
            embeddings_3,
            1,
            l_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_bias_,
            item_18,
        )
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_3_modules_0_modules_before_norm_parameters_bias_ = (item_18) = (
            None
        )
        avg_pool2d_6 = torch._C._nn.avg_pool2d(
            group_norm_12, 3, 1, 1, False, False, None
        )
        pooling_output_6 = avg_pool2d_6 - group_norm_12
        avg_pool2d_6 = group_norm_12 = None
        unsqueeze_24 = l_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_1_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_1_ = (
            None
        )
        unsqueeze_25 = unsqueeze_24.unsqueeze(-1)
        unsqueeze_24 = None
        scaled_op_12 = unsqueeze_25 * pooling_output_6
        unsqueeze_25 = pooling_output_6 = None
        hidden_states_24 = embeddings_3 + scaled_op_12
        embeddings_3 = scaled_op_12 = None
        item_19 = (
            l_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_eps = (
            None
        )
        group_norm_13 = torch.nn.functional.group_norm(
            hidden_states_24,
            1,
            l_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_bias_,
            item_19,
        )
        l_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_3_modules_0_modules_after_norm_parameters_bias_ = (item_19) = (
            None
        )
        hidden_states_25 = torch.conv2d(
            group_norm_13,
            l_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        group_norm_13 = l_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_weight_ = l_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv1_parameters_bias_ = (None)
        hidden_states_26 = torch._C._nn.gelu(hidden_states_25)
        hidden_states_25 = None
        hidden_states_27 = torch.conv2d(
            hidden_states_26,
            l_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        hidden_states_26 = l_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_weight_ = l_self_modules_encoder_modules_block_modules_3_modules_0_modules_output_modules_conv2_parameters_bias_ = (None)
        unsqueeze_26 = l_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_2_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_3_modules_0_parameters_layer_scale_2_ = (
            None
        )
        unsqueeze_27 = unsqueeze_26.unsqueeze(-1)
        unsqueeze_26 = None
        scaled_op_13 = unsqueeze_27 * hidden_states_27
        unsqueeze_27 = hidden_states_27 = None
        output_6 = hidden_states_24 + scaled_op_13
        hidden_states_24 = scaled_op_13 = None
        item_21 = (
            l_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_eps = (
            None
        )
        group_norm_14 = torch.nn.functional.group_norm(
            output_6,
            1,
            l_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_bias_,
            item_21,
        )
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_3_modules_1_modules_before_norm_parameters_bias_ = (item_21) = (
            None
        )
        avg_pool2d_7 = torch._C._nn.avg_pool2d(
            group_norm_14, 3, 1, 1, False, False, None
        )
        pooling_output_7 = avg_pool2d_7 - group_norm_14
        avg_pool2d_7 = group_norm_14 = None
        unsqueeze_28 = l_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_1_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_1_ = (
            None
        )
        unsqueeze_29 = unsqueeze_28.unsqueeze(-1)
        unsqueeze_28 = None
        scaled_op_14 = unsqueeze_29 * pooling_output_7
        unsqueeze_29 = pooling_output_7 = None
        hidden_states_28 = output_6 + scaled_op_14
        output_6 = scaled_op_14 = None
        item_22 = (
            l_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_eps.item()
        )
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_eps = (
            None
        )
        group_norm_15 = torch.nn.functional.group_norm(
            hidden_states_28,
            1,
            l_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_bias_,
            item_22,
        )
        l_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_weight_ = l_self_modules_encoder_modules_block_modules_3_modules_1_modules_after_norm_parameters_bias_ = (item_22) = (
            None
        )
        hidden_states_29 = torch.conv2d(
            group_norm_15,
            l_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        group_norm_15 = l_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_weight_ = l_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv1_parameters_bias_ = (None)
        hidden_states_30 = torch._C._nn.gelu(hidden_states_29)
        hidden_states_29 = None
        hidden_states_31 = torch.conv2d(
            hidden_states_30,
            l_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_weight_,
            l_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_bias_,
            (1, 1),
            (0, 0),
            (1, 1),
            1,
        )
        hidden_states_30 = l_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_weight_ = l_self_modules_encoder_modules_block_modules_3_modules_1_modules_output_modules_conv2_parameters_bias_ = (None)
        unsqueeze_30 = l_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_2_.unsqueeze(
            -1
        )
        l_self_modules_encoder_modules_block_modules_3_modules_1_parameters_layer_scale_2_ = (
            None
        )
        unsqueeze_31 = unsqueeze_30.unsqueeze(-1)
        unsqueeze_30 = None
        scaled_op_15 = unsqueeze_31 * hidden_states_31
        unsqueeze_31 = hidden_states_31 = None
        output_7 = hidden_states_28 + scaled_op_15
        hidden_states_28 = scaled_op_15 = None
        return (output_7,)
