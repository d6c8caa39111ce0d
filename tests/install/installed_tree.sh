#!/bin/sh
# The install rules (cmake/Install.cmake) give a tree that runs on its own: installed under a scratch prefix,
# then moved, the programs find their data from their own location, from a folder outside the project.
# usage: installed_tree.sh BUILD_DIR
set -eu
build="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
mv "$tmp/prefix" "$tmp/moved"
cd "$tmp"
moved="$tmp/moved"
"$moved/bin/td-cli" check "$moved"/share/tower-defence/levels/*.json >/dev/null
for file in share/applications/org.towerdefence.td.desktop share/metainfo/org.towerdefence.td.metainfo.xml \
  share/man/man6/td.6.gz share/man/man6/td-cli.6.gz share/doc/tower-defence/copyright \
  share/icons/hicolor/16x16/apps/org.towerdefence.td.png share/icons/hicolor/512x512/apps/org.towerdefence.td.png; do
  [ -s "$moved/$file" ] || { echo "not installed: $file" >&2; exit 1; }
done
# A shipped level by name, drawn: the game found its data with the project out of its sight.
"$moved/bin/td" --level two_gates --screenshot shot.png --size 640x360
[ -s shot.png ] || { echo "the installed game saved no screenshot" >&2; exit 1; }
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$moved/share/applications/org.towerdefence.td.desktop"
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net --pedantic "$moved/share/metainfo/org.towerdefence.td.metainfo.xml" >/dev/null
fi
echo "installed, moved and run: $(find "$moved" -type f | wc -l) files"
