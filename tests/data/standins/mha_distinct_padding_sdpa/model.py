import torch

from torch import device


class GraphModule(torch.nn.Module):
    def forward(self, L_q_: torch.Tensor, L_k_: torch.Tensor, L_v_: torch.Tensor, L_w_: torch.Tensor, L_ow_: torch.Tensor, L_pad_: torch.Tensor):
        l_q_ = L_q_
        l_k_ = L_k_
        l_v_ = L_v_
        l_w_ = L_w_
        l_ow_ = L_ow_
        l_pad_ = L_pad_
        mha = torch.nn.functional.multi_head_attention_forward(l_q_, l_k_, l_v_, 16, 4, l_w_, None, None, None, False, 0.0, l_ow_, None, training=False, key_padding_mask=l_pad_, need_weights=False, attn_mask=None, average_attn_weights=True, is_causal=False)
        out = mha[0]
        return (out,)
