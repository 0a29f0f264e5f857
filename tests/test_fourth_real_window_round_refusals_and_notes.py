"""The fourth real-window round of 27 November (docs/playtest-32.md, its last section):
refusals that say the rule, coaching notes that go when their moment passes, and the
smaller findings."""
import pytest

from tests.helpers.queens import GAME as QUEENS, W, C, S, P, do, m, table as queens_table
from tests.helpers.tempting import grab
from tests.helpers.table import click, draw_whole, drag, open_position, record_text, settle, step, zone_centre


def awakening():
    """An Awakening under way: the Ace of Wands has woken four discards."""
    state = queens_table(sources=[m(W, "ace")],
                         portents=[m(C, "two"), m(S, "king"), m(P, "three"), m(C, "seven"), m(W, "five")])
    do(state, "awaken", card=m(W, "ace"), to="portents", choice="awaken")
    return state


@pytest.mark.parametrize("card, target, reason", [
    (m(C, "two"), "challenge", "Two of Cups is secured only in the Cups Arcana row: drag it there, "
                               "or leave it for Discard the rest."),
    (m(S, "king"), "fate", "King of Swords is secured only in the Swords court: drag it there, "
                           "or leave it for Discard the rest."),
    (m(C, "seven"), "portents", "The awakened cards you do not secure go back to the Portents together: "
                                "press Discard the rest."),
    (m(W, "ace"), "sources", "Ace of Wands woke these cards: it goes to the Portents when the "
                             "Awakening ends, and cannot wake or be secured itself."),
])
def test_finding_4_a_drag_out_of_the_awakened_fan_says_the_rule(app, card, target, reason):
    """A drag out of the Awakened fan said only "That move is not allowed now." The seed:
    "You may choose to secure any revealed applicable cards (Arcana, Sources, and Court
    cards) by moving them to their appropriate domains or areas, and discard the rest
    (placing them face-down, on top of the Portents area)." Each drop that breaks it
    snaps back and says which rule."""
    scene = open_position(app, QUEENS, awakening())
    before = scene.session.state.to_json()
    drag(app, grab(scene, card), zone_centre(scene, target))   # grabbed by its strip that shows in the fan
    assert scene.session.state.to_json() == before and not scene.session.actions
    assert scene.message[0] == reason


# ---- finding 5: a coaching note goes when its moment passes -----------------------------
def coached_table(app, game, state, seats, note: str):
    """A table arranged by hand, coached, every note but ``note`` already seen."""
    from tarot_table import coaching
    for situation in coaching.situations(game):
        if situation.id != note:
            coaching.remember(game.id, situation.id)
    app.settings.coaching = True
    scene = open_position(app, game, state, seats)
    step(app, 2)
    return scene


def test_finding_5_queens_of_fate_s_pass_a_year_note_goes_once_the_year_is_passed(app):
    """The note "Click Destiny to pass a year..." stayed after Destiny was clicked: a note
    made by a position goes when that position's condition ("draw" open) no longer holds."""
    from tarot_table.games.base import Seat
    state = queens_table(destiny=[m(C, "king"), m(C, "six")], phase="draw")   # a court card: to be secured
    scene = coached_table(app, QUEENS, state, [Seat("Ann")], "pass-a-year")
    assert scene.coaching.note is not None and scene.coaching.note.id == "pass-a-year"
    click(app, zone_centre(scene, "destiny"))
    step(app, 2)
    assert scene.session.state.data["phase"] != "draw"
    assert scene.coaching.note is None


def test_finding_5_the_awakening_note_stays_while_the_game_declares_and_goes_after(app):
    """Queens of Fate declares that its Awakening note stays while the woken cards lie face
    up (coach.toml, ``stays``): securing one keeps it; Discard the rest puts it away."""
    from tarot_table.games.base import Action, Seat
    state = queens_table(sources=[m(W, "ace")],
                         portents=[m(C, "two"), m(S, "king"), m(P, "three"), m(C, "seven"), m(W, "five")])
    scene = coached_table(app, QUEENS, state, [Seat("Ann")], "awaken")
    scene.perform(Action("awaken", card=m(W, "ace"), to="portents", choice="awaken"), asked=True)
    step(app, 2)
    assert scene.coaching.note is not None and scene.coaching.note.id == "awaken"
    drag(app, grab(scene, m(C, "two")), zone_centre(scene, "arcana_cups"))
    step(app, 2)
    assert m(C, "two") in [p.card for p in scene.session.state.zones["arcana_cups"]]
    assert scene.coaching.note is not None and scene.coaching.note.id == "awaken"
    click(app, next(b for b in scene.choice_buttons if b.label == "Discard the rest").rect.center)
    step(app, 2)
    assert scene.session.state.data["phase"] != "awaken"
    assert scene.coaching.note is None


