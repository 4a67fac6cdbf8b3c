import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_scale_: torch.Tensor):
        l_x_ = L_x_
        l_scale_ = L_scale_
        item = l_scale_.item()
        l_scale_ = None
        mul = l_x_ * item
        l_x_ = item = None
        relu = torch.nn.functional.relu(mul)
        mul = None
        return (relu,)
