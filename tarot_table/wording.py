"""Words for counts, shared by the games, the table and the command line, and the words
of an action offered in more than one place."""
from __future__ import annotations

# the deal played again from its start, wherever it is offered (the top bar, its question,
# the end panel): "Restart" said nothing of which deal, nor, on a finished game, what it did
SAME_DEAL = "Same deal again"
NEW_DEAL = "New deal"   # the end panel's next game at once, as set (the top bar's "New game" opens its page)
# at the end of a network table this app hosts: its host's page set as the table was, to host a new table
# (the others join it by its new code); "New deal" promised the next deal at the same table (play-test N1)
HOST_NEW_DEAL = "Host a new deal"
# the next game at the same network table, the same seats, once every person at it has pressed it
PLAY_AGAIN = "Play again"


def plural(count: int, noun: str) -> str:
    """"1 move", "2 moves"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def short_names(names: list[str], least: int = 4, most: int = 8) -> list[str]:
    """Each name cut to the fewest letters (``least`` at the fewest) that begin no other
    name, marked with a full stop: "Anette" and "Anemone" as "Anet." and "Anem.". A name
    cut by at most one letter is kept whole, and so is one that others begin with. Names
    alike for more than ``most`` letters are cut in the middle instead, keeping their
    start and the word that tells them apart: "Contestant Number 1 Long" beside
    "Contestant Number 2 Long" as "Cont… 1" (cut at their end, they read the same)."""
    shortened = []
    for name in names:
        length = _apart_at(name, names, least)
        if length >= len(name) - 1:
            shortened.append(name)
        elif length > most:
            shortened.append(_cut_in_the_middle(name, length - 1, least))
        else:
            shortened.append(f"{name[:length].rstrip()}.")
    if len(set(shortened)) < len(set(names)):   # a middle cut alike for two names: their starts
        return [s if "…" not in s else f"{n[:_apart_at(n, names)].rstrip()}." for s, n in zip(shortened, names)]
    return shortened


def _apart_at(name: str, names: list[str], least: int = 1) -> int:
    """How many letters of ``name`` (``least`` at the fewest) begin no other of ``names``."""
    length = least
    while length < len(name) and any(o != name and o.startswith(name[:length]) for o in names):
        length += 1
    return length


def _cut_in_the_middle(name: str, differs: int, least: int) -> str:
    """``name``'s first ``least`` letters, "…" and the word holding letter ``differs``
    (the first no other name has there)."""
    start = name.rfind(" ", 0, differs) + 1
    end = name.find(" ", differs)
    word = name[start:] if end < 0 else name[start:end]
    if start <= least:   # the word that differs is the first: its own letters from there
        return f"{name[:least]}…{name[differs:] if end < 0 else name[differs:end]}"
    return f"{name[:least].rstrip()}… {word}"


def bot_played_for(names: list[str]) -> str:
    """What a network table's end says of the people a bot played for: "A bot played
    for Anemone", "A bot played for Anemone and Hana"."""
    return f"A bot played for {listed(names)}"


def listed(names: list[str]) -> str:
    """Names in a sentence: "A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


NO_MOVE_YET = "no move yet"   # how far a dealt game got before its first move (not "0 moves")


def played_time(seconds: float) -> str:
    """Time played: "45s", "12m 05s" under an hour, "2h 05m" beyond."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}h {minutes:02d}m"
    return f"{minutes}m {secs:02d}s" if minutes else f"{secs}s"


def bot_moves_after(taken: int) -> str:
    """What an Undo of ``taken`` moves takes back beside the person's own: ", with the 2
    bot moves after it", or nothing."""
    return f", with the {plural(taken - 1, 'bot move')} after it" if taken > 1 else ""


def sentence(words: str) -> str:
    """``words`` ended with a full stop, unless they end a sentence already (a reason
    told by a host or the rules often does): never "it.." nor "it?."."""
    words = words.rstrip()
    return words if words.endswith((".", "!", "?", "\u2026")) else f"{words}."


def damaged_table_words(code: str, problem: str) -> str:
    """What a person is told of a network table they hosted whose save is damaged (its
    host skips it, so it cannot be joined): Continue and the Join page say the same, the
    reason last, where a narrow corner cuts it."""
    return (f"Table {code}'s file is damaged, so it cannot be hosted again; the file is kept "
            f"as it is ({problem}).")
