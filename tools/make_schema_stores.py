#!/usr/bin/env python3
"""Stores of every earlier schema version, for tst_store_schema_versions (tests/data/stores/).

Each store is what a build of that schema version wrote: the shipped migrations 1..N (read from
core/store/Migrations.cpp, which only ever appends them), user_version N, and one run with one result
holding every column that version had, with the values tests/data/stores/expected.json lists. The current
code must open each (migrating it) and read the run and the result back unchanged, with the columns added
since left empty.

    python3 tools/make_schema_stores.py            # writes tests/data/stores/schema-vN.sqlite, N < latest
"""

import json
import os
import re
import sqlite3
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "tests", "data", "stores")

# One run and one result, as they would have been stored; a column only where the version had it.
RUN = {"name": "inductor on cpu 2026-11-20T10:00:00Z", "compiler": "inductor", "device": "cpu",
       "hardware": "Intel Xeon", "framework_version": "torch 2.13.0", "threads": 2, "warmup": 3, "trials": 5,
       "seed": 123, "started_at": "2026-11-20T10:00:00Z", "finished_at": "2026-11-20T10:05:00Z",
       "source": "engine", "notes": "written as schema version {version} wrote it"}
RESULT = {"sample_path": "samples/timm/resnet18", "status": "correct", "failure_class": "",
          "eager_e2e_median": 12.5, "compiled_e2e_median": 10.0, "speedup_e2e": 1.25, "compile_ms": 3456.0,
          "message": "", "backend": "inductor", "baseline": "python-eager", "protocol": "upstream",
          "speedup_ci_low": 1.2, "speedup_ci_high": 1.3, "graph_breaks": 0, "trials": 5, "rel_iqr": 0.05,
          "remeasures": 1, "noisy": 0, "machine": "{}", "measured_at": "2026-11-20T10:01:00Z", "contention": 0.1}


def migrations():
    text = open(os.path.join(ROOT, "core", "store", "Migrations.cpp"), encoding="utf-8").read()
    sql = dict(re.findall(r'constexpr std::string_view (\w+) = R"sql\((.*?)\)sql";', text, re.S))
    table = re.search(r"kMigrations\{(.*?)\};", text, re.S).group(1)
    return [(int(v), sql[name]) for v, name in re.findall(r"\{(\d+), (\w+)\}", table)]


def columns(db, table):
    return {row[1] for row in db.execute(f"PRAGMA table_info({table})")}


def insert(db, table, values):
    have = columns(db, table)
    row = {k: v for k, v in values.items() if k in have}
    db.execute(f"INSERT INTO {table} ({', '.join(row)}) VALUES ({', '.join('?' for _ in row)})", list(row.values()))


def main():
    steps = migrations()
    latest = steps[-1][0]
    os.makedirs(OUT, exist_ok=True)
    for version in range(1, latest):
        path = os.path.join(OUT, f"schema-v{version}.sqlite")
        if os.path.exists(path):
            os.remove(path)
        db = sqlite3.connect(path)
        for v, sql in steps:
            if v <= version:
                db.executescript(sql)
        db.execute(f"PRAGMA user_version = {version}")
        if "runs" in {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}:
            insert(db, "runs", {k: (v.format(version=version) if isinstance(v, str) else v) for k, v in RUN.items()})
            run_id = db.execute("SELECT MAX(id) FROM runs").fetchone()[0]
            insert(db, "results", dict(RESULT, run_id=run_id))
        db.commit()
        db.execute("VACUUM")
        db.close()
        print(f"wrote {os.path.relpath(path, ROOT)}")
    with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as f:
        json.dump({"written_by": "tools/make_schema_stores.py", "latest_when_written": latest, "run": RUN,
                   "result": RESULT}, f, indent=1, sort_keys=True)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
