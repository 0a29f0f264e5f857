"""Draws the Tarot Table icon (a card with a star on the table's felt) into
assets/icon.png. Run it again after changing the drawing: python build/make_icon.py"""
from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tarot_table.decks.art import finish  # noqa: E402
from tarot_table.decks.drawn import draw_back  # noqa: E402

SIZE = 256


def make_icon() -> Image.Image:
    icon = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    felt = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    ImageDraw.Draw(felt).rounded_rectangle([8, 8, SIZE - 8, SIZE - 8], radius=44, fill=(30, 92, 64, 255))
    icon.alpha_composite(felt)
    card = finish(draw_back("tarot", (124, 216))).rotate(-12, resample=Image.BICUBIC, expand=True)
    icon.alpha_composite(card, ((SIZE - card.width) // 2, (SIZE - card.height) // 2))
    return icon


if __name__ == "__main__":
    target = ROOT / "assets" / "icon.png"
    make_icon().save(target)
    print(f"wrote {target}")
