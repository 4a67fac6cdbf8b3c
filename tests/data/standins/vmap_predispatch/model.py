import torch

from torch import device


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_y_: torch.Tensor):
        l_x_ = L_x_
        l_y_ = L_y_
        lazy_load_decompositions = torch._functorch.predispatch.lazy_load_decompositions()
        lazy_load_decompositions = None
        _vmap_increment_nesting = torch._functorch.predispatch._vmap_increment_nesting(3, "same")
        _vmap_increment_nesting = None
        a = torch._functorch.predispatch._add_batch_dim(l_x_, -1, 1)
        _vmap_increment_nesting_1 = torch._functorch.predispatch._vmap_increment_nesting(2, "error")
        _vmap_increment_nesting_1 = None
        b = torch._functorch.predispatch._add_batch_dim(l_y_, 0, 2)
        s = a.sin()
        m = s * b
        inner = torch._functorch.predispatch._remove_batch_dim(m, 2, 2, 1)
        only_a = torch._functorch.predispatch._remove_batch_dim(s, 2, 2, 0)
        _vmap_decrement_nesting = torch._functorch.predispatch._vmap_decrement_nesting()
        _vmap_decrement_nesting = None
        out = torch._functorch.predispatch._remove_batch_dim(inner, 1, 3, 1)
        out_a = torch._functorch.predispatch._remove_batch_dim(only_a, 1, 3, 0)
        _vmap_decrement_nesting_1 = torch._functorch.predispatch._vmap_decrement_nesting()
        _vmap_decrement_nesting_1 = None
        return (out, out_a)
