"""What every bridge shares, whatever framework it runs (docs/backends.md): carrying out the steps of a
measurement (execute_steps), phase errors, the result file and the request channel. The schedule is not
here: which calls of which side, in which order, how many and whether to measure again is decided by the
C++ scheduler (core/engine/measure/MeasurementScheduler.h), which sends it step by step; a bridge runs
exactly the calls it is asked for and returns their raw times. No framework is imported here: the torch
bridge (graphnet_bridge.py) and the Paddle bridge (paddle_bridge.py) hand in a Framework with their seed,
synchronisation and output copy.
"""

import faulthandler
import json
import os
import threading
import time
import traceback

# The version of the measure request and its steps (kBridgeProtocolVersion in
# core/engine/measure/detail/BridgeSides.h; tst_call_schedule checks that both say the same).
BRIDGE_PROTOCOL_VERSION = 2
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


def check_described(framework, implemented, debug=()):
    """Raises at import when a bridge implements other backends of `framework` ("torch" or "paddle") than
    backends.json, the one description the C++ registry reads too, lists (native ones included: the bridge
    prepares them)."""
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "backends.json"), encoding="utf-8") as f:
        entries = [e for e in json.load(f)["backends"] if e["framework"] == framework]

    def named(drills):
        return {e["name"] for e in entries if e.get("debug", False) == drills}

    for names, described in ((set(implemented), named(False)), (set(debug), named(True))):
        if names != described:
            raise RuntimeError(f"the {framework} bridge implements {sorted(names - described)} beyond backends.json "
                               f"and lacks {sorted(described - names)} that it describes")


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


def trace_call(side, what):
    """One line per call in the file $GNW_CALL_TRACE names, as the C++ side writes them
    (core/engine/measure/CallTrace.h): how a test sees the calls the bridge carried out."""
    path = os.environ.get("GNW_CALL_TRACE")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"{side} {what}\n" if side else f"{what}\n")


class Side:
    """One side of the comparison: its callable, its inputs and its first outputs. `framework` gives
    seed(n), sync(), device_events() (a (start, stop) pair or None), elapsed(start, stop) and snapshot(out)
    (the outputs as a list of copies, since later calls may write into them). after_first() runs after the
    first call (the torch bridge reads dynamo's counters there)."""

    def __init__(self, framework, call, inputs, after_first=None):
        self.framework = framework
        self.call = call
        self.inputs = inputs
        self.outputs = None
        self.after_first = after_first

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
        """The seeded first call, whose outputs are compared; returns its ms."""
        self.framework.seed(RUNTIME_SEED)
        out, ms, _ = self.timed(lambda: self.call(**self.inputs))
        self.outputs = self.framework.snapshot(out)
        if self.after_first:
            self.after_first()
        return ms

    def untimed(self):
        self.call(**self.inputs)

    def trial(self):
        _, e2e, dev = self.timed(lambda: self.call(**self.inputs))
        return e2e, dev


def check_request_version(req):
    """A request of another protocol version is refused with phase "protocol" (class protocol_error)."""
    version = req.get("protocol_version")
    if version != BRIDGE_PROTOCOL_VERSION:
        raise PhaseError("protocol", f"request protocol_version {version!r}; this bridge speaks "
                                     f"{BRIDGE_PROTOCOL_VERSION} ({os.path.abspath(__file__)})")


# Each step's fields (besides "op"), and a segment's: a missing or unknown one is refused, naming it.
STEP_FIELDS = {"first": {"side"}, "compile": set(), "calls": {"segments"}, "finish": {"kernel_calls"}}
SEGMENT_FIELDS = {"side", "min_calls", "max_calls", "until_ms", "timed"}


def check_fields(what, given, expected):
    missing, unknown = expected - set(given), set(given) - expected
    if missing or unknown:
        raise PhaseError("protocol", f"{what}: " + "; ".join(
            ([f"missing field(s) {sorted(missing)}"] if missing else []) +
            ([f"unknown field(s) {sorted(unknown)}"] if unknown else [])))


