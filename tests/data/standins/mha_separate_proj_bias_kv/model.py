import torch

from torch import device


class GraphModule(torch.nn.Module):
    def forward(self, L_q_: torch.Tensor, L_k_: torch.Tensor, L_v_: torch.Tensor, L_b_: torch.Tensor, L_bk_: torch.Tensor, L_bv_: torch.Tensor, L_ow_: torch.Tensor, L_ob_: torch.Tensor, L_mask_: torch.Tensor, L_wq_: torch.Tensor, L_wk_: torch.Tensor, L_wv_: torch.Tensor):
        l_q_ = L_q_
        l_k_ = L_k_
        l_v_ = L_v_
        l_b_ = L_b_
        l_bk_ = L_bk_
        l_bv_ = L_bv_
        l_ow_ = L_ow_
        l_ob_ = L_ob_
        l_mask_ = L_mask_
        l_wq_ = L_wq_
        l_wk_ = L_wk_
        l_wv_ = L_wv_
        mha = torch.nn.functional.multi_head_attention_forward(l_q_, l_k_, l_v_, 16, 4, None, l_b_, l_bk_, l_bv_, True, 0.1, l_ow_, l_ob_, False, None, True, l_mask_, use_separate_proj_weight=True, q_proj_weight=l_wq_, k_proj_weight=l_wk_, v_proj_weight=l_wv_)
        return (mha[0], mha[1])
