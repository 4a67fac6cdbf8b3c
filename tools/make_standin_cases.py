#!/usr/bin/env python3
"""Test data for the engine's stand-ins of Python-only call targets (issue 10, goal 1).

Each case is a forward() in Dynamo's model.py layout that calls targets LibTorch has no operator for:
torch.nn.functional.multi_head_attention_forward on each of its argument paths, the Python comparison and
arithmetic dunders on tensors, functorch vmap as Dynamo records it (torch._C._functorch.* and the
torch._functorch.predispatch.* / vmap.* forms), torch.autograd.function.FunctionCtx and torch.sym_int.
PyTorch itself runs every case on fixed inputs, and the inputs and outputs are stored next to the model:

    tests/data/standins/<case>/model.py   the forward (what the C++ test parses and interprets)
    tests/data/standins/<case>/case.pt    {"inputs": {name: tensor}, "outputs": {"output_0": ...}}

tests/engine/tst_standins.cpp runs each model.py in the engine on those inputs and requires outputs that
are bitwise equal, and shapes on the meta device equal to them. Regenerate (deterministic on one machine):

    .venv/bin/python tools/make_standin_cases.py [--out tests/data/standins]
"""
import argparse
import os
import shutil
import textwrap

import torch

HEADER = "import torch\n\nfrom torch import device\n\n\nclass GraphModule(torch.nn.Module):\n"

CASES = {}


def case(name, params, body, inputs):
    CASES[name] = (params, textwrap.dedent(body).strip("\n"), inputs)


def g(seed):
    gen = torch.Generator().manual_seed(seed)
    return lambda *shape: torch.randn(*shape, generator=gen)


r = g(1)
E, H, L, S, N = 16, 4, 5, 7, 2

# Self-attention: query, key and value are one tensor (the packed in-projection's fast path), weights
# averaged over heads; nn.MultiheadAttention in eval, as 70 upstream samples call it.
case(
    "mha_self_packed",
    ["L_x_", "L_w_", "L_b_", "L_ow_", "L_ob_"],
    """
    mha = torch.nn.functional.multi_head_attention_forward(l_x_, l_x_, l_x_, 16, 4, l_w_, l_b_, None, None, False, 0.0, l_ow_, l_ob_, training=False, key_padding_mask=None, need_weights=True, attn_mask=None, average_attn_weights=True, is_causal=False)
    out = mha[0]
    weights = mha[1]
    return (out, weights)
    """,
    {"L_x_": r(L, N, E), "L_w_": r(3 * E, E) * 0.3, "L_b_": r(3 * E), "L_ow_": r(E, E) * 0.3, "L_ob_": r(E)},
)

# Cross-attention (key is value, query differs) with a float 2-D mask.
case(
    "mha_cross_float_mask",
    ["L_q_", "L_kv_", "L_w_", "L_b_", "L_ow_", "L_ob_", "L_mask_"],
    """
    mha = torch.nn.functional.multi_head_attention_forward(l_q_, l_kv_, l_kv_, 16, 4, l_w_, l_b_, None, None, False, 0.0, l_ow_, l_ob_, training=False, key_padding_mask=None, need_weights=True, attn_mask=l_mask_, average_attn_weights=False, is_causal=False)
    return (mha[0], mha[1])
    """,
    {"L_q_": r(L, N, E), "L_kv_": r(S, N, E), "L_w_": r(3 * E, E) * 0.3, "L_b_": r(3 * E),
     "L_ow_": r(E, E) * 0.3, "L_ob_": r(E), "L_mask_": r(L, S)},
)

# Three distinct tensors, a bool key padding mask, need_weights=False: the scaled_dot_product_attention path.
case(
    "mha_distinct_padding_sdpa",
    ["L_q_", "L_k_", "L_v_", "L_w_", "L_ow_", "L_pad_"],
    """
    mha = torch.nn.functional.multi_head_attention_forward(l_q_, l_k_, l_v_, 16, 4, l_w_, None, None, None, False, 0.0, l_ow_, None, training=False, key_padding_mask=l_pad_, need_weights=False, attn_mask=None, average_attn_weights=True, is_causal=False)
    out = mha[0]
    return (out,)
    """,
    {"L_q_": r(L, N, E), "L_k_": r(S, N, E), "L_v_": r(S, N, E), "L_w_": r(3 * E, E) * 0.3,
     "L_ow_": r(E, E) * 0.3, "L_pad_": torch.tensor([[False] * 5 + [True] * 2, [False] * 7])},
)

