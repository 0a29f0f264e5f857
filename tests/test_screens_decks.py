"""Issue 32 item 14: the Decks screen shows a second deck of an id quietly, installs a
.tarotdeck file or a deck folder dropped on the window (real DROPFILE events, the project's
one install, a progress bar, a clear message for a bad file and nothing lost), downloads
the published Rider-Waite-Smith deck with a button (a loopback server, never the network),
and lists the app's drawn deck to choose."""
from __future__ import annotations


import pygame
import pytest

from tarot_table import paths
from tarot_table.decks.container import pack
from tarot_table.decks.install import InstallError, import_deck
from tarot_table.settings import load_settings
from tarot_table.table.scenes import deck_jobs
from tarot_table.table.scenes import decks as decks_scene
from tarot_table.table.scenes.decks import DecksScene
from tarot_table.table.scenes.menu import MenuScene
from tests.helpers.table import click, post, step
from tests.helpers.words import frame_said


def open_decks(app) -> DecksScene:
    screen = DecksScene(app)
    app.switch(screen)
    step(app, 3)
    return screen


def drawn_words(app) -> list[tuple[str, tuple]]:
    """Every (words, colour) the next frame draws."""
    return [(said.words, said.colour) for said in frame_said(app)]


def drop(app, path) -> None:
    post(pygame.DROPFILE, file=str(path))
    step(app)


@pytest.fixture(autouse=True)
def jobs(monkeypatch) -> list:
    """Every install job started, in order (one may finish within the frame that starts it)."""
    started = []
    real = deck_jobs.DeckJob._run
    monkeypatch.setattr(deck_jobs.DeckJob, "_run", lambda job: started.append(job) or real(job))
    return started


def finish(app, screen) -> None:
    if screen.job is not None:
        screen.job.wait(60)
    step(app)


def pressed(app, screen, label, index=0):
    click(app, [b for b in screen.buttons if b.label == label][index].rect.center)


def test_item14_a_second_deck_of_an_id_after_decks_import_is_shown_quietly_and_can_be_picked(app, make_deck,
                                                                                               monkeypatch):
    folder = make_deck("test-deck")
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(folder.parent))
    installed = import_deck(folder)   # as 'tarot-table decks import' does: a second copy, found after the first
    screen = open_decks(app)
    assert [(d.path, d.id_shared, d.usable) for d in screen.decks] == [(folder, True, True), (installed.path, True, True)]
    said = drawn_words(app)
    assert not any("not usable" in words or "found first" in words for words, _ in said)
    quiet = [colour for words, colour in said if "another deck has this id too: used only when picked" in words]
    assert quiet == [decks_scene.theme.TEXT_DIM] * 2
    pressed(app, screen, "Use", 1)   # the second found, though both hold the same files
    assert app.art.deck.path == installed.path and load_settings().deck_folder == str(installed.path)


def test_item14_a_tarotdeck_dropped_on_the_window_is_installed_with_progress_and_used(app, make_deck, tmp_path, jobs):
    container = tmp_path / "mine.tarotdeck"
    pack(make_deck("dropped-deck"), container)
    screen = open_decks(app)
    drop(app, container)
    finish(app, screen)
    [job] = jobs
    assert job.what == "Installing mine.tarotdeck"
    assert job.deck.id == "dropped-deck" and job.total > 0 and job.done == job.total
    assert (paths.user_decks_dir() / "dropped-deck" / "deck.toml").is_file()
    assert "dropped-deck" in [d.id for d in screen.decks]
    assert app.art.deck.id == "dropped-deck" and load_settings().deck == "dropped-deck"
    assert screen.note.startswith("Installed Test Deck dropped-deck")


def test_item14_a_deck_folder_dropped_is_installed_through_the_one_install(app, make_deck, monkeypatch):
    used = []
    real = deck_jobs.import_deck
    monkeypatch.setattr(deck_jobs, "import_deck", lambda source, progress=None, agreed="": used.append(source) or
                        real(source, progress, agreed=agreed))
    folder = make_deck("folder-deck")
    screen = open_decks(app)
    drop(app, folder)
    finish(app, screen)
    assert used == [folder] and (paths.user_decks_dir() / "folder-deck" / "deck.toml").is_file()


