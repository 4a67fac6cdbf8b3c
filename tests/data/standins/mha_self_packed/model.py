import torch

from torch import device


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_w_: torch.Tensor, L_b_: torch.Tensor, L_ow_: torch.Tensor, L_ob_: torch.Tensor):
        l_x_ = L_x_
        l_w_ = L_w_
        l_b_ = L_b_
        l_ow_ = L_ow_
        l_ob_ = L_ob_
        mha = torch.nn.functional.multi_head_attention_forward(l_x_, l_x_, l_x_, 16, 4, l_w_, l_b_, None, None, False, 0.0, l_ow_, l_ob_, training=False, key_padding_mask=None, need_weights=True, attn_mask=None, average_attn_weights=True, is_causal=False)
        out = mha[0]
        weights = mha[1]
        return (out, weights)
