import torch

from torch import device


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_w_: torch.Tensor, L_b_: torch.Tensor, L_ow_: torch.Tensor, L_ob_: torch.Tensor):
        l_x_ = L_x_
        l_w_ = L_w_
        l_b_ = L_b_
        l_ow_ = L_ow_
        l_ob_ = L_ob_
        mha = torch.nn.functional.multi_head_attention_forward(l_x_, l_x_, l_x_, 16, 4, l_w_, l_b_, None, None, False, 0.25, l_ow_, l_ob_, training=True, need_weights=True)
        return (mha[0], mha[1])
