"""What the table says about a Queens of Fate position: the status line, the large card
view's words and the reason a move is refused. Words only: no rule is decided here;
each function takes the game and the position."""
from __future__ import annotations

from tarot_table.wording import listed, plural
from tarot_table.cards import ROMAN, english_name
from tarot_table.games.base import State
from tarot_table.games.queens_of_fate import cards as qc


def status(game, state: State) -> str:
    if state.data["ended"]:
        return state.data["ended"][1]
    if state.data["trim"]:
        suit = qc.DOMAIN_NAMES[state.data["trim"]]
        return f"Too many Arcana in {suit}: drag one to the Portents to discard it."
    phase = state.data["phase"]
    if phase == "draw" and not state.zones["destiny"]:
        return "Destiny is empty: spend a Source while you still can, or let the world end."
    if phase == "draw":
        return f"Click Destiny to pass a year ({plural(len(state.zones['destiny']), 'card')} left)."
    if phase == "awaken":
        if not any(p.card != state.data["awakener"] for p in state.zones["revealed"]):   # only the Ace is left
            return "Every awakened card is secured: press Finish the Awakening."   # its button's label then
        return "Drag the awakened cards you want to their places, then press Discard the rest."
    card = state.top("challenge").card
    if phase == "battle":
        return _battle_status(game, state, card)
    if qc.kind(card) in ("court", "source"):
        return f"Drag {english_name(card)} to its place to secure it."
    return "In harmony: drag the old Fate card to its domain to secure it, or to the Portents."


def asked_for(game, state: State) -> frozenset[str] | None:
    """The cards ``status`` asks to be played now: the Arcana of an overfull domain, the
    top of Destiny when a year is to pass, the Arcana that may battle (or, where none can
    reach, an Artifact whose wielding brings them within reach and a Reiser Ace), the
    Challenge to secure or the old Fate, the awakened cards. Never a court card to lose:
    Endure is named as a button, and where it is all the line names (no Arcana can reach,
    even with an Artifact), None (play-test round 9, K1b: the focus went to a wield
    that could not help)."""
    if state.data["ended"]:
        return frozenset()
    kinds = _ASKED.get("trim" if state.data["trim"] else state.data["phase"], ())
    actions = game.legal_actions(state)
    if state.data["phase"] == "battle" and not state.data["trim"] and not any(a.kind == "commit" for a in actions):
        helping = frozenset(a.card for a in actions if a.kind == "ace-defeat"
                            or (a.kind == "wield" and _wielding_reaches(game, state, a)))
        return helping or None
    return frozenset(a.card if a.card is not None else state.top(a.src).card
                     for a in actions if a.kind in kinds and (a.card is not None or state.zones.get(a.src)))


_ASKED = {"trim": ("trim",), "draw": ("draw",), "battle": ("commit",), "resolve": ("secure", "keep-fate"),
          "awaken": ("awaken-secure",)}


def _battle_status(game, state: State, foe: str) -> str:
    """The battle's count and what may be done. Arcana are invited only while the rules
    let one be committed (they list none when those in play cannot reach the strength,
    ``can_still_overcome``); else the line says so, as the coaching note does, and names
    what is left: an Artifact that brings the strength within reach, a Reiser Ace, Endure
    (play-test round 5, Q4: "Move Arcana onto it" with no Arcana in play)."""
    need, have = game.needed(state), game.committed(state)
    if _may_commit(game, state):
        extra = f" {price_words(game, state)}" if state.data["artifact_used"] else ""
        return (f"Battle {english_name(foe)}: strength {need}, committed {have}, "
                f"{max(0, need - have)} to go. Drag Arcana onto it, or endure.{extra}")
    return f"Battle {english_name(foe)}, strength {need}: {_out_of_reach(game, state)}"


def price_words(game, state: State) -> str:
    """The wielded Artifact's needs and price, said on the battle line before any
    Arcana pays it (play-test round 8, Q3: the price was told only once paid); once
    Arcana committed pay it, the price so far, which a further Arcana adds to without
    a question (round 9, Q4)."""
    worth = qc.face_value(state.data["artifact_used"])
    so_far = game.battle_price(state)
    if so_far:
        return f"Price so far: {plural(so_far, 'card')} of Destiny; each Arcana worth {worth} or less adds {worth // 2}."
    return (f"An Artifact needs at least one Arcana with it; each Arcana worth {worth} or less "
            f"you add costs {plural(worth // 2, 'card')} of Destiny.")


