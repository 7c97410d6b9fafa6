#!/usr/bin/env bash
# Installs the system packages the tests need and npm cannot provide (Debian): Chromium for browser tests.
# Run as root; scripts/test.mjs calls it when something is missing.
set -euo pipefail
packages=(chromium)
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages. Install them as root: apt-get install -y ${packages[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${packages[@]}" fonts-liberation
