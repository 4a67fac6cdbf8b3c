import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_self_modules_lin1_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_lin1_parameters_bias_: torch.nn.parameter.Parameter,
        L_x_: torch.Tensor,
        L_adj_: torch.Tensor,
        L_self_modules_lin2_parameters_weight_: torch.nn.parameter.Parameter,
        L_edge_index_: torch.Tensor,
        L_self_parameters_bias2_: torch.nn.parameter.Parameter,
        L_self_modules_lin_out_parameters_weight_: torch.nn.parameter.Parameter,
        L_self_modules_lin_out_parameters_bias_: torch.nn.parameter.Parameter,
    ):
        l_self_modules_lin1_parameters_weight_ = L_self_modules_lin1_parameters_weight_
        l_self_modules_lin1_parameters_bias_ = L_self_modules_lin1_parameters_bias_
        l_x_ = L_x_
        l_adj_ = L_adj_
        l_self_modules_lin2_parameters_weight_ = L_self_modules_lin2_parameters_weight_
        l_edge_index_ = L_edge_index_
        l_self_parameters_bias2_ = L_self_parameters_bias2_
        l_self_modules_lin_out_parameters_weight_ = (
            L_self_modules_lin_out_parameters_weight_
        )
        l_self_modules_lin_out_parameters_bias_ = (
            L_self_modules_lin_out_parameters_bias_
        )
        linear = torch._C._nn.linear(
            l_x_,
            l_self_modules_lin1_parameters_weight_,
            l_self_modules_lin1_parameters_bias_,
        )
        l_x_ = (
            l_self_modules_lin1_parameters_weight_
        ) = l_self_modules_lin1_parameters_bias_ = None
        h = torch.matmul(l_adj_, linear)
        l_adj_ = linear = None
        h_1 = torch.nn.functional.relu(h)
        h = None
        h_2 = torch.nn.functional.dropout(h_1, p=0.5, training=False)
        h_1 = None
        hw = torch._C._nn.linear(h_2, l_self_modules_lin2_parameters_weight_, None)
        h_2 = l_self_modules_lin2_parameters_weight_ = None
        src = l_edge_index_[0]
        dst = l_edge_index_[1]
        l_edge_index_ = None
        msg = hw.index_select(0, src)
        new_zeros = hw.new_zeros((32, 32))
        agg = new_zeros.index_add_(0, dst, msg)
        new_zeros = msg = None
        ones = torch.ones_like(src, dtype=torch.float32)
        src = None
        new_zeros_1 = hw.new_zeros((32,))
        deg = new_zeros_1.scatter_add_(0, dst, ones)
        new_zeros_1 = dst = ones = None
        clamp = deg.clamp(min=1.0)
        deg = None
        unsqueeze = clamp.unsqueeze(-1)
        clamp = None
        agg_1 = agg / unsqueeze
        agg = unsqueeze = None
        add = agg_1 + hw
        agg_1 = hw = None
        add_1 = add + l_self_parameters_bias2_
        add = l_self_parameters_bias2_ = None
        h2 = torch.nn.functional.relu(add_1)
        add_1 = None
        out = torch._C._nn.linear(
            h2,
            l_self_modules_lin_out_parameters_weight_,
            l_self_modules_lin_out_parameters_bias_,
        )
        h2 = (
            l_self_modules_lin_out_parameters_weight_
        ) = l_self_modules_lin_out_parameters_bias_ = None
        log_softmax = torch.nn.functional.log_softmax(out, dim=-1)
        out = None
        return (log_softmax,)
