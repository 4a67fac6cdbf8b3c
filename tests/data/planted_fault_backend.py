"""A test-only compiler with a planted fault: the dynamo backend `planted_fault` runs the captured graph
as it is, except that every call of the operator named TARGET returns a wrong result: a ramp minus its
output. The sign flip survives a ReLU after it (an additive error on an all-negative linear output does
not: the first classifier linear of torchvision/alexnet on synthesized inputs), the ramp survives a
normalisation. TARGET is a function or method name as dynamo's FX
graph holds it ("gelu", "conv2d", "layer_norm", "add"); a test sets it by appending `TARGET = "..."` to a
copy of this file. "crash:NAME" kills the process at that operator instead (a compiler crash).

Load it with GNW_BRIDGE_PLUGINS=<this file> and run backend torch-compile:planted_fault.
"""
import os

import torch

TARGET = None


def _name(node):
    if node.op == "call_method":
        return node.target
    if node.op == "call_function":
        return getattr(node.target, "__name__", str(node.target))
    return None


def _corrupt(x):
    if isinstance(x, torch.Tensor) and x.is_floating_point() and x.numel() > 0:
        ramp = torch.linspace(0.5, 1.5, x.numel(), dtype=x.dtype, device=x.device).reshape(x.shape)
        return ramp - x
    return x


def _crash(x):
    os.abort()


def planted_fault(gm, example_inputs):
    crash = TARGET.startswith("crash:")
    target = TARGET.split(":", 1)[1] if crash else TARGET
    for node in list(gm.graph.nodes):
        if _name(node) != target:
            continue
        with gm.graph.inserting_after(node):
            bad = gm.graph.call_function(_crash if crash else _corrupt, (node,))
        node.replace_all_uses_with(bad, delete_user_cb=lambda user: user is not bad)
    gm.graph.lint()
    gm.recompile()
    return gm.forward


torch._dynamo.register_backend(planted_fault, name="planted_fault")