def price_asked(game, state: State, arcana: str) -> tuple[str, str, str] | None:
    """The question asked before ``arcana`` is committed when it pays the wielded
    Artifact's price (house decision 22); None when it pays none, or when an Arcana on
    the battle already pays it: the player said yes once this battle (play-test round 8:
    asked again for each Arcana)."""
    price = game.artifact_price(state, arcana)
    if not price or game.battle_price(state):
        return None
    worth = qc.face_value(state.data["artifact_used"])
    line = (f"{english_name(arcana)} is worth {game.value(state, arcana)}, no more than the Artifact's {worth}: "
            f"when {english_name(game.opposition(state))} falls it costs {plural(price, 'card')} from the top "
            f"of Destiny, and a committed Arcana cannot be taken back.")
    return f"Pay the Artifact's price of {plural(price, 'card')}?", line, "Commit it"


def wield_price_asked(game, state: State, artifact: str) -> tuple[str, str, str] | None:
    """The question asked before ``artifact`` is wielded where Arcana already committed
    are worth no more than it: they are used with it and pay its price (the seed: "For
    each Arcana card you use with an equal or lower value than the Artifact, you must
    'make a Sacrifice' of half the value of the artifact"), at once where they reach
    the strength it leaves (``wield_fells``). Named whole, with what each further Arcana
    would add; None where the Arcana laid pay nothing (play-test round 9, Q4: the wield
    asked nothing, and the next Arcana's question named 4 cards where 8 were taken). Once
    it is answered the battle pays a price, and a further Arcana is committed as it is
    dropped (asked once a battle, ``price_asked``): this question names what it adds."""
    whole = game.battle_price(state, artifact)
    if not whole:
        return None
    worth, foe = qc.face_value(artifact), english_name(game.opposition(state))
    paying = [p.card for p in state.zones["battle"] if game.artifact_price(state, p.card, artifact)]
    laid = (f"{english_name(paying[0])}, already committed, is worth {game.value(state, paying[0])},"
            if len(paying) == 1 else f"{listed([english_name(c) for c in paying])}, already committed, are each worth")
    if game.wield_fells(state, artifact):
        when = f"{foe} falls at once and it costs {plural(whole, 'card')} from the top of Destiny."
    else:
        when = (f"when {foe} falls it costs {plural(whole, 'card')} from the top of Destiny, and each further "
                f"Arcana worth {worth} or less costs {plural(worth // 2, 'card')} more.")
    line = f"{laid} no more than the Artifact's {worth}: {when}"
    return f"Pay the Artifact's price of {plural(whole, 'card')}?", line, "Wield it"


def _may_commit(game, state: State) -> bool:
    return any(action.kind == "commit" for action in game.legal_actions(state))


def _out_of_reach(game, state: State) -> str:
    """Why no Arcana may be committed, and what is left to do, for a battle whose Arcana
    cannot reach the strength: the status line's words, and a refusal's."""
    need = game.needed(state)
    if game.committed(state) or game.plain_arcana_worth(state):
        why = f"your Arcana cannot reach {need}"
    else:
        why = "you have no Arcana in play to battle it"
    actions = game.legal_actions(state)
    ways = (["drag an Artifact onto it to bring it within reach"]
            if any(a.kind == "wield" and _wielding_reaches(game, state, a) for a in actions) else []) + \
           (["drag an Ace onto it to defeat it"] if any(a.kind == "ace-defeat" for a in actions) else [])
    ways.append("press Endure")
    return f"{why}. {_capital(_either(ways))}."


def _wielding_reaches(game, state: State, wield) -> bool:
    """Whether ``wield``, a move the rules offer, lets Arcana be committed (or fells the
    trump with those committed)."""
    after = state.clone()
    game.apply(after, wield)
    return after.data["phase"] != "battle" or any(a.kind == "commit" for a in game.legal_actions(after))


def _either(ways: list[str]) -> str:
    return ways[0] if len(ways) == 1 else f"{', '.join(ways[:-1])}, or {ways[-1]}"


def _capital(words: str) -> str:
    return words[0].upper() + words[1:]


def describe(game, state: State, card: str) -> str:
    what = qc.kind(card)
    if what == "opposition":
        return f"Opposition of strength {qc.face_value(card)} ({ROMAN[qc.face_value(card)]})."
    if what == "source":
        forged = next((art for art, ace in state.data["artifacts"].items() if ace == card), None)
        return artifact_words(state, forged) if forged else "A Source: it may be spent at any time for one of its powers."
    if what == "court":
        roles = {"king": "guards its suit from conflict", "knight": "lets its domain hold one more Arcana",
                 "page": "lets its domain hold one more Arcana", "queen": "needed for the Ascension"}
        return f"A court card of {qc.DOMAIN_NAMES[qc.suit(card)]}: {roles[qc.rank(card)]}."
    zone, _ = state.find(card)
    if card in state.data["artifacts"]:
        return artifact_words(state, card)
    bonus = " (+1 from the full court)" if zone.startswith("arcana_") and game.full_court(state, qc.suit(card)) else ""
    return f"Arcana worth {game.value(state, card) if zone.startswith('arcana_') else qc.face_value(card)}{bonus}."


