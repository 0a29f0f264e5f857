"""The readings offered at the end of a network Tempting Fate game (play-test finding
N12: "Read the hand" at Fate's screen and "Read the cut deck" at either screen turned
the window to the crash screen, the reading dealt from the cards that screen's view
hides). The host, who knows every card, tells the readings once the game is over;
each screen opens them with the real cards. Hosts on 127.0.0.1 only, every wait
bounded (tests/helpers/network.py)."""
from __future__ import annotations

from tarot_table.games.base import FollowUp
from tarot_table.table.scenes.remote_table import RemoteTableScene
from tests.helpers.network import hosting, join, run_until
from tests.helpers.table import click, step


def resign(app, scene) -> None:
    """Resign clicked under the table, then its question answered, as a player does."""
    step(app)
    click(app, next(b for b in scene.choice_buttons if b.label.startswith("Resign")).rect.center)
    step(app)
    click(app, next(b for b in scene.summary_buttons if b.label == "Resign").rect.center)


def press(app, scene, label: str):
    """A button of the end panel pressed: the scene the app shows then."""
    step(app)
    click(app, next(b for b in scene.summary_buttons if b.label == label).rect.center)
    return app.scene


def deck_given(reading) -> list[str]:
    """The reading's deck, the first card handed over first (it is dealt from the top)."""
    return [p.card for p in reversed(reading.session.state.zones["deck"])]


def test_each_screen_reads_the_real_cards_of_a_finished_network_game(apps, tmp_path):
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tempting-fate", ["open", "open"], {"match": "single"}, 5)
        ann = join(apps[0], address, code, "Ann")   # Fate: the querent's hand is hidden from her
        bea = join(apps[1], address, code, "Bea")
        run_until(apps, [ann, bea], lambda: ann.remote.my_turn())
        resign(apps[0], ann)
        run_until(apps, [ann, bea], lambda: ann.panel_open() and bea.panel_open())
        view = bea.remote.state   # the querent's own view: her hand and the discards face up
        hand = [p.card for p in view.zones["querent_hand"]]
        discards = [p.card for p in view.zones["tarot_discard"]]
        assert all(not c.startswith("hidden") for c in hand) and len(hand) == 5
        assert all(p.card.startswith("hidden") for p in ann.remote.state.zones["querent_hand"])

        reading = press(apps[0], ann, "Read the hand")
        assert not isinstance(reading, RemoteTableScene) and reading.game.id == "reading", reading
        assert sorted(deck_given(reading)) == sorted(hand), "Fate reads the querent's real hand"

        cut = press(apps[1], bea, "Read the cut deck")
        assert cut.game.id == "reading", cut
        deck = deck_given(cut)
        assert len(deck) == 78 == len(set(deck))
        # house decision 12: the undrawn cards on top, then the last hand, then the discards as they fell
        undrawn = 78 - len(hand) - len(discards)
        assert deck[undrawn:undrawn + len(hand)] == hand and deck[undrawn + len(hand):] == discards


def test_a_follow_up_that_cannot_be_laid_is_said_and_the_table_stays(apps, tmp_path):
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tempting-fate", ["open", "bot:basic"], {"match": "single"}, 5)
        ann = join(apps[0], address, code, "Ann")
        run_until([apps[0]], [ann], lambda: ann.remote.my_turn())
        resign(apps[0], ann)
        run_until([apps[0]], [ann], lambda: ann.panel_open())
        step(apps[0])
        twice = FollowUp("Read the hand", "reading", {"spread": "three-cards", "cards": "major_arcana.00,major_arcana.00"})
        ann.follow_up(twice)
        step(apps[0])
        assert apps[0].scene is ann, "the player stays at the table"
        words, _, _ = ann.message
        assert words.startswith('"Read the hand" could not be opened:') and "distinct tarot card ids" in words, words
