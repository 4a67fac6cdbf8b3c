#!/usr/bin/env bash
# A private single-node Slurm cluster for the cluster tests (docs/cluster.md).
#   slurm_fixture.sh start STATE_DIR   starts munged, slurmctld and slurmd; writes STATE_DIR/cluster.env
#   slurm_fixture.sh stop STATE_DIR    cancels its jobs, stops the daemons it started (by pid), cleans up
#
# The cluster is private so that it never disturbs a Slurm that is already running on the machine, nor a
# second copy of this fixture (another build tree, ctest -j): its own munged socket and key, its own
# slurm.conf (clients find it through SLURM_CONF), free TCP ports picked at start, its own state and spool
# directories under a short /tmp directory (slurmd puts unix sockets there, whose paths are limited to
# 108 bytes). Only root can run slurmd, so a non-root start writes SKIP=... into cluster.env and succeeds:
# the tests read it and skip with that message. Every wait is bounded.
set -euo pipefail

cmd="${1:-}"
state="${2:-}"
if [ -z "$cmd" ] || [ -z "$state" ]; then
  echo "usage: $0 start|stop STATE_DIR" >&2
  exit 2
fi
mkdir -p "$state"
state="$(cd "$state" && pwd)"
envfile="$state/cluster.env"

log() { printf 'slurm_fixture: %s\n' "$*" >&2; }

# Sends SIGTERM to the daemon named by a pid file, after checking that the pid still runs the expected
# program (a stale pid file must not make us signal an unrelated process); prints the pid signalled.
term_pid_file() {
  local pidfile="$1" program="$2"
  [ -f "$pidfile" ] || return 0
  local pid
  pid="$(tr -dc '0-9' <"$pidfile")"
  rm -f "$pidfile"
  [ -n "$pid" ] || return 0
  case "$(readlink "/proc/$pid/exe" 2>/dev/null || true)" in
    *"$program"*) kill -TERM "$pid" 2>/dev/null && echo "$pid" ;;
  esac
  return 0
}

# Waits up to 10 s for the given pids to exit, then SIGKILLs the rest.
wait_pids() {
  for pid in "$@"; do
    for _ in $(seq 100); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
      log "pid $pid ignored SIGTERM for 10 s; killing it"
      kill -KILL "$pid" 2>/dev/null || true
    fi
  done
}

stop_cluster() {
  [ -f "$envfile" ] || return 0
  local run_dir
  run_dir="$(sed -n 's/^RUN_DIR=//p' "$envfile")"
  local conf="$run_dir/slurm.conf"
  if [ -n "$run_dir" ] && [ -d "$run_dir" ]; then
    # Jobs first, so that no slurmstepd outlives its slurmd.
    if [ -f "$conf" ] && SLURM_CONF="$conf" timeout 10 squeue -h -o %i 2>/dev/null | grep -q .; then
      SLURM_CONF="$conf" timeout 10 scancel --full --signal=KILL "--user=$(id -un)" 2>/dev/null || true
      for _ in $(seq 100); do
        SLURM_CONF="$conf" timeout 10 squeue -h -o %i 2>/dev/null | grep -q . || break
        sleep 0.1
      done
    fi
    local pids=()
    pids+=($(term_pid_file "$run_dir/slurmd.pid" slurmd))
    pids+=($(term_pid_file "$run_dir/slurmctld.pid" slurmctld))
    pids+=($(term_pid_file "$run_dir/munged.pid" munged))
    wait_pids "${pids[@]}"
    case "$run_dir" in
      /tmp/gnw-slurm.*) rm -rf "$run_dir" ;;
    esac
  fi
  rm -f "$envfile"
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

