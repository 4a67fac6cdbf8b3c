import torch

from torch import device


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_scale_: torch.Tensor):
        l_x_ = L_x_
        l_scale_ = L_scale_
        item = l_scale_.item()
        mul = 4 * item
        sym_int = torch.sym_int(mul)
        up = torch.nn.functional.interpolate(l_x_, [sym_int, sym_int], None, "bilinear", False)
        mul_1 = sym_int * 1.5
        sym_int_1 = torch.sym_int(mul_1)
        return (up, sym_int_1)
