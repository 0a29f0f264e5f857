#!/usr/bin/env bash
# Builds the packaged app into dist/tarot-table/ and the archive a player downloads,
# dist/tarot-table-VERSION-linux-ARCH.tar.gz (run from anywhere).
# Needs the package extra: pip install -e '.[package]'. Point TAROT_TABLE_DECKS at a
# deck folder (for example ../shared/decks) to bundle the Rider-Waite-Smith cards.
set -euo pipefail
cd "$(dirname "$0")/.."
python_bin="${PYTHON:-python3}"
started=$SECONDS
"$python_bin" -m PyInstaller --noconfirm --clean --log-level WARN \
  --workpath build/pyinstaller --distpath dist installer.spec
cp build/README-players.txt dist/tarot-table/README.txt
echo "built: $(pwd)/dist/tarot-table/tarot-table"

# One folder in the archive, named with the version, owned by nobody in particular.
version="$("$python_bin" -c 'import tarot_table; print(tarot_table.__version__)')"
archive="dist/tarot-table-$version-linux-$(uname -m).tar.gz"
tar --create --gzip --file "$archive" --directory dist --sort=name \
  --owner=0 --group=0 --numeric-owner \
  --transform "s,^tarot-table,tarot-table-$version,S" tarot-table
unpacked_mb=$(du -sb dist/tarot-table | awk '{printf "%.1f", $1 / 1e6}')
archive_mb=$(du -b "$archive" | awk '{printf "%.1f", $1 / 1e6}')
echo "archive: $(pwd)/$archive ($archive_mb MB; $unpacked_mb MB unpacked; $((SECONDS - started)) s)"
