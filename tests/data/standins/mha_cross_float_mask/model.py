import torch

from torch import device


class GraphModule(torch.nn.Module):
    def forward(self, L_q_: torch.Tensor, L_kv_: torch.Tensor, L_w_: torch.Tensor, L_b_: torch.Tensor, L_ow_: torch.Tensor, L_ob_: torch.Tensor, L_mask_: torch.Tensor):
        l_q_ = L_q_
        l_kv_ = L_kv_
        l_w_ = L_w_
        l_b_ = L_b_
        l_ow_ = L_ow_
        l_ob_ = L_ob_
        l_mask_ = L_mask_
        mha = torch.nn.functional.multi_head_attention_forward(l_q_, l_kv_, l_kv_, 16, 4, l_w_, l_b_, None, None, False, 0.0, l_ow_, l_ob_, training=False, key_padding_mask=None, need_weights=True, attn_mask=l_mask_, average_attn_weights=False, is_causal=False)
        return (mha[0], mha[1])
