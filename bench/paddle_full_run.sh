#!/usr/bin/env bash
# Issue 17's full Paddle run (docs/paddle-full-run.md): bench/full_run.sh with the paddle-static plan.
#   bench/paddle_full_run.sh run|save|merge|retry|status ...   as bench/full_run.sh paddle-static ...
exec "$(dirname "$0")/full_run.sh" paddle-static "$@"
