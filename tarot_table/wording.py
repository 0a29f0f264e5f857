"""Words for counts, shared by the games, the table and the command line."""
from __future__ import annotations


def plural(count: int, noun: str) -> str:
    """"1 move", "2 moves"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def short_names(names: list[str], least: int = 4) -> list[str]:
    """Each name cut to the fewest letters (``least`` at the fewest) that begin no other
    name, marked with a full stop: "Anette" and "Anemone" as "Anet." and "Anem.". A name
    cut by at most one letter is kept whole, and so is one that others begin with."""
    shortened = []
    for i, name in enumerate(names):
        others = [other for j, other in enumerate(names) if j != i and other != name]
        length = least
        while length < len(name) and any(other.startswith(name[:length]) for other in others):
            length += 1
        cut = name[:length].rstrip()
        shortened.append(name if length >= len(name) - 1 else f"{cut}.")
    return shortened


def bot_played_for(names: list[str]) -> str:
    """What a network table's end says of the people a bot played for: "A bot played
    for Anemone", "A bot played for Anemone and Hana"."""
    listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    return f"A bot played for {listed}"


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
