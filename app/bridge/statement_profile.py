"""Where a sample's Python eager time goes, statement by statement (docs/profile.md): the bridges' side of
`graphnet-bench profile`, as core/engine/profile times the nodes of a torch graph in the C++ interpreter.
A GraphNet model.py's forward is a flat list of statements, one op each (`x = paddle._C_ops.op(...)`,
`conv2d = torch.conv2d(...)`), with statements that free what died between them (Paddle's `del x`, torch's
`x = y = None`). A second copy of the GraphModule is
compiled from the same source with a clock read before every statement that frees nothing: a statement's
time runs to the next clock, so freeing what dies after it is part of its cost, as in the C++ profile.
Whole calls of the plain module, measured alone, alternate with calls of the clocked one, so that a change
of the machine's speed moves both alike. Framework-free: the Paddle bridge (paddle_bridge.py) and the torch
bridge (graphnet_bridge.py) hand in their modules and synchronisation.
"""

import ast
import statistics
import time


def frees(stmt):
    """`del x, y` (Paddle) or `x = y = None` (torch.fx): what died is freed, its time the op's before it."""
    return isinstance(stmt, ast.Delete) or (isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant)
                                            and stmt.value.value is None)


def clocked_forward(tree, path, sync):
    """Puts a call of `_gnw_clock(i)` before each statement of GraphModule.forward in `tree` (in place)
    except those that free (frees). Returns (lines, starts, clock): `lines[i]` is the model.py line of the statement clock i
    precedes; `clock`, bound to the name `_gnw_clock` where the tree is executed, writes each call's
    readings (perf_counter seconds, after sync()) into `starts`."""
    module = next((n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "GraphModule"), None)
    forward = module and next((n for n in module.body if isinstance(n, ast.FunctionDef) and n.name == "forward"),
                              None)
    if forward is None:
        raise ValueError(f"{path}: no GraphModule.forward")
    lines, body = [], []
    for stmt in forward.body:
        if not frees(stmt):
            clock = ast.Expr(ast.Call(ast.Name("_gnw_clock", ast.Load()), [ast.Constant(len(lines))], []))
            body.append(ast.copy_location(clock, stmt))
            lines.append(stmt.lineno)
        body.append(stmt)
    forward.body = body
    ast.fix_missing_locations(tree)
    starts = [0.0] * len(lines)

    def clock(i):
        sync()
        starts[i] = time.perf_counter()

    return lines, starts, clock


def profile_statements(plain, clocked, lines, starts, inputs, sync, warmup, trials):
    """Median whole call (plain, alone) and median time per statement (clocked), over `trials` of each;
    inputs by keyword, as the bridges call their models."""
    calls, per_statement = [], [[] for _ in lines]
    for _ in range(warmup):
        plain(**inputs)
        clocked(**inputs)
    for _ in range(trials):
        sync()
        t0 = time.perf_counter()
        plain(**inputs)
        sync()
        calls.append((time.perf_counter() - t0) * 1e3)
        clocked(**inputs)
        sync()
        end = time.perf_counter()
        for i in range(len(lines)):
            stop = starts[i + 1] if i + 1 < len(lines) else end
            per_statement[i].append((stop - starts[i]) * 1e3)
    return statistics.median(calls), [{"line": line, "ms": statistics.median(ms)}
                                      for line, ms in zip(lines, per_statement)]
