#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the server test suite and prints
# the DATABASE_URL to use (the only line on stdout; progress goes to stderr).
# Idempotent: reuses the cluster when it is already initialised or running.
#
#   export DATABASE_URL="$(server/scripts/ci-postgres.sh)"
#   npm run test:server
#
#   server/scripts/ci-postgres.sh status   # exit 0 when the cluster is running
#   server/scripts/ci-postgres.sh stop     # stop it (npm test stops the one it started)
#
# Settings: PG_BIN (default /usr/lib/postgresql/15/bin), PG_PORT (5433),
# PG_DATA (default $TMPDIR/meridian-pgdata), PG_DB (meridian_test).
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PG_PORT="${PG_PORT:-5433}"
PG_DATA="${PG_DATA:-${TMPDIR:-/tmp}/meridian-pgdata}"
PG_DB="${PG_DB:-meridian_test}"
PG_LOG="$PG_DATA.log"

log() { echo "ci-postgres: $*" >&2; }

if [ ! -x "$PG_BIN/initdb" ]; then
  log "no PostgreSQL binaries in $PG_BIN (install the Debian postgresql package or set PG_BIN)"
  exit 1
fi

# initdb and postgres refuse to run as root, so the cluster belongs to the postgres user then.
if [ "$(id -u)" -eq 0 ]; then
  run_as() { su postgres -s /bin/sh -c "$*"; }
  PG_USER=postgres
else
  run_as() { sh -c "$*"; }
  PG_USER="$(id -un)"
fi

case "${1:-start}" in
  status)
    [ -f "$PG_DATA/PG_VERSION" ] && run_as "'$PG_BIN/pg_ctl' -D '$PG_DATA' status" >/dev/null 2>&1
    exit $?
    ;;
  stop)
    if [ -f "$PG_DATA/PG_VERSION" ]; then
      run_as "'$PG_BIN/pg_ctl' -D '$PG_DATA' -m fast -w stop" >&2 || true
    fi
    exit 0
    ;;
  start) ;;
  *)
    log "unknown command: $1 (start, status or stop)"
    exit 2
    ;;
esac

if [ ! -f "$PG_DATA/PG_VERSION" ]; then
  log "initialising a cluster in $PG_DATA"
  mkdir -p "$PG_DATA"
  if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$PG_DATA"; fi
  chmod 700 "$PG_DATA"
  # trust auth: loopback only, throwaway data, no password to manage in CI.
  run_as "'$PG_BIN/initdb' -D '$PG_DATA' -U '$PG_USER' --auth=trust --encoding=UTF8 --no-sync" >&2
fi

if ! run_as "'$PG_BIN/pg_ctl' -D '$PG_DATA' status" >/dev/null 2>&1; then
  log "starting PostgreSQL on 127.0.0.1:$PG_PORT"
  touch "$PG_LOG"
  if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$PG_LOG"; fi
  run_as "'$PG_BIN/pg_ctl' -D '$PG_DATA' -l '$PG_LOG' -w -t 30 \
    -o \"-k '$PG_DATA' -c listen_addresses=127.0.0.1 -p $PG_PORT -c fsync=off\" start" >&2
fi

if ! "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" -d postgres -tAc \
  "SELECT 1 FROM pg_database WHERE datname = '$PG_DB'" | grep -q 1; then
  log "creating database $PG_DB"
  "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" "$PG_DB"
fi

echo "postgres://$PG_USER@127.0.0.1:$PG_PORT/$PG_DB"
