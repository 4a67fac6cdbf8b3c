import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_input_ids_: torch.Tensor,
        L_self_buffers_position_ids_: torch.Tensor,
        L_self_modules_word_embeddings_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_token_type_embeddings_parameters_weight_: torch.nn.parameter.Parameter,
        L_token_type_ids_: torch.Tensor,
        L_self_modules_position_embeddings_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter,
    ):
        l_input_ids_ = L_input_ids_
        l_self_buffers_position_ids_ = L_self_buffers_position_ids_
        l_self_modules_word_embeddings_parameters_weight_ = (
            L_self_modules_word_embeddings_parameters_weight_
        )
        l_self_modules_token_type_embeddings_parameters_weight_ = (
            L_self_modules_token_type_embeddings_parameters_weight_
        )
        l_token_type_ids_ = L_token_type_ids_
        l_self_modules_position_embeddings_parameters_weight_ = (
            L_self_modules_position_embeddings_parameters_weight_
        )
        l_self_modules_layer_norm_parameters_weight_ = (
            L_self_modules_LayerNorm_parameters_weight_
        )
        l_self_modules_layer_norm_parameters_bias_ = (
            L_self_modules_LayerNorm_parameters_bias_
        )
        position_ids = l_self_buffers_position_ids_[
            (slice(None, None, None), slice(0, 16, None))
        ]
        l_self_buffers_position_ids_ = None
        inputs_embeds = torch.nn.functional.embedding(
            l_input_ids_,
            l_self_modules_word_embeddings_parameters_weight_,
            0,
            None,
            2.0,
            False,
            False,
        )
        l_input_ids_ = l_self_modules_word_embeddings_parameters_weight_ = None
        token_type_embeddings = torch.nn.functional.embedding(
            l_token_type_ids_,
            l_self_modules_token_type_embeddings_parameters_weight_,
            None,
            None,
            2.0,
            False,
            False,
        )
        l_token_type_ids_ = (
            l_self_modules_token_type_embeddings_parameters_weight_
        ) = None
        embeddings = inputs_embeds + token_type_embeddings
        inputs_embeds = token_type_embeddings = None
        position_embeddings = torch.nn.functional.embedding(
            position_ids,
            l_self_modules_position_embeddings_parameters_weight_,
            None,
            None,
            2.0,
            False,
            False,
        )
        position_ids = l_self_modules_position_embeddings_parameters_weight_ = None
        embeddings += position_embeddings
        embeddings_1 = embeddings
        embeddings = position_embeddings = None
        embeddings_2 = torch.nn.functional.layer_norm(
            embeddings_1,
            (64,),
            l_self_modules_layer_norm_parameters_weight_,
            l_self_modules_layer_norm_parameters_bias_,
            1e-12,
        )
        embeddings_1 = (
            l_self_modules_layer_norm_parameters_weight_
        ) = l_self_modules_layer_norm_parameters_bias_ = None
        embeddings_3 = torch.nn.functional.dropout(embeddings_2, 0.1, False, False)
        embeddings_2 = None
        return (embeddings_3,)
