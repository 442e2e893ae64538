#!/usr/bin/env bash
# Installs (Debian's package, when missing) and starts a local PostgreSQL for the server suite,
# with a role that may create the per-test-file databases. Loopback only.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  pg_createcluster "$version" main >/dev/null
fi
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p 5432 -q && break
  sleep 1
done
su postgres -c "psql -q -v ON_ERROR_STOP=1" <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'croupier') THEN
    CREATE ROLE croupier LOGIN CREATEDB PASSWORD 'croupier';
  END IF;
END $$;
-- DROP DATABASE … WITH (FORCE) in the test harness may meet an autovacuum worker.
GRANT pg_signal_backend TO croupier;
SELECT 'CREATE DATABASE croupier OWNER croupier'
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'croupier')\gexec
SQL
echo "PostgreSQL $version is up on 127.0.0.1:5432"