class StepChannel:
    """The steps of one request, read from the `serve` channel, and the replies to them."""

    def __init__(self, reader, channel):
        self.reader = reader
        self.channel = channel

    def next(self):
        line = self.reader.readline()
        if not line:
            raise PhaseError("protocol", "the request channel closed before the measurement finished")
        return json.loads(line)

    def reply(self, obj):
        self.channel.sendall((json.dumps(obj) + "\n").encode("utf-8"))


# Settling between the sides of an interleaved measurement (docs/engine.md, "Settling"): a runtime with a
# pool of its own (ONNX Runtime, OpenVINO, TVM) keeps its threads spinning for tens of milliseconds after a
# call, and the other side's call timed in that while found its cores taken (Python eager 1.7x slower right
# after an ONNX Runtime call on 2 cores, 2026-11-29). Before a timed segment of the other side, the bridge
# waits, untimed, until its own threads use less than SETTLE_BUSY of a core over a SETTLE_WINDOW_S window,
# at most SETTLE_MAX_S.
SETTLE_WINDOW_S = 0.002
SETTLE_BUSY = 0.1
SETTLE_MAX_S = 0.25


def thread_cpu_clock(tid):
    """Linux's CPU-time clock of thread `tid` of this process (the kernel's MAKE_THREAD_CPUCLOCK(tid,
    CPUCLOCK_SCHED)), the clock pthread_getcpuclockid gives, for threads Python did not start."""
    return (~tid << 3) | 6


def thread_states():
    """{tid: (CPU seconds, runnable)} of this process's threads, None without procfs. The CPU time is read
    from the thread's own clock: the process clock (time.process_time) takes a thread running on another
    core into account only at the next scheduler tick (4 ms at this kernel's 250 Hz), so a 2 ms window
    often saw ONNX Runtime's spinning worker as idle and eager ran beside it (1.6x slower, 2026-11-29).
    Runnable (state R) holds a spinner that another process has pushed off its core: it has no CPU time in
    the window, and will have again."""
    try:
        tids = [int(t) for t in os.listdir("/proc/self/task")]
    except OSError:
        return None
    states = {}
    for tid in tids:
        try:
            with open(f"/proc/self/task/{tid}/stat", encoding="ascii") as f:
                runnable = f.read().rpartition(")")[2].split()[0] == "R"
            states[tid] = (time.clock_gettime(thread_cpu_clock(tid)), runnable)
        except OSError:  # the thread ended after the listing
            pass
    return states


def busy_cores(window_s):
    """How many cores the process's threads other than the caller (which reads them) used over a sleep of
    window_s, 1 when one of them is runnable at its end. Per thread: one that ended in the window is left
    out (it spins no more), one that started counts whole."""
    before, wall = thread_states(), time.perf_counter()
    if before is None:  # no procfs: the process clock, tick-late for other threads
        process = time.process_time()
        time.sleep(window_s)
        return (time.process_time() - process) / max(time.perf_counter() - wall, 1e-9)
    time.sleep(window_s)
    after, elapsed = thread_states() or {}, max(time.perf_counter() - wall, 1e-9)
    others = {tid: state for tid, state in after.items() if tid != threading.get_native_id()}
    if any(runnable for _, runnable in others.values()):
        return 1.0
    return sum(s - before.get(tid, (0.0, False))[0] for tid, (s, _) in others.items()) / elapsed


def settle(next_side):
    """Waits until this process's threads are idle (see above); $GNW_SETTLE_TRACE, when set, gets a line
    "<next side> <ms waited> <busy share of the last window> <end, time.monotonic s>" (how a test sees it)."""
    start = time.perf_counter()
    while True:
        busy = busy_cores(SETTLE_WINDOW_S)
        if busy < SETTLE_BUSY or time.perf_counter() - start >= SETTLE_MAX_S:
            break
    path = os.environ.get("GNW_SETTLE_TRACE")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"{next_side} {(time.perf_counter() - start) * 1e3:.1f} {busy:.2f} {time.monotonic():.6f}\n")


