#!/usr/bin/env bash
# Installs the system packages the tests need and npm cannot provide (Debian): Chromium for browser tests,
# PostgreSQL's server programs for the server suites, redis-server for the multi-node community suites. Run as root; scripts/test.mjs calls it when something is missing.
set -euo pipefail
# postgresql pulls in postgresql-<version>, whose initdb, pg_ctl and postgres land in
# /usr/lib/postgresql/<version>/bin (not on PATH), where scripts/postgres.mjs looks; it also creates the
# unprivileged `postgres` user the test harness runs them as when the tests run as root.
packages=(chromium fonts-liberation postgresql redis-server)
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages. Install them as root: apt-get install -y --no-install-recommends ${packages[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${packages[@]}"
