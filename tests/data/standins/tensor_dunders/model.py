import torch

from torch import device


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_y_: torch.Tensor, L_m_: torch.Tensor):
        l_x_ = L_x_
        l_y_ = L_y_
        l_m_ = L_m_
        eq = l_m_.__eq__(0)
        ne = l_x_.__ne__(l_y_)
        lt = l_x_.__lt__(0.25)
        le = l_x_.__le__(l_y_)
        gt = l_m_.__gt__(1)
        ge = l_x_.__ge__(-0.5)
        both = eq.__and__(gt)
        radd = l_x_.__radd__(2)
        rsub = l_x_.__rsub__(1.5)
        rmul = l_x_.__rmul__(3)
        rdiv = l_x_.__rtruediv__(1.0)
        rpow = l_x_.__rpow__(2)
        mul = l_x_.__mul__(l_y_)
        floordiv = l_m_.__floordiv__(2)
        mod = l_m_.__mod__(3)
        neg = l_x_.__neg__()
        inv = eq.__invert__()
        return (eq, ne, lt, le, gt, ge, both, radd, rsub, rmul, rdiv, rpow, mul, floordiv, mod, neg, inv)