def test_item14_the_progress_bar_shows_the_stage_and_share_done(app, monkeypatch):
    screen = open_decks(app)

    class Halfway:
        what, stage, done, total, finished = "Installing x", "Checking and copying", 41, 82, False

        def fraction(self):
            return 0.5
    screen.job = Halfway()
    bars = []
    real_rect = pygame.draw.rect
    monkeypatch.setattr(pygame.draw, "rect", lambda surface, colour, rect, *a, **k: bars.append((colour, pygame.Rect(rect)))
                        or real_rect(surface, colour, rect, *a, **k))
    said = drawn_words(app)
    assert ("Checking and copying: 50%", decks_scene.theme.TEXT) in said
    track = next(r for c, r in bars if c == decks_scene.theme.PANEL_EDGE and r.height < 40 and r.width > 300)
    filled = next(r for c, r in bars if c == decks_scene.theme.GOOD)
    assert filled.width == track.width // 2
    screen.job = None


@pytest.mark.parametrize("what", ["text file", "broken container"])
def test_item14_a_bad_drop_gets_a_clear_message_and_nothing_is_lost(app, make_deck, tmp_path, what):
    import_deck(make_deck("kept-deck"))
    before = sorted(str(p.relative_to(paths.user_decks_dir())) for p in paths.user_decks_dir().rglob("*"))
    if what == "text file":
        bad = tmp_path / "notes.txt"
        bad.write_text("not a deck")
        expected = "is neither a deck folder, a .tarotdeck container nor a zip file"
    else:
        broken = make_deck("broken-deck")
        next(broken.rglob("*.png")).unlink()
        bad = tmp_path / "broken.tarotdeck"
        pack(broken, bad)
        expected = "the deck is not usable"
    kept = bad.read_bytes()
    screen = open_decks(app)
    drop(app, bad)
    finish(app, screen)
    assert screen.note.startswith("Not installed: ") and expected in screen.note and screen.note_is_problem
    assert bad.read_bytes() == kept
    assert sorted(str(p.relative_to(paths.user_decks_dir())) for p in paths.user_decks_dir().rglob("*")) == before


def test_item14_a_drop_on_another_screen_opens_decks_over_it_and_back_returns(app, make_deck):
    menu = MenuScene(app)
    app.switch(menu)
    step(app)
    drop(app, make_deck("menu-drop"))
    screen = app.scene
    assert isinstance(screen, DecksScene) and app.scenes[0] is menu
    finish(app, screen)
    assert (paths.user_decks_dir() / "menu-drop").is_dir()
    pressed(app, screen, "Back")
    assert app.scene is menu


def test_item14_the_download_button_installs_the_published_deck_from_a_loopback_server(
        app, legacy_release_server, monkeypatch, jobs):
    api, served = legacy_release_server
    monkeypatch.setenv("TAROT_TABLE_RELEASES_API", api)
    screen = open_decks(app)
    stages = []
    real_told = deck_jobs.DeckJob.told
    monkeypatch.setattr(deck_jobs.DeckJob, "told", lambda job, stage: stages.append(stage) or real_told(job, stage))
    pressed(app, screen, "Download the Rider-Waite-Smith deck")
    finish(app, screen)
    [job] = jobs
    assert not job.error and job.deck.id == "rider-waite-smith"
    assert stages == ["Downloading", "Checking and unpacking"] and job.done == job.total > 0
    assert "/rws.zip" in served["hits"] and app.art.deck.id == "rider-waite-smith"


def test_item14_a_failed_download_says_why_with_an_injected_downloader(app, monkeypatch):
    def offline(name, progress, installing, agreed=""):
        progress(10, 100)
        raise InstallError("could not download the deck (no route). Check the network connection; nothing was changed.")
    monkeypatch.setattr(DecksScene, "download", staticmethod(lambda on_change, agreed="":
                                                             deck_jobs.download_published(on_change, offline, agreed)))
    screen = open_decks(app)
    pressed(app, screen, "Download the Rider-Waite-Smith deck")
    finish(app, screen)
    assert screen.note == ("Not installed: could not download the deck (no route). "
                           "Check the network connection; nothing was changed.")
    assert not paths.user_decks_dir().exists() or not any(paths.user_decks_dir().iterdir())