start_cluster() {
  # A fixture left over from a killed test run is stopped first (by its own pid files).
  stop_cluster
  if [ "$(id -u)" -ne 0 ]; then
    echo "SKIP=[needs root] the Slurm tests need root (slurmd runs jobs as their owner); running as $(id -un)" >"$envfile"
    log "not root: the Slurm tests will skip"
    return 0
  fi
  local missing=()
  for tool in munged slurmctld slurmd sbatch squeue scancel sinfo; do
    command -v "$tool" >/dev/null || missing+=("$tool")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    log "missing ${missing[*]}: install slurmctld slurmd slurm-client munge (./workbench test does)"
    return 1
  fi
  local run_dir
  run_dir="$(mktemp -d /tmp/gnw-slurm.XXXXXX)"
  chmod 755 "$run_dir"
  # munged wants its key private and its socket's directory traversable by all (clients run as anyone).
  mkdir -p "$run_dir/munge" "$run_dir/munge-socket" "$run_dir/state" "$run_dir/spool"
  chown munge:munge "$run_dir/munge" "$run_dir/munge-socket"
  chmod 700 "$run_dir/munge"
  chmod 755 "$run_dir/munge-socket"
  echo "RUN_DIR=$run_dir" >"$envfile"

  # munged: its own key and socket, run as the munge user as the Debian service does.
  dd if=/dev/urandom of="$run_dir/munge/munge.key" bs=1 count=1024 status=none
  chown munge:munge "$run_dir/munge/munge.key"
  chmod 400 "$run_dir/munge/munge.key"
  local socket="$run_dir/munge-socket/munge.socket"
  runuser -u munge -- /usr/sbin/munged --socket="$socket" --key-file="$run_dir/munge/munge.key" \
    --pid-file="$run_dir/munge/munged.pid" --log-file="$run_dir/munge/munged.log" \
    --seed-file="$run_dir/munge/munged.seed"
  for _ in $(seq 100); do
    [ -S "$socket" ] && [ -s "$run_dir/munge/munged.pid" ] && break
    sleep 0.1
  done
  # The pid file lives in the munge-owned directory; keep a copy next to the others for stop.
  cp "$run_dir/munge/munged.pid" "$run_dir/munged.pid" 2>/dev/null || true
  [ -S "$socket" ] || { log "munged did not create $socket:"; cat "$run_dir/munge/munged.log" >&2; return 1; }

  local host cpus mem_mb ctld_port d_port
  host="$(hostname -s)"
  cpus="$(nproc)"
  # Leave the machine some memory; jobs get an equal share per CPU by default.
  mem_mb=$(($(awk '/MemTotal/ {print int($2 / 1024)}' /proc/meminfo) * 3 / 4))
  ctld_port="$(free_port)"
  d_port="$(free_port)"
  while [ "$d_port" = "$ctld_port" ]; do d_port="$(free_port)"; done
  cat >"$run_dir/slurm.conf" <<EOF
# Written by tests/cluster/slurm_fixture.sh: a private single-node cluster for the tests.
ClusterName=gnwtest
SlurmctldHost=$host
SlurmctldPort=$ctld_port
SlurmdPort=$d_port
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$socket
SlurmUser=root
SlurmdUser=root
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
MpiDefault=none
ReturnToService=2
StateSaveLocation=$run_dir/state
SlurmdSpoolDir=$run_dir/spool
SlurmctldPidFile=$run_dir/slurmctld.pid
SlurmdPidFile=$run_dir/slurmd.pid
SlurmctldLogFile=$run_dir/slurmctld.log
SlurmdLogFile=$run_dir/slurmd.log
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MinJobAge=600
KillWait=5
InactiveLimit=0
SlurmctldTimeout=30
SlurmdTimeout=30
DefMemPerCPU=$((mem_mb / cpus))
NodeName=$host CPUs=$cpus RealMemory=$mem_mb State=UNKNOWN
PartitionName=gnwtest Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
  echo "SLURM_CONF=$run_dir/slurm.conf" >>"$envfile"
  export SLURM_CONF="$run_dir/slurm.conf"
  # -c: a fresh cluster, no state to recover. Both daemonize and write their pid files.
  slurmctld -c -f "$SLURM_CONF" </dev/null >"$run_dir/slurmctld.out" 2>&1
  slurmd -f "$SLURM_CONF" </dev/null >"$run_dir/slurmd.out" 2>&1
  local st=""
  for _ in $(seq 300); do
    st="$(timeout 5 sinfo -h -o %T 2>/dev/null || true)"
    [ "$st" = idle ] && break
    sleep 0.1
  done
  if [ "$st" != idle ]; then
    log "the node did not become idle within 30 s (state '$st'); daemon logs:"
    tail -n 20 "$run_dir/slurmctld.log" "$run_dir/slurmd.log" >&2 || true
    return 1
  fi
  log "cluster up: $SLURM_CONF (node $host, $cpus CPUs, ports $ctld_port/$d_port)"
}

case "$cmd" in
  start)
    if ! start_cluster; then
      stop_cluster
      exit 1
    fi
    ;;
  stop) stop_cluster ;;
  *)
    echo "usage: $0 start|stop STATE_DIR" >&2
    exit 2
    ;;
esac
