#!/usr/bin/env bash
# axe-core (the accessibility checker the browser tests inject into chromium), fetched once
# from the npm registry with npm's own client and kept in .cache/axe/axe.min.js. Prints the
# file's path. Used by .ci/run before the tests; safe to run again (does nothing when present).
# Tests find the file through EDU_DOMINO_AXE or at that default place.
set -euo pipefail
cd "$(dirname "$0")/.."
version="4.14.1"  # pinned: the rules a page is judged by change between versions
dest=".cache/axe"
file="$dest/axe.min.js"
if [ ! -s "$file" ]; then
  if ! command -v npm >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null) \
      || echo "warning: could not install npm" >&2
  fi
  mkdir -p "$dest"
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack "axe-core@$version" --silent >/dev/null)
  tar -xzf "$work/axe-core-$version.tgz" -C "$work" package/axe.min.js
  mv "$work/package/axe.min.js" "$file.tmp" && mv "$file.tmp" "$file"
fi
echo "$PWD/$file"
