"""Play-test round 7, T3: a shrewd bot bribed a judge with Judgement in the third round of a
six-player contest, and the newcomer's first contest was over after three of her cards.
Legal (the seed: "The first is when Judgement is played"; "If you discard Judgement, it
takes effect as if you played it"; house decision 9 makes a bribe with it call the last
round too, tested in test_tournament_of_queens.py), but the rules page's first section said
only "when Judgement leaves a hand". It now says, where a newcomer reads first, that
playing, discarding or bribing with Judgement calls the last round at any turn, and that
the bots call it when they count themselves ahead."""
from __future__ import annotations

from tarot_table.games import get_game

TOURNAMENT = get_game("tournament-of-queens")


def test_how_to_play_says_judgement_can_end_the_contest_early_even_as_a_bribe():
    text = " ".join(TOURNAMENT.rules_text().split())
    first = text[text.index("## How to play"):text.index("## The deal")]
    assert "bribe a judge with it** at any turn, and each of these calls the last round" in first, first
    assert "A bot holding it calls it as soon as it counts itself ahead" in first
