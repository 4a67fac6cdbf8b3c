"""What every bridge shares, whatever framework it runs (docs/backends.md): the request's timing protocol
(warm-up, trials, time budget, upstream's sequential order or interleaved pairs), the noise policy, phase
errors and the result file. No framework is imported here: the torch bridge (graphnet_bridge.py) and the
Paddle bridge (paddle_bridge.py) hand in a Framework with their seed, synchronisation and output copy.
"""

import faulthandler
import json
import os
import time
import traceback

RUNTIME_SEED = 1024  # both sides' first calls start from it, as upstream's tools and the C++ engine do
# glibc's malloc thresholds, as the C++ worker fixes them (core/engine/device/MallocThresholds.h)
MALLOC_MMAP_THRESHOLD = 32 << 20
MALLOC_TRIM_THRESHOLD = 64 << 20


def fix_malloc_thresholds():
    """Fixes glibc's mmap and trim thresholds where the C library is glibc. Left to glibc's heuristic, they
    depend on what the process freed before: with inputs from torch.load, vgg11_bn's 12.8 MB activations
    were mmap'ed and faulted in afresh on every call (9,400 page faults, 12% slower) where upstream's
    test_compiler, which draws its inputs in-process, and the C++ worker saw none."""
    import ctypes
    import ctypes.util
    if not hasattr(os, "confstr") or "glibc" not in (os.confstr("CS_GNU_LIBC_VERSION") or ""):
        return
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    m_trim_threshold, m_mmap_threshold = -1, -3  # <malloc.h>
    libc.mallopt(m_mmap_threshold, MALLOC_MMAP_THRESHOLD)
    libc.mallopt(m_trim_threshold, MALLOC_TRIM_THRESHOLD)


class PhaseError(Exception):
    def __init__(self, phase, error):
        super().__init__(error)
        self.phase = phase


class GarbageRequested(Exception):
    """The garbage drill: the bridge answers with text that is not its protocol."""


def in_phase(phase, fn):
    try:
        return fn()
    except GarbageRequested:
        raise
    except BaseException as e:  # noqa: BLE001  every failure is the sample's, with its phase
        text = f"{type(e).__name__}: {e}".strip()
        tb = traceback.format_exc(limit=-3)
        raise PhaseError(phase, text if len(text) > 0 else tb) from e


class Side:
    """One side of the comparison: its callable, its inputs, its first outputs and trial times.
    `framework` gives seed(n), sync(), device_events() (a (start, stop) pair or None), elapsed(start, stop)
    and snapshot(out) (the outputs as a list of copies, since later calls may write into them)."""

    def __init__(self, framework, call, inputs):
        self.framework = framework
        self.call = call
        self.inputs = inputs
        self.first_call_ms = None
        self.outputs = None
        self.e2e = []
        self.device = []
        self.kernel_ms = None

    def timed(self, fn):
        """Runs fn between two synchronisations: (result, e2e ms, device ms)."""
        fw = self.framework
        fw.sync()
        events = fw.device_events()
        t0 = time.perf_counter()
        if events:
            events[0].record()
        out = fn()
        if events:
            events[1].record()
        fw.sync()
        ms = (time.perf_counter() - t0) * 1e3
        return out, ms, fw.elapsed(*events) if events else ms

    def first(self):
        self.framework.seed(RUNTIME_SEED)
        out, ms, _ = self.timed(lambda: self.call(**self.inputs))
        self.first_call_ms = ms
        self.outputs = self.framework.snapshot(out)

    def untimed(self):
        self.call(**self.inputs)

    def trial(self):
        _, e2e, dev = self.timed(lambda: self.call(**self.inputs))
        self.e2e.append(e2e)
        self.device.append(dev)

    def report(self):
        out = {"first_call_ms": self.first_call_ms, "e2e_ms": self.e2e, "device_ms": self.device}
        if self.kernel_ms is not None:
            out["kernel_ms"] = self.kernel_ms
        return out


def rel_iqr(series):
    """IQR/median as upstream's guard computes it (numpy's linear percentiles), 0 for an empty series."""
    xs = sorted(series)
    if not xs:
        return 0.0

    def pct(q):
        pos = q / 100 * (len(xs) - 1)
        lo = int(pos)
        hi = min(lo + 1, len(xs) - 1)
        return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)

    median = pct(50)
    return (pct(75) - pct(25)) / median if median > 0 else 0.0


def remeasure_while_noisy(noise, sides, measure_trials):
    """The noise policy: while a side's trials spread more than the threshold (IQR/median, upstream's
    guard), its trials are taken again, at most max_remeasures times; the C++ side then keeps the result
    with a noisy flag or, under policy "fail", fails it as upstream does. Returns the re-measure count."""
    threshold = noise.get("threshold", 0.0)
    if threshold <= 0 or noise.get("policy", "remeasure") != "remeasure":
        return 0
    count = 0
    while count < noise.get("max_remeasures", 0):
        noisy = [side for side in sides if rel_iqr(side.e2e) > threshold]
        if not noisy:
            break
        for side in noisy:
            side.e2e.clear()
            side.device.clear()
        measure_trials(noisy)
        count += 1
    return count


