#!/usr/bin/env bash
# Builds the packaged app into dist/tarot-table/ (run from anywhere).
# Needs the package extra: pip install -e '.[package]'. Point TAROT_TABLE_DECKS at a
# deck folder (for example ../shared/decks) to bundle the Rider-Waite-Smith cards.
set -euo pipefail
cd "$(dirname "$0")/.."
python_bin="${PYTHON:-python3}"
"$python_bin" -m PyInstaller --noconfirm --clean --log-level WARN \
  --workpath build/pyinstaller --distpath dist installer.spec
echo "built: $(pwd)/dist/tarot-table/tarot-table"