def test_item14_the_drawn_deck_is_listed_and_chosen_with_a_click(app, make_deck, monkeypatch):
    folder = make_deck("real-deck")
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(folder.parent))
    app.settings.deck = "real-deck"
    app.load_deck()
    screen = open_decks(app)
    assert app.art.deck.id == "real-deck"
    said = [w for w, _ in drawn_words(app)]
    assert "Tarot Table drawn deck" in said and "drawn  ·  usable" in said
    pressed(app, screen, "Use")
    assert app.art.deck is None and load_settings().deck == "drawn"
    step(app)
    pressed(app, screen, "Use")   # now the real deck's
    assert app.art.deck.id == "real-deck" and load_settings().deck == "real-deck"


def labels(screen) -> list[str]:
    return [b.label for b in screen.buttons]


def test_item12_the_installed_published_deck_is_shown_installed_with_no_download_offered(
        app, shared_decks):
    """Play-test finding 12: the page offered to download the Rider-Waite-Smith deck while
    that very deck was installed and in use."""
    app.load_deck()
    screen = open_decks(app)
    assert app.art.deck.id == "rider-waite-smith"
    assert "Download the Rider-Waite-Smith deck" not in labels(screen)
    said = [w for w, _ in drawn_words(app)]
    assert any(w.startswith("The published Rider-Waite-Smith Tarot (1.1) is installed") for w in said)
    pressed(app, screen, "Check the decks again")
    assert screen.note == "Checked again: Rider-Waite-Smith Tarot (1.1) is installed."


def test_item12_the_download_is_offered_when_the_published_deck_is_missing_or_unusable(
        app, make_deck, monkeypatch):
    folder = make_deck("other-deck")
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(folder.parent))
    screen = open_decks(app)
    assert "Download the Rider-Waite-Smith deck" in labels(screen)
    broken = make_deck("rider-waite-smith")
    next(broken.glob("**/*.png")).write_bytes(b"not a picture")
    screen = open_decks(app)
    step(app, 5)
    assert [d.usable for d in screen.decks if d.id == "rider-waite-smith"] == [False]
    assert "Download the Rider-Waite-Smith deck" in labels(screen)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("text_size", [150, 200])
def test_the_line_beside_the_buttons_is_wrapped_whole_not_cut(size, text_size, shared_decks, monkeypatch):
    """Third real-window round of 27 November: "The published Rider-Waite-S…" beside the
    buttons at 200% text; now every word of it shows, wrapped beside the buttons and in the
    window."""
    from tarot_table.table.app import picture_app
    app = picture_app(size, text_size)
    app.load_deck()
    screen = open_decks(app)
    lines = []
    real = decks_scene.theme.text
    monkeypatch.setattr(decks_scene.theme, "text", lambda surface, words, *a, **k:
                        lines.append((str(words), real(surface, words, *a, **k))) or lines[-1][1])
    app.request_redraw()
    step(app)
    monkeypatch.undo()
    check = next(b for b in screen.buttons if b.label == "Check the decks again")
    beside = [(w, r) for w, r in lines if r.left > check.rect.right and r.bottom > check.rect.top
              and w not in labels(screen)]
    assert " ".join(w for w, _ in beside) == \
        "The published Rider-Waite-Smith Tarot (1.1) is installed: nothing to download."
    assert all(app.screen.get_rect().contains(r) for _, r in beside), beside


def test_a_folder_with_only_a_deck_json_is_listed_with_why_it_cannot_be_used(app, make_deck, monkeypatch):
    """Play-test finding H2 (c): a deck maker who named the manifest deck.json got no word."""
    good = make_deck("good")
    misnamed = good.parent / "jsononly"
    misnamed.mkdir()
    (misnamed / "deck.json").write_bytes(b"\x00\xff{not json" * 50)
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(good.parent))
    screen = open_decks(app)
    listed = {deck.path.name: deck for deck in screen.decks}
    assert listed["good"].usable and not listed["jsononly"].usable
    assert "only a deck.json" in listed["jsononly"].problem
    said = " ".join(w for w, _ in drawn_words(app))
    assert "jsononly" in said and "only a deck.json" in said
