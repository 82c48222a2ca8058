#!/usr/bin/env bash
# Installs the Debian Chromium package a run needs when it is missing (Playwright cannot download its
# own here): `chromium-headless-shell` for the e2e specs, `chromium` (the default) for the benchmarks.
set -euo pipefail
package=${1:-chromium}
case $package in
  chromium) binary=${CHROMIUM_PATH:-/usr/bin/chromium}; variable=CHROMIUM_PATH ;;
  chromium-headless-shell) binary=${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}; variable=CHROMIUM_HEADLESS_SHELL_PATH ;;
  *) echo "usage: $0 [chromium|chromium-headless-shell]" >&2; exit 2 ;;
esac
[ -x "$binary" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "$binary is missing: installing Debian's $package package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  exit 0
fi
echo "$binary is missing. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y $package" >&2
echo "or point $variable at it." >&2
exit 1
