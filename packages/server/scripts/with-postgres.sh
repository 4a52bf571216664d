#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster, e.g.
#   bash packages/server/scripts/with-postgres.sh npx vitest run packages/server
# The cluster lives in a fresh folder under /tmp, listens on 127.0.0.1:${PG_PORT:-54329} with trust auth, and is
# stopped and deleted when the command ends, whatever its outcome. The command sees TEST_DATABASE_URL.
# Run it as root (PostgreSQL refuses to run as root, so the server runs as the postgres user) or as a user
# allowed to run PostgreSQL itself.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PG_PORT="${PG_PORT:-54329}"
if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL binaries not found in $PG_BIN (set PG_BIN)" >&2
  exit 2
fi

ROOT_DIR="$(mktemp -d /tmp/cadence-postgres-XXXXXX)"
DATA_DIR="$ROOT_DIR/data"

as_db_user() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

stop_cluster() {
  as_db_user "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$ROOT_DIR"
}
trap stop_cluster EXIT

if [ "$(id -u)" -eq 0 ]; then chown postgres "$ROOT_DIR"; fi
as_db_user "$PG_BIN/initdb" -D "$DATA_DIR" -U postgres --auth=trust --encoding=UTF8 --locale=C >/dev/null
as_db_user "$PG_BIN/pg_ctl" -D "$DATA_DIR" -l "$ROOT_DIR/postgres.log" -w \
  -o "-h 127.0.0.1 -p $PG_PORT -k $ROOT_DIR -c fsync=off -c full_page_writes=off" start >/dev/null
as_db_user "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres cadence_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/cadence_test"
echo "PostgreSQL 15 ready at $TEST_DATABASE_URL"
status=0
"$@" || status=$?
exit "$status"