# Separate projection weights (positional training/key_padding_mask/need_weights/attn_mask, as 52 upstream
# calls pass them), bias_k/bias_v, add_zero_attn and a bool 3-D attention mask.
case(
    "mha_separate_proj_bias_kv",
    ["L_q_", "L_k_", "L_v_", "L_b_", "L_bk_", "L_bv_", "L_ow_", "L_ob_", "L_mask_", "L_wq_", "L_wk_", "L_wv_"],
    """
    mha = torch.nn.functional.multi_head_attention_forward(l_q_, l_k_, l_v_, 16, 4, None, l_b_, l_bk_, l_bv_, True, 0.1, l_ow_, l_ob_, False, None, True, l_mask_, use_separate_proj_weight=True, q_proj_weight=l_wq_, k_proj_weight=l_wk_, v_proj_weight=l_wv_)
    return (mha[0], mha[1])
    """,
    {"L_q_": r(L, N, E), "L_k_": r(S, N, 12), "L_v_": r(S, N, 10), "L_b_": r(3 * E), "L_bk_": r(1, 1, E),
     "L_bv_": r(1, 1, E), "L_ow_": r(E, E) * 0.3, "L_ob_": r(E),
     "L_mask_": torch.rand(N * H, L, S, generator=torch.Generator().manual_seed(2)) > 0.7,
     "L_wq_": r(E, E) * 0.3, "L_wk_": r(E, 12) * 0.3, "L_wv_": r(E, 10) * 0.3},
)

# Unbatched (2-D) query, training with dropout: the random draws follow torch.manual_seed(1024).
case(
    "mha_unbatched_dropout",
    ["L_x_", "L_w_", "L_b_", "L_ow_", "L_ob_"],
    """
    mha = torch.nn.functional.multi_head_attention_forward(l_x_, l_x_, l_x_, 16, 4, l_w_, l_b_, None, None, False, 0.25, l_ow_, l_ob_, training=True, need_weights=True)
    return (mha[0], mha[1])
    """,
    {"L_x_": r(L, E), "L_w_": r(3 * E, E) * 0.3, "L_b_": r(3 * E), "L_ow_": r(E, E) * 0.3, "L_ob_": r(E)},
)

# Causal with need_weights=False and no padding mask: the mask is dropped and SDPA gets is_causal=True.
case(
    "mha_causal_sdpa",
    ["L_x_", "L_w_", "L_b_", "L_ow_", "L_ob_", "L_mask_"],
    """
    mha = torch.nn.functional.multi_head_attention_forward(l_x_, l_x_, l_x_, 16, 4, l_w_, l_b_, None, None, False, 0.0, l_ow_, l_ob_, training=False, key_padding_mask=None, need_weights=False, attn_mask=l_mask_, average_attn_weights=True, is_causal=True)
    return (mha[0],)
    """,
    {"L_x_": r(L, N, E), "L_w_": r(3 * E, E) * 0.3, "L_b_": r(3 * E), "L_ow_": r(E, E) * 0.3, "L_ob_": r(E),
     "L_mask_": torch.triu(torch.full((L, L), float("-inf")), 1)},
)

# The comparison and arithmetic dunders called by name, with numbers and tensors, both orders.
case(
    "tensor_dunders",
    ["L_x_", "L_y_", "L_m_"],
    """
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
    """,
    {"L_x_": r(3, 4), "L_y_": r(3, 4), "L_m_": torch.tensor([[0, 1, 2, 3], [4, 5, 0, 7], [-1, 0, 9, 2]])},
)

