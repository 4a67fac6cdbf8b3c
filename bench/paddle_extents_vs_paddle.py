"""Our Paddle graph shapes against Paddle's own, op by op: every `paddle._C_ops` call of a sample's forward
run in Paddle dygraph on upstream's inputs (graph_net_bench.paddle.test_compiler: get_model, get_input_dict;
no workbench code), beside the shapes `graphnet-bench inspect --json --nodes` gives the same statements
(the pd_op comments with their dynamic extents made concrete, core/graph/PaddleExtents.h). One line per
sample: calls compared, tensor extents compared, extents that differ and extents we left unresolved (-1);
then the differing ops over all samples. Exit 1 when an extent differs.

  PYTHONPATH=UPSTREAM_COPY .venv-paddle/bin/python bench/paddle_extents_vs_paddle.py [--bench BIN] SAMPLE_DIR...

UPSTREAM_COPY: upstream GraphNet with graph_net_bench/paddle/backend/*.py copied to graph_net/paddle/backend/
(see bench/paddle_dygraph_upstream_inputs.py).
"""
import argparse
import collections
import json
import re
import subprocess
import sys

import paddle
from graph_net_bench.paddle import test_compiler as tc

RECORDED = []


def shapes_of(value):
    if isinstance(value, paddle.Tensor):
        return [list(value.shape)]
    if isinstance(value, (list, tuple)):
        return [s for item in value for s in shapes_of(item)]
    return []


def wrap(name, fn):
    def call(*args, **kwargs):
        out = fn(*args, **kwargs)
        # Calls from the sample's GraphModule.forward, not from Paddle's own Python.
        if sys._getframe(1).f_code.co_name == "forward":
            RECORDED.append((name, shapes_of(out)))
        return out

    return call


for _name in dir(paddle._C_ops):
    _fn = getattr(paddle._C_ops, _name)
    if not _name.startswith("_") and callable(_fn):
        setattr(paddle._C_ops, _name, wrap(_name, _fn))


def ours(bench, path):
    out = subprocess.run([bench, "inspect", path, "--json", "--nodes"], capture_output=True, text=True)
    nodes = json.loads(out.stdout)["per_node"]
    result = []
    for n in nodes:
        if not n["target"].startswith("paddle._C_ops."):
            continue
        dims = [
            [int(d) for d in group.split(",") if d.strip()]
            for o in n.get("outputs", [])
            for group in re.findall(r"\[([-\d, ]*)\]", o)
        ]
        result.append((n["target"][len("paddle._C_ops.") :], dims))
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", default="build/bin/graphnet-bench")
    parser.add_argument("samples", nargs="+")
    args = parser.parse_args()
    differing = collections.Counter()
    failed = False
    for path in args.samples:
        RECORDED.clear()
        tc.set_seed(123)
        name = path.split("paddle_samples/")[-1]
        try:
            model = tc.get_model(path)
            model.eval()
            model(**tc.get_input_dict(path))
        except Exception as e:
            print(f"{name}: Paddle fails ({str(e).splitlines()[0][:100]})", flush=True)
            continue
        mine = ours(args.bench, path)
        calls = compared = differ = unresolved = 0
        theirs = iter(RECORDED)
        for op, dims in mine:
            # Paddle may call more ops than the graph names (none expected); skip to the same op name.
            for their_op, their_dims in theirs:
                if their_op == op:
                    break
            else:
                break
            calls += 1
            if op == "einsum":  # its other results are caches, which the comment types differently from a run
                dims, their_dims = dims[:1], their_dims[:1]
            for a, b in zip(dims, their_dims):
                if len(a) != len(b):
                    differ += 1
                    differing[op] += 1
                    continue
                for x, y in zip(a, b):
                    compared += 1
                    if x < 0:
                        unresolved += 1
                    elif x != y:
                        differ += 1
                        differing[op] += 1
        failed = failed or differ > 0
        print(
            f"{name}: {calls} of {len(mine)} calls matched, {compared} extents compared, {differ} differ, "
            f"{unresolved} left at -1",
            flush=True,
        )
    print("differing extents by op:", dict(differing.most_common()))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
