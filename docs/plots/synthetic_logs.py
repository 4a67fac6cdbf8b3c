#!/usr/bin/env python3
"""Writes the synthetic multi-run benchmark logs behind docs/plots/synthetic-*.

Four made-up backends run the same 160 made-up samples of five categories; each log is in upstream's
test_compiler format (spec 3.4), so it goes through the real import path:

    python3 docs/plots/synthetic_logs.py OUT_DIR
    graphnet-bench import-log OUT_DIR/*.log --store OUT_DIR/store.sqlite

The numbers are invented (seeded, reproducible) and describe no real compiler.
"""
import math
import pathlib
import random
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
PROMPT = "graph-net-test-compiler-log"
# The 64 [Correctness] rung keys in the order test_compiler prints them (t = -10..5, four dtypes each).
KEYS = re.findall(r"\[Correctness\]\[(all_close_[^\]]+)\]",
                  (ROOT / "tests/data/logs-ui/inductor.log").read_text().split("[Processing]")[1])
assert len(KEYS) == 64, len(KEYS)

CATEGORIES = {"timm": 48, "torchvision": 32, "transformers-auto-model": 44, "ultralytics": 16, "mmseg": 20}
# backend: (median log2 speedup, spread, P(compile crash), P(runtime crash), P(accuracy drift))
BACKENDS = {
    "inductor": (0.45, 0.55, 0.02, 0.03, 0.10),
    "tvm": (0.20, 0.75, 0.08, 0.05, 0.18),
    "xla": (0.05, 0.45, 0.04, 0.02, 0.06),
    "tensorrt": (0.70, 0.90, 0.12, 0.06, 0.25),
}


def block(path, backend, rng):
    median, spread, p_compile, p_runtime, p_drift = BACKENDS[backend]
    name = path.rsplit("/", 1)[1]
    out = [f"{PROMPT} [Processing] /data/GraphNet/samples/{path}"]
    out += [f"{PROMPT} [Config] {k}: {v}" for k, v in
            [("model", name), ("device", "cuda"), ("hardware", "NVIDIA H100 80GB HBM3"), ("compiler", backend),
             ("warmup", 3), ("trials", 5), ("compile_framework_version", "2.7.1+cu126")]]
    roll = rng.random()
    if roll < p_compile:
        out += [f"Compiled model execution failed: backend='{backend}' raised:",
                "LoweringException: NotImplementedError: unsupported operator", "--- Full Traceback ---",
                f"{PROMPT} [Result] status: failed", f"{PROMPT} [Fail due to compiled model execution error.]"]
        return out
    if roll < p_compile + p_runtime:
        out += ["Compiled model execution failed: CUDA error: an illegal memory access was encountered",
                "RuntimeError: CUDA error: an illegal memory access was encountered",
                f"{PROMPT} [Result] status: failed", f"{PROMPT} [Fail due to compiled model execution error.]"]
        return out
    # Correct from some tolerance level on: most at once, drifting samples only at looser levels.
    first_ok = -10 if rng.random() >= p_drift else rng.randint(-8, 1)
    out += [f"{PROMPT} [Datatype][eager]: float32", f"{PROMPT} [Datatype][compiled]: float32",
            f"{PROMPT} [DataType] eager:['float32'] compiled:['float32'] match:True",
            f"{PROMPT} [Correctness][equal]: {1 if first_ok <= -10 else 0}"]
    for k, key in enumerate(KEYS):
        out.append(f"{PROMPT} [Correctness][{key}]: {1 if -10 + k // 4 >= first_ok else 0}")
    speedup = 2 ** rng.gauss(median, spread)
    eager = round(rng.uniform(0.5, 40.0), 4)
    for phase, ms in (("eager", eager), ("compiled", eager / speedup)):
        stats = ", ".join(f'"{s}": {v:.6f}' for s, v in
                          (("median", ms), ("iqr", ms * 0.01), ("mean", ms * 1.003), ("std", ms * 0.01),
                           ("min", ms * 0.99), ("max", ms * 1.03)))
        out.append(f'{PROMPT} [Performance][{phase}]: {{"e2e": {{{stats}}}, "gpu": {{{stats}}}}}')
    out.append(f"{PROMPT} [Result] status: success")
    out.append(f"{PROMPT} [Speedup][e2e]: {speedup:.5f}")
    out.append(f"{PROMPT} [Speedup][gpu]: {speedup * math.exp(rng.gauss(0.05, 0.05)):.5f}")
    return out


def main():
    out_dir = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "synthetic-logs")
    out_dir.mkdir(parents=True, exist_ok=True)
    samples = [f"{cat}/model_{i:03d}" for cat, n in CATEGORIES.items() for i in range(n)]
    for b, backend in enumerate(BACKENDS):
        rng = random.Random(20250101 + b)
        lines = ["model_path_prefix: /data/GraphNet/"]
        for path in samples:
            lines += block(path, backend, rng)
        (out_dir / f"{backend}.log").write_text("\n".join(lines) + "\n")
        print(f"wrote {out_dir / (backend + '.log')}: {len(samples)} samples")


if __name__ == "__main__":
    main()
