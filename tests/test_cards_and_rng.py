from tarot_table.cards import TAROT_DECK, ZENER_DECK, english_name, facts
from tarot_table.rng import Rng


def test_tarot_deck_has_78_cards_with_canonical_ids():
    assert len(TAROT_DECK) == 78 == len(set(TAROT_DECK))
    assert "major_arcana.13" in TAROT_DECK
    assert "minor_arcana.cups.queen" in TAROT_DECK
    assert sum(1 for c in TAROT_DECK if facts(c).arcana == "major") == 22


def test_zener_deck_has_twenty_of_each_symbol():
    assert len(ZENER_DECK) == 100 == len(set(ZENER_DECK))
    for symbol in ("circle", "cross", "waves", "square", "star"):
        assert sum(1 for c in ZENER_DECK if facts(c).suit == symbol) == 20


def test_card_facts_parse_numbers_and_courts():
    assert facts("major_arcana.00").number == 0
    assert facts("minor_arcana.wands.ten").number == 10
    assert facts("minor_arcana.swords.king").is_court
    assert english_name("minor_arcana.pentacles.ace") == "Ace of Pentacles"


def test_unknown_card_id_is_refused():
    import pytest
    for bad in ("major_arcana.22", "minor_arcana.coins.ace", "zener.moon.1", "joker"):
        with pytest.raises(ValueError):
            facts(bad)


def test_rng_replays_from_its_state():
    a = Rng(42)
    first = [a.below(78) for _ in range(20)]
    b = Rng(42)
    assert [b.below(78) for _ in range(20)] == first
    c = Rng(a.state)
    d = Rng(a.state)
    assert c.random() == d.random()


def test_rng_shuffle_is_a_permutation_and_depends_on_seed():
    cards = list(TAROT_DECK)
    one, two = list(cards), list(cards)
    Rng(1).shuffle(one)
    Rng(2).shuffle(two)
    assert sorted(one) == sorted(cards)
    assert one != two


def _splitmix_the_long_way(state: int):
    """SplitMix64 step by step, as published: the sequence every save depends on."""
    mask = (1 << 64) - 1
    while True:
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        yield z ^ (z >> 31)


def _below_the_long_way(draws, n: int) -> int:
    mask = (1 << 64) - 1
    limit = mask - (mask % n)
    for x in draws:
        if x < limit:
            return x % n


def test_rng_inline_draws_are_the_long_way_draws():
    """below, shuffle and next_u64 work the generator out inline; they must draw exactly
    the published sequence, rejections included (bounds near 2**64 reject about half)."""
    for seed in (0, 1, 42, (1 << 64) - 1):
        rng, draws = Rng(seed), _splitmix_the_long_way(seed)
        for n in (1, 2, 3, 78, 100, 1 << 32, (1 << 32) + 1, (1 << 63) + 1, (1 << 64) - 5, 7):
            assert rng.below(n) == _below_the_long_way(draws, n)
        assert rng.next_u64() == next(draws)
        items, expected = list(range(178)), list(range(178))
        rng.shuffle(items)
        for i in range(len(expected) - 1, 0, -1):
            j = _below_the_long_way(draws, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert items == expected
        assert rng.next_u64() == next(draws)


def _state_before_output(output: int, draws_before: int) -> int:
    """The generator state whose draw number ``draws_before + 1`` is ``output``: the
    SplitMix64 mix undone step by step (each step is invertible on 64 bits)."""
    mask = (1 << 64) - 1

    def undo_shift(z: int, shift: int) -> int:
        x = z
        for _ in range(64 // shift):
            x = z ^ (x >> shift)
        return x

    z = undo_shift(output, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & mask
    z = undo_shift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & mask
    z = undo_shift(z, 30)
    return (z - (draws_before + 1) * 0x9E3779B97F4A7C15) & mask


def _shuffled_the_long_way(seed: int, length: int) -> list[int]:
    draws, items = _splitmix_the_long_way(seed), list(range(length))
    for i in range(length - 1, 0, -1):
        j = _below_the_long_way(draws, i + 1)
        items[i], items[j] = items[j], items[i]
    return items


def test_a_shuffle_drawn_all_at_once_is_the_long_way_shuffle_even_when_a_draw_is_redrawn():
    """shuffle works its draws out together and falls back to one at a time at a draw
    the quick fairness test cannot pass: here the fifth draw is the largest possible
    output (rejected for a bound of 74 and redrawn), or one just past the quick test's
    limit (accepted)."""
    mask = (1 << 64) - 1
    for output in (mask, mask - (1 << 32) + 5):
        seed = _state_before_output(output, 4)
        probe = Rng(seed)
        assert [probe.next_u64() for _ in range(5)][-1] == output
        for length in (78, 6, 200):
            rng, items = Rng(seed), list(range(length))
            rng.shuffle(items)
            assert items == _shuffled_the_long_way(seed, length)
            after = _splitmix_the_long_way(seed)
            redrawn = output >= mask - (mask % (length - 4))
            for _ in range(length - 1 + redrawn):
                next(after)
            assert rng.next_u64() == next(after)
    for seed in range(300):
        for length in (0, 1, 2, 3, 78):
            items = list(range(length))
            Rng(seed).shuffle(items)
            assert items == _shuffled_the_long_way(seed, length)


def test_coins_are_the_tosses_below_draws_one_at_a_time_even_when_a_draw_is_redrawn():
    """coins(n) works its draws out together; it must toss exactly as n calls of
    below(2) == 1 do and leave the generator where they leave it: here with the fifth
    draw the largest possible output (rejected for a bound of 2 and redrawn), one just
    past the quick test's limit (accepted), and from ordinary seeds."""
    mask = (1 << 64) - 1
    seeds = [_state_before_output(output, 4) for output in (mask, mask - (1 << 32) + 5)] + list(range(200))
    for seed in seeds:
        for count in (0, 1, 5, 78):
            quick, slow = Rng(seed), Rng(seed)
            assert quick.coins(count) == [slow.below(2) == 1 for _ in range(count)]
            assert quick.next_u64() == slow.next_u64()
