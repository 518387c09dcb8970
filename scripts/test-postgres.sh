#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the test suite and prints its URL.
#   eval "$(scripts/test-postgres.sh start)"   # exports TEST_DATABASE_URL (and INSUITE_TEST_PG_STARTED)
#   scripts/test-postgres.sh stop             # stops it, if `start` started it
# PGPORT (default 55432) is the port it listens on, PGDATA_DIR (default /tmp/insuite-pg) its data
# folder, which `start` wipes and makes anew unless a server already runs there.
# Installs Debian's postgresql package when no server binaries are present (needs root).
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDATA_DIR="${PGDATA_DIR:-/tmp/insuite-pg}"
# Written by `start` beside the server it started, with the server's process id: `stop` stops
# only that server, never one someone else runs in the same folder.
MARK="$PGDATA_DIR/started-by-test-postgres"

bindir() {
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$d" ]; then
    echo "installing postgresql..." >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) >&2
    d=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  echo "$d"
}

as_pg() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "${1:-start}" in
  start)
    BIN=$(bindir)
    started=0
    if ! as_pg "$BIN/pg_ctl -D $PGDATA_DIR status" >/dev/null 2>&1; then
      started=1
      rm -rf "$PGDATA_DIR"
      mkdir -p "$PGDATA_DIR"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$PGDATA_DIR"
      as_pg "$BIN/initdb -D $PGDATA_DIR -A trust -U postgres --no-sync" >/dev/null
      as_pg "$BIN/pg_ctl -D $PGDATA_DIR -l $PGDATA_DIR/server.log -w -o \"-h 127.0.0.1 -p $PGPORT -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start" >/dev/null
      head -n 1 "$PGDATA_DIR/postmaster.pid" >"$MARK"
    fi
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/postgres"
    # Tells the caller whether this call started the server (and so should stop it).
    echo "export INSUITE_TEST_PG_STARTED=$started"
    ;;
  stop)
    running=$(head -n 1 "$PGDATA_DIR/postmaster.pid" 2>/dev/null || true)
    if [ -z "$running" ]; then
      echo "no PostgreSQL server runs in $PGDATA_DIR" >&2
    elif [ "$(cat "$MARK" 2>/dev/null || true)" != "$running" ]; then
      echo "the PostgreSQL server in $PGDATA_DIR (process $running) was not started by this script: left running" >&2
    else
      BIN=$(bindir)
      as_pg "$BIN/pg_ctl -D $PGDATA_DIR -m fast -w stop" >/dev/null
      rm -f "$MARK"
    fi
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
