#!/usr/bin/env python3
"""Upstream's `test_compiler --compiler xla --device cpu` on the fixture torch samples, in the xla environment,
beside our `xla` run's statuses (a CSV export of a run over them, e.g. the compiler sweep's). Baseline:
upstream's tool. Prints per sample both outcomes and upstream's speedup, then how many agree (ran / failed).

Upstream's xla path crashes at HEAD before it runs (`get_compile_framework_version` reads `.version` on a
string) and moves the compiled outputs to "cuda" unconditionally; make a copy outside the repository with
those two lines patched (the version string, and `.to("cuda")` -> `.to(args.device)`), then:

  python3 bench/bench_xla_vs_upstream.py .venvs/xla/bin/python UPSTREAM_COPY FIXTURES OUR_XLA_RUN.csv
"""
import csv, os, re, subprocess, sys
py, upstream, fixtures, ours_csv = sys.argv[1:5]
ours = {}
for r in csv.DictReader(open(ours_csv)):
    if "/fixtures/" in r["sample_path"]:
        ours[r["sample_path"].split("/fixtures/")[-1]] = (r["status"], r["failure_class"], r["message"][:90])
same = 0
rows = []
for rel in sorted(ours):
    d = os.path.join(fixtures, rel)
    p = subprocess.run([py, "-m", "graph_net_bench.torch.test_compiler", "--model-path", d, "--compiler", "xla",
                        "--device", "cpu", "--warmup", "3", "--trials", "10"], capture_output=True, text=True,
                       cwd=upstream, env=dict(os.environ, PYTHONPATH=upstream,
                                              GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD="1e9"), timeout=1800)
    text = p.stdout + p.stderr
    st = re.search(r"\[Result\] status: (\w+)", text)
    up = st.group(1) if st else "no result"
    why = ""
    m = re.search(r"(Compiled model execution failed: .*|Eager model execution failed: .*)", text)
    if m:
        why = m.group(1)[:110]
    elif not st:
        why = (text.strip().splitlines() or [""])[-1][:110]
    sp = re.search(r"\[Speedup\]\[e2e\]: ([0-9.]+)", text)
    o = ours[rel]
    ours_ok = o[0] == "correct" and not o[1]
    up_ok = up == "success"
    same += ours_ok == up_ok
    print(f"{rel[-55:]:<55} upstream {up:<8} {sp.group(1) if sp else '-':>7}  ours {o[0]} {o[1]}  {why}", flush=True)
print(f"same outcome (ran / failed) on {same} of {len(ours)}")