def run_segment(name, side, segment):
    """A segment of calls as the C++ CallSegment defines it: at least min_calls, then more while the timed
    ones add up to less than until_ms, at most max_calls. Returns the raw times of the timed calls."""
    phase = name  # "eager" or "compiled", the phase a failing call is reported in
    e2e, device = [], []
    timed_ms, i = 0.0, 0
    while i < segment["min_calls"] or (timed_ms < segment["until_ms"] and i < segment["max_calls"]):
        if segment["timed"]:
            trace_call(name, "trial")
            ms, dev = in_phase(phase, side.trial)
            e2e.append(ms)
            device.append(dev)
            timed_ms += ms
        else:
            trace_call(name, "untimed")
            in_phase(phase, side.untimed)
        i += 1
    return {"e2e_ms": e2e, "device_ms": device}


def execute_steps(steps, eager, compile_side):
    """Carries out the C++ scheduler's steps for one sample until it says "finish", and returns the compiled
    Side and that last step. `eager` is the eager Side; compile_side() prepares the compiled one and
    returns its Side (lazily compiling backends compile in its first call, which is reported in phase
    "compile"). Steps: {"op": "first", "side"} -> {"ms"}; {"op": "compile"} -> {"ms"};
    {"op": "calls", "segments": [{"side", "min_calls", "max_calls", "until_ms", "timed"}]} ->
    {"times": [{"e2e_ms", "device_ms"}, ...]} (one per segment, empty for untimed ones);
    {"op": "finish", "kernel_calls"}. A failure ends the request with its phase (PhaseError)."""
    sides = {"eager": eager, "compiled": None}
    last_side = None  # the side that ran last: the other one's timed calls wait for it to settle
    while True:
        step = steps.next()
        op = step.get("op")
        if op not in STEP_FIELDS:
            raise PhaseError("protocol", f"unknown step {op!r}")
        check_fields(f"step {op!r}", {k: v for k, v in step.items() if k != "op"}, STEP_FIELDS[op])
        for segment in step.get("segments", []):
            check_fields("a segment of step 'calls'", segment, SEGMENT_FIELDS)
        if op == "finish":
            if sides["compiled"] is None:
                raise PhaseError("protocol", "the measurement finished before the compiled side was prepared")
            return sides["compiled"], step
        if op == "compile":
            trace_call("", "compile")
            t0 = time.perf_counter()
            sides["compiled"] = in_phase("compile", compile_side)
            steps.reply({"ms": (time.perf_counter() - t0) * 1e3})
            continue
        named = [step.get("side")] if op == "first" else [s.get("side") for s in step.get("segments", [])]
        for name in named:
            if sides.get(name) is None:
                raise PhaseError("protocol", f"step {op!r} names side {name!r}, which is not ready")
        if op == "first":
            name = step["side"]
            trace_call(name, "first")
            steps.reply({"ms": in_phase("eager" if name == "eager" else "compile", sides[name].first)})
            last_side = name
        else:
            times = []
            for s in step["segments"]:
                if s["timed"] and last_side not in (None, s["side"]):
                    settle(s["side"])
                times.append(run_segment(s["side"], sides[s["side"]], s))
                last_side = s["side"]
            steps.reply({"times": times})


def write_result(path, obj):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(obj, f)
    os.replace(tmp, path)


def run_command(command, request_path, steps=None):
    """Runs one request file through `command` (with the request's StepChannel where it is served) and
    writes its result file; the garbage drill writes garbage instead."""
    with open(request_path, encoding="utf-8") as f:
        req = json.load(f)
    try:
        result = command(req, steps)
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
        run_command(commands[msg["command"]], msg["request"], StepChannel(reader, channel))
        if reset:
            reset()
        sys.stdout.flush()
        sys.stderr.flush()
        channel.sendall(b"done\n")
    return 0


def serve(argv, doc, describe, commands, reset=None):
    """The bridges' command line: `describe RESULT.json`, `COMMAND REQUEST.json` for a command in
    `commands` (name -> function(request, steps) returning the result object; steps is None outside `serve`),
    or `serve FD` (serve_requests)."""
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