# functorch vmap as transformers' sdpa_mask builds a causal mask (torch._C._functorch forms), nested four
# levels deep, with FunctionCtx and the in-vmap index/le/__and__ operators.
case(
    "vmap_causal_mask",
    ["L_attention_mask_"],
    """
    batch_arange = torch.arange(2, device=device(type="cpu"))
    head_arange = torch.arange(1, device=device(type="cpu"))
    cache_position = torch.arange(6, device=device(type="cpu"))
    kv_arange = torch.arange(6, device=device(type="cpu"))
    lazy_load_decompositions = torch._functorch.vmap.lazy_load_decompositions()
    lazy_load_decompositions = None
    _vmap_increment_nesting = torch._C._functorch._vmap_increment_nesting(2, "error")
    _vmap_increment_nesting = None
    child = torch._C._functorch._add_batch_dim(batch_arange, 0, 1)
    batch_arange = None
    _vmap_increment_nesting_1 = torch._C._functorch._vmap_increment_nesting(1, "error")
    _vmap_increment_nesting_1 = None
    child_1 = torch._C._functorch._add_batch_dim(head_arange, 0, 2)
    head_arange = child_1 = None
    _vmap_increment_nesting_2 = torch._C._functorch._vmap_increment_nesting(6, "error")
    _vmap_increment_nesting_2 = None
    child_2 = torch._C._functorch._add_batch_dim(cache_position, 0, 3)
    cache_position = None
    _vmap_increment_nesting_3 = torch._C._functorch._vmap_increment_nesting(6, "error")
    _vmap_increment_nesting_3 = None
    child_3 = torch._C._functorch._add_batch_dim(kv_arange, 0, 4)
    kv_arange = None
    result = child_2.new_ones((), dtype=torch.bool)
    le = child_3.le(child_2)
    child_2 = None
    result_1 = result.__and__(le)
    result = le = None
    function_ctx = torch.autograd.function.FunctionCtx()
    function_ctx = None
    index = torch.ops.aten.index(l_attention_mask_, [child, child_3])
    child = child_3 = None
    result_2 = result_1.__and__(index)
    result_1 = index = None
    batched_outputs = torch._C._functorch._remove_batch_dim(result_2, 4, 6, 0)
    result_2 = None
    _vmap_decrement_nesting = torch._C._functorch._vmap_decrement_nesting()
    _vmap_decrement_nesting = None
    batched_outputs_1 = torch._C._functorch._remove_batch_dim(batched_outputs, 3, 6, 0)
    batched_outputs = None
    _vmap_decrement_nesting_1 = torch._C._functorch._vmap_decrement_nesting()
    _vmap_decrement_nesting_1 = None
    batched_outputs_2 = torch._C._functorch._remove_batch_dim(batched_outputs_1, 2, 1, 0)
    batched_outputs_1 = None
    _vmap_decrement_nesting_2 = torch._C._functorch._vmap_decrement_nesting()
    _vmap_decrement_nesting_2 = None
    causal_mask = torch._C._functorch._remove_batch_dim(batched_outputs_2, 1, 2, 0)
    batched_outputs_2 = None
    _vmap_decrement_nesting_3 = torch._C._functorch._vmap_decrement_nesting()
    _vmap_decrement_nesting_3 = None
    return (causal_mask,)
    """,
    {"L_attention_mask_": torch.tensor([[True] * 6, [False, False, True, True, True, True]])},
)

# The predispatch forms, an out_dim other than 0 and a tensor that never meets the inner level (expanded).
case(
    "vmap_predispatch",
    ["L_x_", "L_y_"],
    """
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
    """,
    {"L_x_": r(4, 3), "L_y_": r(2, 4)},
)

# torch.sym_int on a float computed from a value (SETR's interpolate sizes).
case(
    "sym_int",
    ["L_x_", "L_scale_"],
    """
    item = l_scale_.item()
    mul = 4 * item
    sym_int = torch.sym_int(mul)
    up = torch.nn.functional.interpolate(l_x_, [sym_int, sym_int], None, "bilinear", False)
    mul_1 = sym_int * 1.5
    sym_int_1 = torch.sym_int(mul_1)
    return (up, sym_int_1)
    """,
    {"L_x_": r(1, 2, 3, 3), "L_scale_": torch.tensor(1.75)},
)


def model_source(params, body):
    sig = ", ".join(["self"] + [f"{p}: torch.Tensor" for p in params])
    lines = [f"    def forward({sig}):"]
    lines += [f"        {p.lower()} = {p}" for p in params]
    lines += [f"        {line}" if line else "" for line in body.splitlines()]
    return HEADER + "\n".join(lines) + "\n"


def run_case(source, inputs):
    namespace = {}
    exec(compile(source, "model.py", "exec"), namespace)
    model = namespace["GraphModule"]()
    torch.manual_seed(1024)  # the engine seeds every first call the same way
    with torch.no_grad():
        out = model(**{k: v.clone() for k, v in inputs.items()})
    out = out if isinstance(out, tuple) else (out,)
    return {f"output_{i}": o if isinstance(o, torch.Tensor) else torch.tensor(o) for i, o in enumerate(out)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--out", default=os.path.join(repo, "tests", "data", "standins"))
    args = parser.parse_args()
    torch.set_num_threads(1)
    shutil.rmtree(args.out, ignore_errors=True)
    for name, (params, body, inputs) in CASES.items():
        source = model_source(params, body)
        outputs = run_case(source, inputs)
        d = os.path.join(args.out, name)
        os.makedirs(d)
        with open(os.path.join(d, "model.py"), "w") as f:
            f.write(source)
        torch.save({"inputs": inputs, "outputs": outputs}, os.path.join(d, "case.pt"))
        print(f"{name}: {len(outputs)} outputs " + ", ".join(f"{tuple(o.shape)} {o.dtype}" for o in outputs.values()))


if __name__ == "__main__":
    main()