def artifact_words(state: State, arcana: str) -> str:
    """What an Artifact is, said alike for its Arcana and its Ace (one thing on the table),
    and by its row's help under the resting pointer."""
    worth = qc.face_value(arcana)
    return (f"An Artifact of value {worth} ({english_name(state.data['artifacts'][arcana])} forged with "
            f"{english_name(arcana)}): in a battle, drag it onto the trump to weaken it by {worth // 2}; "
            f"then each Arcana worth {worth} or less you add costs {plural(worth // 2, 'card')} of Destiny.")


def why_not(game, state: State, card: str | None, zone: str | None) -> str:
    if state.data["trim"]:
        return "First discard Arcana from the overfull domain: drag one to the Portents."
    if card is not None:
        zone_of, index = state.find(card)
        if not state.zones[zone_of][index].face_up:
            card = None   # a face-down card (Destiny's top) says nothing of what it is
    phase = state.data["phase"]
    if phase == "resolve" and card and zone is not None and state.find(card)[0] == "fate":
        return _why_not_old_fate(state, card, zone)
    if card and zone is not None and zone.startswith(("arcana_", "court_", "queen_")) \
            and state.find(card)[0] == "sources":
        return _why_not_forged(game, state, card, zone.split("_")[1])
    if zone is not None and zone.startswith("arcana_") and card and qc.kind(card) == "arcana":
        if qc.suit(card) != zone.split("_")[1]:
            return "An Arcana card can only go to the domain of its own suit."
    if zone is not None and zone.startswith(("court_", "queen_")) and card and qc.kind(card) == "court" \
            and zone != _home_of(card):
        return _why_not_court_place(game, state, card)
    if phase == "awaken":
        return _why_not_awakening(game, state, card, zone)
    if phase == "draw":
        return "Pass a year first: click Destiny to draw the next card."
    if phase == "battle":
        return _why_not_in_battle(game, state, card)
    if phase == "resolve":
        return _why_not_resolving(state, card, zone)
    return "That move is not allowed now."


def _why_not_in_battle(game, state: State, card: str | None) -> str:
    """A refusal in a battle invites Arcana only where the status line does (while the
    rules let one be committed); else it says, as the line does, that they cannot reach
    and what is left (play-test: a stray Enter on Destiny in a battle out of reach said
    "overcome it with Arcana")."""
    foe = english_name(game.opposition(state))
    if card is not None and state.find(card)[0] == "fate":
        return (f"Fate is not in a domain: only Arcana from your domains can be committed against {foe}. "
                "Fate stays until a Challenge replaces it.")
    if card is not None and card in state.data["artifacts"]:
        return _why_not_wielded(game, state, card, foe)
    if card is not None and qc.kind(card) == "court":
        return f"To endure {foe}, drag the court card you will lose to the Portents (or press Endure)."
    if not _may_commit(game, state):
        return f"{foe} stands in your way, strength {game.needed(state)}: {_out_of_reach(game, state)}"
    if card is None:
        return f"{foe} stands in your way: overcome it with Arcana, or press Endure, before the next year."
    return f"Drag Arcana onto {foe}, or drag what you will lose to the Portents (or press Endure)."


def _why_not_wielded(game, state: State, arcana: str, foe: str) -> str:
    """An Artifact dropped in a battle where it does not go: named as the Artifact."""
    name = f"The Artifact of {english_name(arcana)}"
    used = state.data["artifact_used"]
    if used == arcana:
        return f"{name} already weakens {foe}: now drag Arcana onto it (an Artifact needs at least one with it)."
    if used:
        return f"{name} cannot be wielded: only one Artifact is used in a battle, and {english_name(used)}'s is."
    if any(a.kind == "wield" and a.card == arcana for a in game.legal_actions(state)):
        return f"To wield {name[0].lower() + name[1:]}, drag it onto {foe}: it weakens it by {qc.face_value(arcana) // 2}."
    return f"{name} cannot be wielded against {foe} now."


