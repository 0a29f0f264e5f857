"""Sprites: Pillow builds them at the asked size, the disk cache is hit on a second
start, and the drawn deck stands in when no deck is installed."""
from PIL import Image

from tarot_table.cards import TAROT_DECK, ZENER_DECK
from tarot_table.decks import art as art_module
from tarot_table.decks.art import CardArt
from tarot_table.decks.spec import load_deck


def test_face_is_built_at_the_asked_size_with_rounded_corners(make_deck):
    art = CardArt(load_deck(make_deck()))
    image = art.face("major_arcana.13", (60, 105))
    assert image.size == (60, 105) and image.mode == "RGBA"
    assert image.getpixel((0, 0))[3] < 32           # the corner is cut away
    assert image.getpixel((30, 52))[3] == 255       # the middle is solid


def test_sprite_cache_miss_then_hit(make_deck, monkeypatch):
    deck = load_deck(make_deck())
    builds = []
    real = art_module._fitted
    monkeypatch.setattr(art_module, "_fitted", lambda *a: builds.append(a) or real(*a))
    first = CardArt(deck).face("major_arcana.02", (50, 88))
    assert len(builds) == 1
    second = CardArt(deck).face("major_arcana.02", (50, 88))  # a new start: only the disk cache
    assert len(builds) == 1
    assert first.tobytes() == second.tobytes()
    CardArt(deck).face("major_arcana.02", (52, 91))           # another size is a miss
    assert len(builds) == 2


def test_cache_key_changes_when_the_scan_changes(make_deck):
    folder = make_deck()
    deck = load_deck(folder)
    art = CardArt(deck)
    before = art.cache_path("major_arcana.02", deck.face_file("major_arcana.02", 88), (50, 88))
    path = deck.face_file("major_arcana.02", 88)
    Image.new("RGB", (40, 70), (255, 0, 0)).save(path)
    after = art.cache_path("major_arcana.02", path, (50, 88))
    assert before != after


def test_a_truncated_scan_falls_back_to_the_drawn_face(make_deck):
    folder = make_deck()
    deck = load_deck(folder)
    path = deck.face_file("major_arcana.04", 70)
    Image.new("RGB", (400, 700), (9, 9, 9)).save(path.with_suffix(".jpg"), "JPEG")
    data = path.with_suffix(".jpg").read_bytes()
    path.write_bytes(data[: len(data) // 3])   # cut short, but the header still reads
    art = CardArt(deck)
    image = art.face("major_arcana.04", (60, 105))
    assert image.size == (60, 105)
    assert art.problems and "drawn face" in art.problems[0]


def test_drawn_deck_draws_every_card_distinctly():
    art = CardArt(None)
    seen = set()
    for card in list(TAROT_DECK) + [ZENER_DECK[0], ZENER_DECK[20], ZENER_DECK[40]]:
        image = art.face(card, (40, 70))
        assert image.size == (40, 70)
        seen.add(image.tobytes())
    assert len(seen) == 78 + 3
    assert art.back("tarot", (40, 70)).tobytes() != art.back("zener", (40, 70)).tobytes()


def test_names_come_from_the_deck_then_the_built_in_list(make_deck):
    art = CardArt(load_deck(make_deck()))
    assert art.name("major_arcana.13") == "Transformation"
    assert art.name("major_arcana.12") == "The Hanged Man"
    assert CardArt(None).alt_text("major_arcana.00")


def test_deck_back_is_used_for_tarot_backs(make_deck):
    art = CardArt(load_deck(make_deck()))
    back = art.back("tarot", (40, 70))
    assert back.getpixel((20, 35))[:3] == (20, 20, 120)


def test_a_face_made_late_goes_to_the_cache_of_the_home_the_art_was_made_in(tmp_path, monkeypatch):
    """A card-faces thread of an app still at work when another home is in use (a test
    after it, the UI fuzz's temporary home) wrote its picture into that other home: the
    cache folder is the one of the art's own home, whatever the environment says later."""
    first, second = tmp_path / "first", tmp_path / "second"
    monkeypatch.setenv("TAROT_TABLE_HOME", str(first))
    art = CardArt(None)
    monkeypatch.setenv("TAROT_TABLE_HOME", str(second))
    art.face("major_arcana.00", (60, 105))
    assert list((first / "cache" / "sprites").rglob("*.png"))
    assert not (second / "cache").exists()


def test_a_card_is_drawn_at_its_pictures_shape_not_the_aspect_ratio_its_deck_declares(tmp_path):
    """docs/decks.md: ``aspect_ratio`` is read and checked, not used. A deck whose
    pictures lie on their side (70x40) while its deck.toml declares an upright card is
    drawn whole, at the pictures' shape, centred in the table's upright slot; a picture
    of about the slot's shape fills it."""
    from tests.helpers.deckmaker import build_deck
    for width, height, declared, opaque in ((70, 40, 0.57, (50, 29)), (40, 70, 1.5, (50, 88))):
        folder = build_deck(tmp_path / f"deck-{width}x{height}", width=width, height=height)
        with (folder / "deck.toml").open("a", encoding="utf-8") as manifest:
            manifest.write(f"aspect_ratio = {declared}\n")
        deck = load_deck(folder)
        assert deck.usable and deck.aspect_ratio == declared
        face = CardArt(deck).face("major_arcana.02", (50, 88))
        left, top, right, bottom = face.getchannel("A").getbbox()
        assert (right - left, bottom - top) == opaque
        assert left == 0 and abs(top - (88 - bottom)) <= 1   # centred
