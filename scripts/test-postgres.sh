#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the test suite and prints its URL.
#   eval "$(scripts/test-postgres.sh start)"   # exports TEST_DATABASE_URL (and INSUITE_TEST_PG_STARTED)
#   scripts/test-postgres.sh stop
# Installs Debian's postgresql package when no server binaries are present (needs root).
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDATA_DIR="${PGDATA_DIR:-/tmp/insuite-pg}"

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
    fi
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/postgres"
    # Tells the caller whether this call started the server (and so should stop it).
    echo "export INSUITE_TEST_PG_STARTED=$started"
    ;;
  stop)
    BIN=$(bindir)
    as_pg "$BIN/pg_ctl -D $PGDATA_DIR -m fast stop" >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
