#!/usr/bin/env python3
"""Does an ONNX Runtime session in the bridge's process slow Python eager by itself? (docs/engine.md,
"Settling".) Times one sample's Python eager (median of 20 calls) before the onnxruntime backend compiles
it, after, and after one ORT call and half a second, in one process:

    OMP_NUM_THREADS=2 .venvs/onnxruntime/bin/python bench/ort_eager_in_process.py SAMPLE_DIR UPSTREAM_CHECKOUT

UPSTREAM_CHECKOUT provides upstream's input replay (graph_net/torch/utils.py), so the inputs are upstream's.
"""
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "app", "bridge"))
import torch  # noqa: E402
import graphnet_bridge as gb  # noqa: E402
import bridge_backends as bb  # noqa: E402

sample, upstream = sys.argv[1], sys.argv[2]
sys.path.insert(0, upstream)
from graph_net.torch import utils as U  # noqa: E402

model = gb.load_model(sample, "cpu")
conv = U.load_converted_from_text(sample)
inputs = {name: U.replay_tensor(w) for name, w in conv["weight_info"].items()}


def median_ms(f, n=20):
    for _ in range(3):
        f()
    xs = []
    for _ in range(n):
        s = time.perf_counter()
        f()
        xs.append((time.perf_counter() - s) * 1e3)
    return statistics.median(xs)


def eager():
    return model(**inputs)


print(f"eager before the ORT session: {median_ms(eager):.2f} ms (threads {torch.get_num_threads()})")
run = bb.BACKENDS["onnxruntime"].compile(model, inputs, {}, "cpu")
time.sleep(0.5)
print(f"eager after compiling, no ORT call yet: {median_ms(eager):.2f} ms")
run(**inputs)
time.sleep(0.5)
print(f"eager after one ORT call and 0.5 s: {median_ms(eager):.2f} ms")
