"""Paddle dygraph and upstream's static baseline on samples, with upstream's own model loading and inputs
(graph_net_bench.paddle.test_compiler: get_model, get_input_dict, i.e. utils.replay_tensor, and
get_static_model), no workbench code: does a sample that is `eager_error` for `paddle-static` fail in
dygraph on upstream's inputs too, or only on ours? One line per sample (docs/backends.md, "Paddle").

  PYTHONPATH=UPSTREAM_COPY .venv-paddle/bin/python bench/paddle_dygraph_upstream_inputs.py SAMPLE_DIR...

UPSTREAM_COPY: upstream GraphNet with graph_net_bench/paddle/backend/*.py copied to graph_net/paddle/backend/
(test_compiler's imports at upstream HEAD, see bench/bench_paddle_vs_upstream.py).
"""
import sys
import traceback
from types import SimpleNamespace

from graph_net_bench.paddle import test_compiler as tc

for path in sys.argv[1:]:
    tc.set_seed(123)
    try:
        model = tc.get_model(path)
        model.eval()
        inputs = tc.get_input_dict(path)
        try:
            model(**inputs)
            dygraph = "dygraph ok"
        except Exception as e:
            dygraph = "dygraph FAILS: " + str(e).splitlines()[0][:120]
        try:
            static_model = tc.get_static_model(SimpleNamespace(model_path=path), model)
            static_model(**inputs)
            static = "static ok"
        except Exception as e:
            static = "static FAILS: " + str(e).splitlines()[0][:120]
        print(f"{path.split('paddle_samples/')[-1]}: {dygraph}; {static}", flush=True)
    except Exception:
        print(path, "setup failed", traceback.format_exc().splitlines()[-1], flush=True)
