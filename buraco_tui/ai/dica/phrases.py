"""The phrases a Dica sentence is built of, each with the claim it makes (:mod:`.claims`).

Names of jogos, the way a card goes into one, the progress toward a canastra, the
endings of a lay-down: :mod:`.explain` puts them together.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from buraco_tui.engine import cards_text, parse_cards
from buraco_tui.text.lang import tr

from ..knowledge.seen import Seen
from .claims import CANASTRA_SIZE, Claim

#: The suits in the engine's order, as catalogue ids (``explain.suit.<name>``).
SUITS = ("espadas", "copas", "ouros", "paus")


def card_codes(text: Any) -> list[int]:
    """Card codes of a card text or list of texts."""
    return [int(c) for c in parse_cards(text)]


def txt(cards: Sequence[int]) -> str:
    """Cards as text, sorted."""
    return cards_text(sorted(cards))


def jogo_name(seen: Seen, check: Any, lang: str) -> tuple[str, list[Claim]]:
    """'seu jogo de copas' / 'your hearts jogo'; a jogo named by its cards (a trinca)
    is 'o jogo': its cards are already in the sentence (issue 27: a jogo listed twice)."""
    cards = tuple(int(c) for c in check.cards)
    if check.kind == "sequencia" and check.suit >= 0:
        suit = tr(f"explain.suit.{SUITS[check.suit]}", lang)
        return tr("explain.jogo.suit" + pair(seen), lang, suit=suit), [
            Claim("suit", (cards, check.suit))
        ]
    return tr("explain.jogo.it" + pair(seen), lang), []


def into_phrase(seen: Seen, onto: tuple[int, ...], lang: str) -> tuple[str, list[Claim]]:
    """'no seu jogo de copas (5♥ 6♥ 7♥)' / 'no seu jogo 10♥ 10♦ 10♣': the jogo on the
    table a card goes into, the preposition and article joined ('em o' never said)."""
    check = seen.judge(onto)
    claims = [Claim("on_table", (onto,))]
    table = cards_text(check.cards) if check.ok else txt(onto)
    if check.ok and check.kind == "sequencia" and check.suit >= 0:
        suit = tr(f"explain.suit.{SUITS[check.suit]}", lang)
        claims.append(Claim("suit", (onto, check.suit)))
        return tr("explain.into.suit" + pair(seen), lang, suit=suit, cards=table), claims
    return tr("explain.into.cards" + pair(seen), lang, cards=table), claims


def pair(seen: Seen) -> str:
    """The catalogue suffix of a seat that has a partner (".pair": the jogos
    and the morto are the pair's, seed 000: "Cada dupla pega um morto só")."""
    return ".pair" if seen.partners else ""


def many(seen: Seen) -> str:
    """The catalogue suffix where more than one seat opposes (".many")."""
    opposing = [s for s in range(seen.players) if seen.side_of(s) != seen.side]
    return ".many" if len(opposing) > 1 else ""


def progress_phrase(
    seen: Seen, jogo: tuple[int, ...], lang: str, before: tuple[int, ...] | None = None
) -> tuple[str, Claim]:
    """'fica a 2 cartas da canastra' / 'fecha uma canastra limpa' / for a jogo
    that already was a canastra (``before``), 'continua uma canastra limpa' or
    'vira uma canastra suja'."""
    check = seen.judge(jogo)
    old = seen.judge(before) if before else None
    if check.canastra:
        kind = tr(f"explain.kind.{check.canastra}", lang)
        if old is not None and old.canastra:
            what = "still" if old.canastra == check.canastra else "becomes"
        else:
            what = "canastra"
        text = tr(f"explain.progress.{what}", lang, kind=kind)
        return text, Claim("progress", (before, jogo, what, check.canastra))
    n = CANASTRA_SIZE - len(check.cards)
    return tr("explain.progress.missing", lang, n=n), Claim(
        "progress", (before, jogo, "missing", n)
    )


def these_phrase(cards: list[int], lang: str) -> str:
    """'o 7♥' / 'o 7♥ e o 8♥' / 'the 7♥ and the 8♥'."""
    parts = [tr("explain.card", lang, card=txt([c])) for c in sorted(cards)]
    if len(parts) == 1:
        return parts[0]
    return tr("explain.list", lang, first=", ".join(parts[:-1]), last=parts[-1])


def table(seen: Seen, cards: Sequence[int]) -> str:
    """Cards of a jogo in table order."""
    check = seen.judge(cards)
    return cards_text(check.cards) if check.ok else txt(list(cards))


def after_words(seen: Seen, laid: list[int], lang: str) -> tuple[str, list[Claim]]:
    left = len(seen.hand) - len(laid)
    what = ""
    if left == 0:
        what = "morto_direto" if seen.can_take_morto else "bata"
    elif left == 1 and seen.can_take_morto:
        what = "morto_descarte"
    if not what:
        return "", []
    suffix = pair(seen) if what != "bata" else ""
    return tr(f"explain.after.{what}" + suffix, lang), [Claim("after", (what, tuple(laid)))]
