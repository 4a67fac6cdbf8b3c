import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_self_modules_fc1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_fc1_parameters_bias_: torch.nn.parameter.Parameter,
        L_x_: torch.Tensor,
        L_self_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter,
        L_self_modules_fc3_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_fc3_parameters_bias_: torch.nn.parameter.Parameter,
    ):
        l_self_modules_fc1_parameters_weight_ = L_self_modules_fc1_parameters_weight_
        l_self_modules_fc1_parameters_bias_ = L_self_modules_fc1_parameters_bias_
        l_x_ = L_x_
        l_self_modules_fc2_parameters_weight_ = L_self_modules_fc2_parameters_weight_
        l_self_modules_fc2_parameters_bias_ = L_self_modules_fc2_parameters_bias_
        l_self_modules_fc3_parameters_weight_ = L_self_modules_fc3_parameters_weight_
        l_self_modules_fc3_parameters_bias_ = L_self_modules_fc3_parameters_bias_
        linear = torch._C._nn.linear(
            l_x_,
            l_self_modules_fc1_parameters_weight_,
            l_self_modules_fc1_parameters_bias_,
        )
        l_x_ = (
            l_self_modules_fc1_parameters_weight_
        ) = l_self_modules_fc1_parameters_bias_ = None
        gelu = torch._C._nn.gelu(linear, approximate="none")
        linear = None
        x = torch.nn.functional.dropout(gelu, 0.1, False, False)
        gelu = None
        linear_1 = torch._C._nn.linear(
            x,
            l_self_modules_fc2_parameters_weight_,
            l_self_modules_fc2_parameters_bias_,
        )
        x = (
            l_self_modules_fc2_parameters_weight_
        ) = l_self_modules_fc2_parameters_bias_ = None
        gelu_1 = torch._C._nn.gelu(linear_1, approximate="tanh")
        linear_1 = None
        x_1 = torch.nn.functional.dropout(gelu_1, 0.1, False, False)
        gelu_1 = None
        logits = torch._C._nn.linear(
            x_1,
            l_self_modules_fc3_parameters_weight_,
            l_self_modules_fc3_parameters_bias_,
        )
        x_1 = (
            l_self_modules_fc3_parameters_weight_
        ) = l_self_modules_fc3_parameters_bias_ = None
        softmax = torch.nn.functional.softmax(logits, dim=-1)
        return (logits, softmax)
