#!/usr/bin/env bash
# Makes public/fonts/noether-math/noether-math.woff2, the font every formula is set in: the build cuts each
# page's own subset out of it (lib/mdx/math-font.mjs). Run by hand when content needs a character the subset
# lacks; the result is committed, so neither the build nor a fresh machine needs these tools.
#
# Source: Latin Modern Math 1.959 (GUST e-foundry) from Debian's fonts-lmodern package, under the GUST Font
# License (LICENCE beside the font). That licence asks that a derived font carry a new name, so the subset is
# renamed "Noether Math". Tools: fontTools' pyftsubset with brotli (pip install fonttools brotli).
#
# The subset keeps the OpenType MATH table (stretchy brackets, radicals, big operators) and: ASCII and
# Latin-1 signs, Greek, the letterlike, arrow and operator characters our formulas use (and their
# neighbours), and the mathematical italic, bold, script, fraktur and double-struck alphabets. Anything
# else falls back to the reader's own math font (the `math` family).
#
# No OpenType layout features are kept (--layout-features=''). Latin Modern Math has three: 'ssty' (optical
# script-size glyphs), 'dtls' (dotless letters under accents) and 'aalt'. Chromium does not apply them to
# MathML (a superscript drawn with and without 'ssty' is the same pixels), and 'ssty' alone doubled the
# file, so scripts are the main glyphs scaled down in every browser, as KaTeX drew them. The MATH table's
# own size variants and stretchy parts are kept. Full font: 381 KB; the subset with 'ssty': 184 KB; this
# subset: about 92 KB, loaded once and cached.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download fonts-lmodern >/dev/null && dpkg-deb -x fonts-lmodern_*.deb x)
source="$work/x/usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf"
ranges="U+0020-007E,U+00A0,U+00AC,U+00B0,U+00B1,U+00B7,U+00D7,U+00F7,U+0131,U+0237,U+02C6,U+02C7,U+02D8-02DA,U+02DC,\
U+0300-0308,U+030A,U+030C,U+0338,U+0391-03A9,U+03B1-03C9,U+03D1,U+03D5,U+03D6,U+03F0,U+03F1,U+03F5,\
U+2009,U+2016,U+2018-201D,U+2020,U+2021,U+2026,U+2032-2034,U+203E,U+2061-2064,U+20D7,\
U+2102,U+210B-2113,U+2115,U+2118-211D,U+2124,U+2127,U+2128,U+212C,U+212D,U+2130,U+2131,U+2133,U+2135,\
U+2190-2199,U+21A6,U+21BC-21CC,U+21D0-21D5,U+21DD,U+2200-2237,U+223C-2248,U+224D,U+2250,U+2260-2273,\
U+227A-227D,U+2282-228B,U+228E,U+2293-22A5,U+22A8,U+22A9,U+22AC,U+22B2-22B5,U+22C0-22CE,U+22EE-22F1,\
U+2300,U+2308-230B,U+231C-231F,U+2322,U+2323,U+23B4,U+23B5,U+23DC-23E1,U+25A1,U+25B3,U+25B7,U+25C1,U+25CB,\
U+27C2,U+27E6-27EF,U+27F5-27FF,U+2A00-2A06,U+2A0C-2A11,\
U+1D400-1D467,U+1D49C-1D4B5,U+1D504-1D537,U+1D538-1D551,U+1D6E2-1D71B"
out=public/fonts/noether-math
mkdir -p "$out"
pyftsubset "$source" --unicodes="$ranges" --layout-features='' --desubroutinize --flavor=woff2 --output-file="$out/noether-math.woff2"
python3 - "$out/noether-math.woff2" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
for record in font['name'].names:
    if record.nameID in (1, 4, 16):
        record.string = 'Noether Math'
    elif record.nameID in (3, 6):
        record.string = 'NoetherMath-Regular'
    elif record.nameID == 5:
        record.string = str(record) + '; subset of Latin Modern Math for Noether'
font.save(sys.argv[1])
PY
cp "$work/x/usr/share/texmf/doc/fonts/lm-math/GUST-FONT-LICENSE.txt" "$out/LICENCE"
ls -l "$out"