def test_finding_5_tempting_fate_s_querent_note_goes_when_the_turn_passes(app):
    """In Tempting Fate the querent's note stayed through Fate's turn: once the person's
    attack ends their turn, the note made by "attack" being open goes."""
    from tarot_table.games.base import Seat
    from tests.helpers import tempting
    z = tempting.z
    state = tempting.table(fate_hand=[z("circle"), z("cross")], querent_hand=[tempting.m("cups", "ten")],
                           turn="querent", path1=[z("square"), "^" + z("circle", 2)])
    scene = coached_table(app, tempting.GAME, state, [Seat("Fate", "basic"), Seat("Bob")], "querent-turn")
    assert scene.coaching.note is not None and scene.coaching.note.id == "querent-turn"
    drag(app, grab(scene, tempting.m("cups", "ten")), zone_centre(scene, "path1"))
    step(app, 2)
    assert scene.session.state.data["turn"] == "fate", scene.message
    assert scene.coaching.note is None


# ---- finding 6: the smaller ones ----------------------------------------------------------
def test_finding_6_a_player_put_out_reads_why_on_their_seat(app, monkeypatch):
    """Lucky You!'s "Player 1 · out" gave no reason. Only Death reversed puts a player out
    (the seed's Death: "If reversed, YOU'RE TOTALLY DEAD!"): Ann, who draws it from her
    wild pack with a click, reads "Ann · out (Death reversed)" on her seat."""
    from tarot_table.cards import copy_id, major_id
    from tarot_table.games.base import Seat
    from tests.helpers import lucky
    state = lucky.ready(3, pos=[10, 40, 5], to_act=0)
    lucky.stack(state, copy_id(major_id(13), 1), reversed_=True)
    scene = open_position(app, lucky.GAME, state, [Seat("Ann"), Seat("Bob", "quick"), Seat("Cat", "quick")])
    click(app, zone_centre(scene, "wild0"))
    settle(app, scene)
    assert scene.session.state.data["out"][0], scene.message
    written = record_text(monkeypatch)
    draw_whole(app)
    assert any("Ann · out (Death reversed)" in words for words in written), [w for w in written if "Ann" in w]


def test_finding_6_the_journal_s_exported_picture_shows_the_entry_s_note(app, monkeypatch):
    """The picture a journal entry is exported as left out its note: pressing Export on a
    reading kept with a note writes the note under the cards."""
    from tarot_table import journal
    from tarot_table.table.scenes import journal as journal_scene
    from tests.helpers.reading import keep
    entry, _ = keep(8, spread="three-cards", question="To share")
    journal.set_note(entry.id, "The middle card came up twice this week.")
    screen = journal_scene.JournalScene(app)
    app.switch(screen)
    step(app)
    written, in_picture = record_text(monkeypatch), []
    real = journal_scene.export_picture

    def export(kept, out, **kw):   # the words drawn into the picture, not the page's own
        start = len(written)
        made = real(kept, out, **kw)
        in_picture.extend(written[start:])
        return made
    monkeypatch.setattr(journal_scene, "export_picture", export)
    click(app, next(b for b in screen.buttons if b.label == "Export").rect.center)
    assert screen.message.startswith("Exported as a picture")
    assert "Note: The middle card came up twice this week." in in_picture, in_picture


def test_finding_6_finished_games_says_when_autoplay_helped(app, monkeypatch):
    """Finished games did not say Autoplay helped, though Statistics count such games
    apart: a game Autoplay played to its end says "Autoplay helped" on its row."""
    from tarot_table.games import get_game
    from tarot_table.table.scenes.finished import FinishedGamesScene
    from tests.helpers.table import autoplayed
    game = get_game("fools-journey")
    scene = autoplayed(app, game, 3)
    assert scene.session.assisted and game.outcome(scene.session.state) is not None
    step(app, 3)
    page = FinishedGamesScene(app)
    app.switch(page)
    step(app)
    written = record_text(monkeypatch)
    draw_whole(app)
    assert any(words.startswith("Autoplay helped") for words in written), written
    app.settings.text_size = 200   # and at 200% its words wrap whole, not "Deal…"
    app.apply_look()
    written.clear()
    draw_whole(app)
    row = written[written.index("The Fool's Journey") + 1:written.index("Replay")]
    assert row[0].startswith("Autoplay helped") and not [words for words in row if "…" in words], row
    assert " ".join(row).endswith(game.outcome(scene.session.state).summary), row


def test_finding_6_the_fool_s_story_tells_what_he_packs_and_equips(app):
    """The Fool's Journey's story left out equips and Satchel moves: each is told."""
    from tests.helpers.fools import GAME as FOOLS
    from tarot_table.session import Session
    session = Session.start(FOOLS, 5, FOOLS.check_options({}))
    told = []
    for _ in range(200):
        state = session.state
        if FOOLS.outcome(state) is not None or {"store", "equip"} <= told_kinds(told):
            break
        legal = FOOLS.legal_actions(state)
        pick = next((a for a in legal if a.kind in ("store", "equip") and a.kind not in told_kinds(told)), legal[0])
        before = len(state.story)
        session.play(pick)
        told.append((pick.kind, session.state.story[before:]))
    stores = [lines for kind, lines in told if kind == "store"]
    equips = [lines for kind, lines in told if kind == "equip"]
    assert stores and all(any("Satchel" in line for line in lines) for lines in stores), stores
    assert equips and all(any("takes up" in line for line in lines) for lines in equips), equips


def told_kinds(told) -> set[str]:
    return {kind for kind, _ in told}