def _why_not_awakening(game, state: State, card: str | None, zone: str | None) -> str:
    """During an Awakening only the woken cards move, each to its own place (where the
    rules would secure it), and the rest go back together with Discard the rest."""
    homes = {a.card: a.to for a in game.legal_actions(state) if a.kind == "awaken-secure"}
    if card in homes:
        if zone == "portents":
            return "The awakened cards you do not secure go back to the Portents together: press Discard the rest."
        return (f"{english_name(card)} is secured only in {place_name(homes[card])}: drag it there, "
                "or leave it for Discard the rest.")
    if card is not None and card == state.data["awakener"]:
        return (f"{english_name(card)} woke these cards: it goes to the Portents when the Awakening ends, "
                "and cannot wake or be secured itself.")
    return "Finish the Awakening first: drag the awakened cards you want to their places, then press Discard the rest."


def _why_not_forged(game, state: State, ace: str, suit: str) -> str:
    """A Source dropped on a domain: the one thing it could do there is forge an Artifact."""
    name = english_name(ace)
    if game.reiser(state):
        return (f"Under Reiser's rules a Source forges nothing: drag {name} onto a trump to defeat it, "
                "or to the Portents to harvest four.")
    if not game.artifacts_allowed(state):
        return f"Artifacts are off in this game, so {name} cannot be forged into a domain."
    if suit != qc.suit(ace):
        return f"{name} can only be forged in its own domain, {qc.DOMAIN_NAMES[qc.suit(ace)]}."
    if not game.plain_arcana(state, suit):
        return (f"{name} cannot be forged: an Artifact is made with an Arcana card of its domain, "
                f"and {qc.DOMAIN_NAMES[suit]} holds none that is not already an Artifact.")
    return f"To forge {name}, drop it on the {qc.DOMAIN_NAMES[suit]} Arcana row."


def _why_not_resolving(state: State, card: str | None, zone: str | None) -> str:
    challenge = state.top("challenge").card
    if qc.kind(challenge) in ("court", "source"):
        name, home = english_name(challenge), _home_of(challenge)
        if card == challenge and zone is not None and zone.startswith(("arcana_", "court_", "queen_")):
            # a newcomer's first Queen went to the Arcana row of its suit (the row its
            # label names), and "the Swords domain" did not say which of three places
            return f"{name} cannot go to {place_name(zone)}: drag it to {place_name(home)} to secure it, or press Let it go."
        return f"Resolve {name} first: drag it to {place_name(home)} to secure it, or press Let it go."
    old = english_name(state.top("fate").card)
    return (f"In harmony: drag the old Fate card, {old}, to its domain to secure it, or press "
            "Discard the old Fate.")


def _why_not_court_place(game, state: State, card: str) -> str:
    """A court card dropped on another domain's court or Queen's place: where it goes,
    by its suit, and where that place lies on this layout."""
    home = _home_of(card)
    queen = home.startswith("queen_")
    if game.reiser(state):
        where = "the top row" if queen else "the middle row, under its Queen"
    else:
        suit = qc.DOMAIN_NAMES[qc.suit(card)]
        where = f"left of the {suit} court" if queen else f"right of the {suit} Queen"
    return f"{english_name(card)} goes to {place_name(home)}, {where}: court cards go to the domain of their own suit."


def _home_of(challenge: str) -> str:
    """Where a court card or an Ace drawn as the Challenge is secured."""
    if qc.kind(challenge) == "source":
        return "sources"
    return f"{'queen' if qc.rank(challenge) == 'queen' else 'court'}_{qc.suit(challenge)}"


PLACE_NAMES = {"destiny": "Destiny", "challenge": "the Challenge", "fate": "Fate", "battle": "the Battle",
               "signs": "the Signs", "portents": "the Portents", "sources": "the Sources",
               "revealed": "the awakened cards", "removed": "Out of play"}


def place_name(zone: str) -> str:
    """A place as the table labels it: a domain's three places by their suit."""
    if zone in PLACE_NAMES:
        return PLACE_NAMES[zone]
    part, suit = zone.split("_", 1)
    domain = qc.DOMAIN_NAMES[suit]
    return {"queen": f"the {domain} Queen's place", "court": f"the {domain} court",
            "arcana": f"the {domain} Arcana row"}[part]


def _why_not_old_fate(state: State, card: str, zone: str) -> str:
    """The old Fate card, in harmony with the Challenge, dropped where it may not go:
    the place tried, why not, and the two places it may go."""
    name, home = english_name(card), qc.DOMAIN_NAMES[qc.suit(card)]
    if zone.startswith(("court_", "queen_")):
        why = "only court cards go there"
    elif zone.startswith("arcana_"):
        why = f"it is of {home}"
    else:
        why = "the old Fate card is either kept in its domain or discarded"
    return f"{name} cannot go to {place_name(zone)}: {why}. Keep it in the {home} Arcana row or discard it to the Portents."
