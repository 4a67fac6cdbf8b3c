import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_hidden_states_: torch.Tensor,
        L_self_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_q_proj_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_k_proj_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter,
        L_attention_mask_: torch.Tensor,
        L_self_modules_o_proj_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_o_proj_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_attn_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_attn_norm_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_fc1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_fc1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_ffn_norm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_ffn_norm_parameters_bias_: torch.nn.parameter.Parameter,
    ):
        l_hidden_states_ = L_hidden_states_
        l_self_modules_q_proj_parameters_weight_ = (
            L_self_modules_q_proj_parameters_weight_
        )
        l_self_modules_q_proj_parameters_bias_ = L_self_modules_q_proj_parameters_bias_
        l_self_modules_k_proj_parameters_weight_ = (
            L_self_modules_k_proj_parameters_weight_
        )
        l_self_modules_k_proj_parameters_bias_ = L_self_modules_k_proj_parameters_bias_
        l_self_modules_v_proj_parameters_weight_ = (
            L_self_modules_v_proj_parameters_weight_
        )
        l_self_modules_v_proj_parameters_bias_ = L_self_modules_v_proj_parameters_bias_
        l_attention_mask_ = L_attention_mask_
        l_self_modules_o_proj_parameters_weight_ = (
            L_self_modules_o_proj_parameters_weight_
        )
        l_self_modules_o_proj_parameters_bias_ = L_self_modules_o_proj_parameters_bias_
        l_self_modules_attn_norm_parameters_weight_ = (
            L_self_modules_attn_norm_parameters_weight_
        )
        l_self_modules_attn_norm_parameters_bias_ = (
            L_self_modules_attn_norm_parameters_bias_
        )
        l_self_modules_fc1_parameters_weight_ = L_self_modules_fc1_parameters_weight_
        l_self_modules_fc1_parameters_bias_ = L_self_modules_fc1_parameters_bias_
        l_self_modules_fc2_parameters_weight_ = L_self_modules_fc2_parameters_weight_
        l_self_modules_fc2_parameters_bias_ = L_self_modules_fc2_parameters_bias_
        l_self_modules_ffn_norm_parameters_weight_ = (
            L_self_modules_ffn_norm_parameters_weight_
        )
        l_self_modules_ffn_norm_parameters_bias_ = (
            L_self_modules_ffn_norm_parameters_bias_
        )
        linear = torch._C._nn.linear(
            l_hidden_states_,
            l_self_modules_q_proj_parameters_weight_,
            l_self_modules_q_proj_parameters_bias_,
        )
        l_self_modules_q_proj_parameters_weight_ = (
            l_self_modules_q_proj_parameters_bias_
        ) = None
        q = linear.view(2, 8, 4, 16)
        linear = None
        linear_1 = torch._C._nn.linear(
            l_hidden_states_,
            l_self_modules_k_proj_parameters_weight_,
            l_self_modules_k_proj_parameters_bias_,
        )
        l_self_modules_k_proj_parameters_weight_ = (
            l_self_modules_k_proj_parameters_bias_
        ) = None
        k = linear_1.view(2, 8, 4, 16)
        linear_1 = None
        linear_2 = torch._C._nn.linear(
            l_hidden_states_,
            l_self_modules_v_proj_parameters_weight_,
            l_self_modules_v_proj_parameters_bias_,
        )
        l_self_modules_v_proj_parameters_weight_ = (
            l_self_modules_v_proj_parameters_bias_
        ) = None
        v = linear_2.view(2, 8, 4, 16)
        linear_2 = None
        q_1 = q.transpose(1, 2)
        q = None
        k_1 = k.transpose(1, 2)
        k = None
        v_1 = v.transpose(1, 2)
        v = None
        mask = l_attention_mask_[
            (slice(None, None, None), None, None, slice(None, None, None))
        ]
        l_attention_mask_ = None
        attn = torch._C._nn.scaled_dot_product_attention(
            q_1, k_1, v_1, attn_mask=mask, dropout_p=0.0
        )
        q_1 = k_1 = v_1 = mask = None
        transpose_3 = attn.transpose(1, 2)
        attn = None
        contiguous = transpose_3.contiguous()
        transpose_3 = None
        attn_1 = contiguous.view(2, 8, 64)
        contiguous = None
        linear_3 = torch._C._nn.linear(
            attn_1,
            l_self_modules_o_proj_parameters_weight_,
            l_self_modules_o_proj_parameters_bias_,
        )
        attn_1 = (
            l_self_modules_o_proj_parameters_weight_
        ) = l_self_modules_o_proj_parameters_bias_ = None
        dropout = torch.nn.functional.dropout(linear_3, 0.1, False, False)
        linear_3 = None
        add = l_hidden_states_ + dropout
        l_hidden_states_ = dropout = None
        h = torch.nn.functional.layer_norm(
            add,
            (64,),
            l_self_modules_attn_norm_parameters_weight_,
            l_self_modules_attn_norm_parameters_bias_,
            1e-05,
        )
        add = (
            l_self_modules_attn_norm_parameters_weight_
        ) = l_self_modules_attn_norm_parameters_bias_ = None
        linear_4 = torch._C._nn.linear(
            h,
            l_self_modules_fc1_parameters_weight_,
            l_self_modules_fc1_parameters_bias_,
        )
        l_self_modules_fc1_parameters_weight_ = (
            l_self_modules_fc1_parameters_bias_
        ) = None
        relu = torch.nn.functional.relu(linear_4)
        linear_4 = None
        dropout_1 = torch.nn.functional.dropout(relu, 0.1, False, False)
        relu = None
        ff = torch._C._nn.linear(
            dropout_1,
            l_self_modules_fc2_parameters_weight_,
            l_self_modules_fc2_parameters_bias_,
        )
        dropout_1 = (
            l_self_modules_fc2_parameters_weight_
        ) = l_self_modules_fc2_parameters_bias_ = None
        dropout_2 = torch.nn.functional.dropout(ff, 0.1, False, False)
        ff = None
        add_1 = h + dropout_2
        h = dropout_2 = None
        layer_norm_1 = torch.nn.functional.layer_norm(
            add_1,
            (64,),
            l_self_modules_ffn_norm_parameters_weight_,
            l_self_modules_ffn_norm_parameters_bias_,
            1e-05,
        )
        add_1 = (
            l_self_modules_ffn_norm_parameters_weight_
        ) = l_self_modules_ffn_norm_parameters_bias_ = None
        return (layer_norm_1,)
