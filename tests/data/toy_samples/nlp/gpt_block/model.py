import torch

from torch import device

from torch import inf


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_input_ids_: torch.Tensor,
        L_self_modules_wte_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_wpe_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_h_modules_0_modules_ln_1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_h_modules_0_modules_ln_1_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_h_modules_0_modules_ln_2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_h_modules_0_modules_ln_2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_ln_f_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_ln_f_parameters_bias_: torch.nn.parameter.Parameter,
    ):
        l_input_ids_ = L_input_ids_
        l_self_modules_wte_parameters_weight_ = L_self_modules_wte_parameters_weight_
        l_self_modules_wpe_parameters_weight_ = L_self_modules_wpe_parameters_weight_
        l_self_modules_h_modules_0_modules_ln_1_parameters_weight_ = (
            L_self_modules_h_modules_0_modules_ln_1_parameters_weight_
        )
        l_self_modules_h_modules_0_modules_ln_1_parameters_bias_ = (
            L_self_modules_h_modules_0_modules_ln_1_parameters_bias_
        )
        l_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_ = (
            L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_
        )
        l_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_ = (
            L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_
        )
        l_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_ = (
            L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_
        )
        l_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_ = (
            L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_
        )
        l_self_modules_h_modules_0_modules_ln_2_parameters_weight_ = (
            L_self_modules_h_modules_0_modules_ln_2_parameters_weight_
        )
        l_self_modules_h_modules_0_modules_ln_2_parameters_bias_ = (
            L_self_modules_h_modules_0_modules_ln_2_parameters_bias_
        )
        l_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_ = (
            L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_
        )
        l_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_ = (
            L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_
        )
        l_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_ = (
            L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_
        )
        l_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_ = (
            L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_
        )
        l_self_modules_ln_f_parameters_weight_ = L_self_modules_ln_f_parameters_weight_
        l_self_modules_ln_f_parameters_bias_ = L_self_modules_ln_f_parameters_bias_
        pos = torch.arange(0, 48, dtype=torch.int64, device=device(type="cpu"))
        pos_1 = pos.unsqueeze(0)
        pos = None
        embedding = torch.nn.functional.embedding(
            l_input_ids_,
            l_self_modules_wte_parameters_weight_,
            None,
            None,
            2.0,
            False,
            False,
        )
        l_input_ids_ = None
        embedding_1 = torch.nn.functional.embedding(
            pos_1, l_self_modules_wpe_parameters_weight_, None, None, 2.0, False, False
        )
        pos_1 = l_self_modules_wpe_parameters_weight_ = None
        add = embedding + embedding_1
        embedding = embedding_1 = None
        x = torch.nn.functional.dropout(add, 0.1, False, False)
        add = None
        layer_norm = torch.nn.functional.layer_norm(
            x,
            (64,),
            l_self_modules_h_modules_0_modules_ln_1_parameters_weight_,
            l_self_modules_h_modules_0_modules_ln_1_parameters_bias_,
            1e-05,
        )
        l_self_modules_h_modules_0_modules_ln_1_parameters_weight_ = (
            l_self_modules_h_modules_0_modules_ln_1_parameters_bias_
        ) = None
        linear = torch._C._nn.linear(
            layer_norm,
            l_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_,
            l_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_,
        )
        layer_norm = (
            l_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_
        ) = (
            l_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_
        ) = None
        split = linear.split(64, dim=2)
        linear = None
        q = split[0]
        k = split[1]
        v = split[2]
        split = None
        view = q.view(2, 48, 4, 16)
        q = None
        q_1 = view.transpose(1, 2)
        view = None
        view_1 = k.view(2, 48, 4, 16)
        k = None
        k_1 = view_1.transpose(1, 2)
        view_1 = None
        view_2 = v.view(2, 48, 4, 16)
        v = None
        v_1 = view_2.transpose(1, 2)
        view_2 = None
        transpose_3 = k_1.transpose(-2, -1)
        k_1 = None
        matmul = q_1 @ transpose_3
        q_1 = transpose_3 = None
        att = matmul * 0.25
        matmul = None
        ones = torch.ones(48, 48, dtype=torch.bool, device=device(type="cpu"))
        causal = ones.tril()
        ones = None
        invert = ~causal
        causal = None
        att_1 = att.masked_fill(invert, -inf)
        att = invert = None
        att_2 = torch.nn.functional.softmax(att_1, dim=-1)
        att_1 = None
        att_3 = torch.nn.functional.dropout(att_2, 0.1, False, False)
        att_2 = None
        y = att_3 @ v_1
        att_3 = v_1 = None
        transpose_4 = y.transpose(1, 2)
        y = None
        contiguous = transpose_4.contiguous()
        transpose_4 = None
        y_1 = contiguous.view(2, 48, 64)
        contiguous = None
        linear_1 = torch._C._nn.linear(
            y_1,
            l_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_,
            l_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_,
        )
        y_1 = (
            l_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_
        ) = (
            l_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_
        ) = None
        dropout_2 = torch.nn.functional.dropout(linear_1, 0.1, False, False)
        linear_1 = None
        x_1 = x + dropout_2
        x = dropout_2 = None
        layer_norm_1 = torch.nn.functional.layer_norm(
            x_1,
            (64,),
            l_self_modules_h_modules_0_modules_ln_2_parameters_weight_,
            l_self_modules_h_modules_0_modules_ln_2_parameters_bias_,
            1e-05,
        )
        l_self_modules_h_modules_0_modules_ln_2_parameters_weight_ = (
            l_self_modules_h_modules_0_modules_ln_2_parameters_bias_
        ) = None
        linear_2 = torch._C._nn.linear(
            layer_norm_1,
            l_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_,
            l_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_,
        )
        layer_norm_1 = (
            l_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_
        ) = l_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_ = None
        mul_1 = 0.5 * linear_2
        pow_1 = torch.pow(linear_2, 3.0)
        mul_2 = 0.044715 * pow_1
        pow_1 = None
        add_2 = linear_2 + mul_2
        linear_2 = mul_2 = None
        mul_3 = 0.7978845608028654 * add_2
        add_2 = None
        tanh = torch.tanh(mul_3)
        mul_3 = None
        add_3 = 1.0 + tanh
        tanh = None
        mul_4 = mul_1 * add_3
        mul_1 = add_3 = None
        linear_3 = torch._C._nn.linear(
            mul_4,
            l_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_,
            l_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_,
        )
        mul_4 = (
            l_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_
        ) = (
            l_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_
        ) = None
        dropout_3 = torch.nn.functional.dropout(linear_3, 0.1, False, False)
        linear_3 = None
        x_2 = x_1 + dropout_3
        x_1 = dropout_3 = None
        x_3 = torch.nn.functional.layer_norm(
            x_2,
            (64,),
            l_self_modules_ln_f_parameters_weight_,
            l_self_modules_ln_f_parameters_bias_,
            1e-05,
        )
        x_2 = (
            l_self_modules_ln_f_parameters_weight_
        ) = l_self_modules_ln_f_parameters_bias_ = None
        linear_4 = torch._C._nn.linear(x_3, l_self_modules_wte_parameters_weight_, None)
        x_3 = l_self_modules_wte_parameters_weight_ = None
        return (linear_4,)
