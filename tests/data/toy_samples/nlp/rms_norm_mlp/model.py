import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_hidden_states_: torch.Tensor,
        L_self_modules_post_attention_layernorm_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_mlp_modules_gate_proj_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_mlp_modules_up_proj_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_mlp_modules_down_proj_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_norm_parameters_weight_: torch.nn.parameter.Parameter,
    ):
        l_hidden_states_ = L_hidden_states_
        l_self_modules_post_attention_layernorm_parameters_weight_ = (
            L_self_modules_post_attention_layernorm_parameters_weight_
        )
        l_self_modules_mlp_modules_gate_proj_parameters_weight_ = (
            L_self_modules_mlp_modules_gate_proj_parameters_weight_
        )
        l_self_modules_mlp_modules_up_proj_parameters_weight_ = (
            L_self_modules_mlp_modules_up_proj_parameters_weight_
        )
        l_self_modules_mlp_modules_down_proj_parameters_weight_ = (
            L_self_modules_mlp_modules_down_proj_parameters_weight_
        )
        l_self_modules_norm_parameters_weight_ = L_self_modules_norm_parameters_weight_
        hidden_states = l_hidden_states_.to(torch.float32)
        pow_1 = hidden_states.pow(2)
        variance = pow_1.mean(-1, keepdim=True)
        pow_1 = None
        add = variance + 1e-06
        variance = None
        rsqrt = torch.rsqrt(add)
        add = None
        hidden_states_1 = hidden_states * rsqrt
        hidden_states = rsqrt = None
        to_1 = hidden_states_1.to(torch.float32)
        hidden_states_1 = None
        hidden_states_2 = (
            l_self_modules_post_attention_layernorm_parameters_weight_ * to_1
        )
        l_self_modules_post_attention_layernorm_parameters_weight_ = to_1 = None
        linear = torch._C._nn.linear(
            hidden_states_2,
            l_self_modules_mlp_modules_gate_proj_parameters_weight_,
            None,
        )
        l_self_modules_mlp_modules_gate_proj_parameters_weight_ = None
        silu = torch.nn.functional.silu(linear, inplace=False)
        linear = None
        linear_1 = torch._C._nn.linear(
            hidden_states_2, l_self_modules_mlp_modules_up_proj_parameters_weight_, None
        )
        hidden_states_2 = l_self_modules_mlp_modules_up_proj_parameters_weight_ = None
        mul_2 = silu * linear_1
        silu = linear_1 = None
        hidden_states_3 = torch._C._nn.linear(
            mul_2, l_self_modules_mlp_modules_down_proj_parameters_weight_, None
        )
        mul_2 = l_self_modules_mlp_modules_down_proj_parameters_weight_ = None
        hidden_states_4 = l_hidden_states_ + hidden_states_3
        l_hidden_states_ = hidden_states_3 = None
        hidden_states_5 = hidden_states_4.to(torch.float32)
        hidden_states_4 = None
        pow_2 = hidden_states_5.pow(2)
        variance_1 = pow_2.mean(-1, keepdim=True)
        pow_2 = None
        add_2 = variance_1 + 1e-06
        variance_1 = None
        rsqrt_1 = torch.rsqrt(add_2)
        add_2 = None
        hidden_states_6 = hidden_states_5 * rsqrt_1
        hidden_states_5 = rsqrt_1 = None
        to_3 = hidden_states_6.to(torch.float32)
        hidden_states_6 = None
        mul_4 = l_self_modules_norm_parameters_weight_ * to_3
        l_self_modules_norm_parameters_weight_ = to_3 = None
        return (mul_4,)