def run_protocol(req, eager, compile_and_first_call):
    """Times both sides as the request asks. `eager` is a Side; compile_and_first_call() compiles, makes the
    compiled Side's first call and returns that Side. Returns (compiled side, re-measure count)."""
    warmup, trials = req["warmup"], req["trials"]
    noise = req.get("noise") or {}
    compiled = None

    def phase_of(side):
        return "eager" if side is eager else "compiled"

    if req.get("protocol", "upstream") == "upstream":
        def sequential_trials(sides):
            # each side: `trials` calls and more until they add up to half of min_time_s (at most
            # max_trials): SampleRunOptions::wantsAnotherTrial in the C++ engine
            half_ms = 1e3 * req.get("min_time_s", 0.0) / 2
            max_trials = req.get("max_trials", trials)
            for side in sides:
                i, timed_ms = 0, 0.0
                while i < trials or (timed_ms < half_ms and i < max_trials):
                    in_phase(phase_of(side), side.trial)
                    timed_ms += side.e2e[-1]
                    i += 1

        # upstream's order: eager first call, warm-up, trials; then compile and the same again
        in_phase("eager", eager.first)
        in_phase("eager", lambda: [eager.untimed() for _ in range(warmup)])
        sequential_trials([eager])
        remeasures = remeasure_while_noisy(noise, [eager], sequential_trials)
        compiled = in_phase("compile", compile_and_first_call)
        in_phase("compiled", lambda: [compiled.untimed() for _ in range(warmup)])
        sequential_trials([compiled])
        remeasures += remeasure_while_noisy(noise, [compiled], sequential_trials)
        return compiled, remeasures

    def interleaved_trials(sides):
        # after `trials` pairs, more until the timed calls add up to min_time_s (at most max_trials
        # pairs): SampleRunOptions::wantsAnotherPair in the C++ engine. A re-measure times both sides
        # again, so that the pairs stay pairs.
        min_time_ms = 1e3 * req.get("min_time_s", 0.0)
        max_trials = req.get("max_trials", trials)
        for side in (eager, compiled):
            side.e2e.clear()
            side.device.clear()
        i, timed_ms = 0, 0.0
        while i < trials or (timed_ms < min_time_ms and i < max_trials):
            order = (eager, compiled) if i % 2 == 0 else (compiled, eager)
            for side in order:
                in_phase(phase_of(side), side.trial)
                timed_ms += side.e2e[-1]
            i += 1

    # interleaved: both warmed up, then trials alternate A B B A A B ... so drift hits both sides
    in_phase("eager", eager.first)
    compiled = in_phase("compile", compile_and_first_call)
    for _ in range(warmup):
        in_phase("eager", eager.untimed)
        in_phase("compiled", compiled.untimed)
    interleaved_trials([eager, compiled])
    return compiled, remeasure_while_noisy(noise, [eager, compiled], interleaved_trials)


def write_result(path, obj):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(obj, f)
    os.replace(tmp, path)


def run_command(command, request_path):
    """Runs one request file through `command` and writes its result file; the garbage drill writes
    garbage instead."""
    with open(request_path, encoding="utf-8") as f:
        req = json.load(f)
    try:
        result = command(req)
        result["ok"] = True
    except GarbageRequested:
        with open(req["result"], "w", encoding="utf-8") as f:
            f.write("<<this is not JSON: the bridge's garbage drill>>\n")
        return
    except PhaseError as e:
        result = {"ok": False, "phase": e.phase, "error": str(e)}
    write_result(req["result"], result)


def serve_requests(channel_fd, commands, reset):
    """`serve FD`: one bridge for many requests (the C++ BridgeSession, which fault localisation uses for
    its probes: starting Python and importing torch was most of a probe's time). Each line read from the
    socket FD is {"command", "request", "log"}; the request runs as a one-shot bridge would run it, with
    stdout and stderr in its own log (whose tail explains a crash), then reset() clears what the request
    left behind (dynamo's caches) and "done" is written back. A crash or hang ends the process, and the
    C++ side starts another for the next request."""
    import socket
    import sys
    channel = socket.socket(fileno=channel_fd)
    reader = channel.makefile("r", encoding="utf-8")
    for line in reader:
        msg = json.loads(line)
        sys.stdout.flush()
        sys.stderr.flush()
        log = os.open(msg["log"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(log, 1)
        os.dup2(log, 2)
        os.close(log)
        run_command(commands[msg["command"]], msg["request"])
        if reset:
            reset()
        sys.stdout.flush()
        sys.stderr.flush()
        channel.sendall(b"done\n")
    return 0


def serve(argv, doc, describe, commands, reset=None):
    """The bridges' command line: `describe RESULT.json`, `COMMAND REQUEST.json` for a command in
    `commands` (name -> function(request) returning the result object), or `serve FD` (serve_requests)."""
    if len(argv) != 3 or (argv[1] not in ("describe", "serve") and argv[1] not in commands):
        print(doc, file=__import__("sys").stderr)
        return 2
    if argv[1] == "describe":
        write_result(argv[2], dict(describe(), ok=True))
        return 0
    fix_malloc_thresholds()
    # A compiler that kills the process (SIGSEGV, SIGABRT, ...) leaves "Fatal Python error: ..." and the Python
    # stack it died in in the output the C++ side keeps (core/util/CrashCause.h); the handler then re-raises
    # the signal, so the process dies of it as before, through the framework's own handler (Paddle's) if any.
    faulthandler.enable()
    if argv[1] == "serve":
        return serve_requests(int(argv[2]), commands, reset)
    run_command(commands[argv[1]], argv[2])
    return 0
