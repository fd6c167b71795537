#!/usr/bin/env bash
# Makes public/fonts/cm/<font>.woff2, the Computer Modern faces TikZ figures' labels are set in
# (styles/figures.css, checked by lib/figures/render.mjs). Usage: scripts/fonts/cm-woff2.sh cmr10 cmmi10 ...
# (no arguments: every face already served). Run by hand when a figure needs a new face; the result is
# committed, so neither the build nor a fresh machine needs fontTools (pip install fonttools brotli).
#
# Source: the BaKoMa TrueType fonts node-tikzjax ships (node_modules/node-tikzjax/css/bakoma/ttf), the same
# glyphs its TeX engine measured. They are stored as WOFF2, about 40% smaller than the TrueType files;
# the BaKoMa licence (public/fonts/cm/LICENCE) allows modified copies with its notices, kept beside them.
set -euo pipefail
cd "$(dirname "$0")/../.."
src=node_modules/node-tikzjax/css/bakoma/ttf
out=public/fonts/cm
fonts=("$@")
if [ ${#fonts[@]} -eq 0 ]; then
  for f in "$out"/*.woff2; do fonts+=("$(basename "$f" .woff2)"); done
fi
for font in "${fonts[@]}"; do
  python3 -c 'import logging, sys; logging.disable(logging.WARNING); from fontTools.ttLib import TTFont; f = TTFont(sys.argv[1]); f.flavor = "woff2"; f.save(sys.argv[2])' \
    "$src/$font.ttf" "$out/$font.woff2"
  echo "$out/$font.woff2: $(wc -c < "$out/$font.woff2") bytes (TrueType: $(wc -c < "$src/$font.ttf"))"
done
