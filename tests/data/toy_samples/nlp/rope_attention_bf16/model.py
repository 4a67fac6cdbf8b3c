import torch

from torch import device


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_hidden_states_: torch.Tensor,
        L_self_buffers_inv_freq_: torch.Tensor,
        L_self_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_o_proj_parameters_weight_: torch.nn.parameter.Parameter,
    ):
        l_hidden_states_ = L_hidden_states_
        l_self_buffers_inv_freq_ = L_self_buffers_inv_freq_
        l_self_modules_q_proj_parameters_weight_ = (
            L_self_modules_q_proj_parameters_weight_
        )
        l_self_modules_k_proj_parameters_weight_ = (
            L_self_modules_k_proj_parameters_weight_
        )
        l_self_modules_v_proj_parameters_weight_ = (
            L_self_modules_v_proj_parameters_weight_
        )
        l_self_modules_o_proj_parameters_weight_ = (
            L_self_modules_o_proj_parameters_weight_
        )
        arange = torch.arange(16, device=device(type="cpu"))
        position_ids = arange.unsqueeze(0)
        arange = None
        getitem = l_self_buffers_inv_freq_[(None, slice(None, None, None), None)]
        l_self_buffers_inv_freq_ = None
        float_1 = getitem.float()
        getitem = None
        inv_freq = float_1.expand(1, -1, 1)
        float_1 = None
        getitem_1 = position_ids[
            (slice(None, None, None), None, slice(None, None, None))
        ]
        position_ids = None
        float_2 = getitem_1.float()
        getitem_1 = None
        matmul = inv_freq @ float_2
        inv_freq = float_2 = None
        freqs = matmul.transpose(1, 2)
        matmul = None
        emb = torch.cat((freqs, freqs), dim=-1)
        freqs = None
        cos = emb.cos()
        to = cos.to(torch.bfloat16)
        cos = None
        cos_1 = to.unsqueeze(1)
        to = None
        sin = emb.sin()
        emb = None
        to_1 = sin.to(torch.bfloat16)
        sin = None
        sin_1 = to_1.unsqueeze(1)
        to_1 = None
        linear = torch._C._nn.linear(
            l_hidden_states_, l_self_modules_q_proj_parameters_weight_, None
        )
        l_self_modules_q_proj_parameters_weight_ = None
        q = linear.view(1, 16, 4, 16)
        linear = None
        linear_1 = torch._C._nn.linear(
            l_hidden_states_, l_self_modules_k_proj_parameters_weight_, None
        )
        l_self_modules_k_proj_parameters_weight_ = None
        k = linear_1.view(1, 16, 4, 16)
        linear_1 = None
        linear_2 = torch._C._nn.linear(
            l_hidden_states_, l_self_modules_v_proj_parameters_weight_, None
        )
        l_hidden_states_ = l_self_modules_v_proj_parameters_weight_ = None
        v = linear_2.view(1, 16, 4, 16)
        linear_2 = None
        q_1 = q.transpose(1, 2)
        q = None
        k_1 = k.transpose(1, 2)
        k = None
        v_1 = v.transpose(1, 2)
        v = None
        mul = q_1 * cos_1
        x1 = q_1[(Ellipsis, slice(None, 8, None))]
        x2 = q_1[(Ellipsis, slice(8, None, None))]
        q_1 = None
        neg = -x2
        x2 = None
        cat_1 = torch.cat((neg, x1), dim=-1)
        neg = x1 = None
        mul_1 = cat_1 * sin_1
        cat_1 = None
        q_2 = mul + mul_1
        mul = mul_1 = None
        mul_2 = k_1 * cos_1
        cos_1 = None
        x1_1 = k_1[(Ellipsis, slice(None, 8, None))]
        x2_1 = k_1[(Ellipsis, slice(8, None, None))]
        k_1 = None
        neg_1 = -x2_1
        x2_1 = None
        cat_2 = torch.cat((neg_1, x1_1), dim=-1)
        neg_1 = x1_1 = None
        mul_3 = cat_2 * sin_1
        cat_2 = sin_1 = None
        k_2 = mul_2 + mul_3
        mul_2 = mul_3 = None
        attn = torch._C._nn.scaled_dot_product_attention(
            q_2, k_2, v_1, dropout_p=0.0, is_causal=True
        )
        q_2 = k_2 = v_1 = None
        transpose_4 = attn.transpose(1, 2)
        attn = None
        attn_1 = transpose_4.reshape(1, 16, -1)
        transpose_4 = None
        linear_3 = torch._C._nn.linear(
            attn_1, l_self_modules_o_proj_parameters_weight_, None
        )
        attn_1 = l_self_modules_o_proj_parameters_weight_ = None
        return (linear_3,)
