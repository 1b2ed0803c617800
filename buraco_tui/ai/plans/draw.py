"""Starting the turn: the monte or the lixo, and in a closed lixo the ways to
use its top card.

:func:`draw_options` orders the ways to start the turn, the level's favourite
first: the lixo when it lays down more cards (:func:`lixo_gain`), every open
lixo of two cards or more at the tables where that pays (:func:`..knowledge.tables.greedy_table`),
never a lixo that costs the race to the morto (:func:`race_ready`).
"""

from __future__ import annotations

from typing import Any

from buraco_tui.engine import cards_text, closed_openings

from ..knowledge.handtools import DIST, is_wild
from ..knowledge.seen import Seen
from ..knowledge.tables import greedy_table
from .batida import draws_left
from .laydown import plan_laydowns
from .style import Style, natural
from .takeback import compelled_take, without_take_back


def draw_options(seen: Seen, style: Style) -> list[dict[str, Any]]:
    """Ways to start the turn, the level's favourite first; never a take-back of
    the side's own card (:func:`.takeback.without_take_back`, bot decision B24)."""
    return without_take_back(seen, _draw_options(seen, style))


def _draw_options(seen: Seen, style: Style) -> list[dict[str, Any]]:
    draw = {"acao": "comprar"}
    take = {"acao": "pegar_lixo"}
    if not seen.lixo:
        return [draw]
    if seen.monte_count == 0:
        return _closed_options(seen, style) + [take] if seen.rules.lixo_fechado else [take]
    if compelled_take(seen) and not seen.rules.lixo_fechado:
        return [take]  # curingas alone in hand (rioplatense): the rules take the lixo
    if seen.idle_lixo_turns >= 2:
        return [draw, take]  # the lixo is going round in circles: draw instead
    if not style.take_lixo:
        return [draw]
    if seen.rules.lixo_fechado:
        options = _closed_options(seen, style)
        return options + [draw] if options else [draw]
    if (
        style.greedy_lixo
        and greedy_table(seen.rules)
        and seen.lixo_size >= 2
        and draws_left(seen) > 5
        and not _race_lost(seen)
    ):
        return [take, draw]
    if lixo_gain(seen, style) > 0:
        return [take, draw]
    return [draw, take]


def race_ready(seen: Seen, hand: list[int] | None = None) -> bool:
    """The side may take a morto and ``hand`` (the seat's own by default) lays
    down whole on its natural jogos: whatever card comes from the monte, the
    discard of it takes the morto this turn (seed 003: "Corra para o morto")."""
    if not seen.can_take_morto:
        return False
    return plan_laydowns(seen, natural("race"), hand=hand).to_morto


def _race_lost(seen: Seen) -> bool:
    """The monte keeps the morto one discard away and the lixo would not
    (issue 8: taking back a small lixo turn after turn while the morto waited;
    seed 003: "Corra para o morto")."""
    return race_ready(seen) and not race_ready(seen, seen.hand + seen.lixo)


def lixo_gain(seen: Seen, style: Style) -> int:
    """How many more cards the level lays down this turn if it takes the lixo;
    0 when the hand with the lixo would lay nothing at all (a take that lays
    nothing gains nothing: the plan without the lixo is then not made, as in
    most draws of a playout)."""
    plain = natural(style.name)
    with_lixo = plan_laydowns(seen, plain, hand=seen.hand + seen.lixo)
    laid_with = len(seen.hand) + len(seen.lixo) - len(with_lixo.hand)
    if not laid_with:
        return 0
    without = plan_laydowns(seen, plain)
    laid_without = len(seen.hand) - len(without.hand)
    return laid_with - laid_without


def _closed_options(seen: Seen, style: Style) -> list[dict[str, Any]]:
    """Closed lixo: ways to use its top card at once, naturals first."""
    top = seen.lixo[-1]
    side = seen.side
    out: list[dict[str, Any]] = []
    big = seen.must_open_big
    rest = seen.lixo_size - 1  # a stacked lixo shows its count (docs/rules.md §9.2)
    wild_ok = rest >= 2
    own_wild_ok = style.closed_lixo_wild and wild_ok
    if not big:
        for idx, (codes, check) in enumerate(zip(seen.melds[side], seen.checks[side], strict=True)):
            new = seen.judge(codes + (top,))
            if not new.ok:
                continue
            if check.clean and not new.clean and not wild_ok:
                continue
            if (
                len(seen.hand) + rest < 2
                and not seen.can_take_morto
                and not seen.has_canastra(
                    seen.checks[side][:idx] + [new] + seen.checks[side][idx + 1 :]
                )
            ):
                continue
            out.append({"acao": "pegar_lixo", "jogo": idx})
    hand = seen.hand
    if big:
        return out + _closed_openings(seen, hand, top, rest)
    pairs: list[tuple[int, int]] = []
    if not is_wild(top):
        for a, b in _pairs_for(top, hand):
            pairs.append((a, b))
    if own_wild_ok and not big:
        wilds = [c for c in hand if is_wild(c)]
        if wilds and not is_wild(top):
            for c in sorted(set(hand)):
                if is_wild(c) or c // 13 != top // 13:
                    continue
                if 1 <= DIST[c][top] <= 2:
                    pairs.append((c, wilds[0]))
    for a, b in pairs:
        check = seen.judge((a, b, top))
        if not check.ok:
            continue
        if (
            len(hand) - 2 + rest < 2
            and not seen.can_take_morto
            and not seen.has_canastra(seen.checks[side] + [check])
        ):
            continue
        out.append({"acao": "pegar_lixo", "cartas": cards_text(sorted((a, b)))})
    return out


def _closed_openings(seen: Seen, hand: list[int], top: int, rest: int) -> list[dict[str, Any]]:
    """A vulnerável side with no jogo yet takes a closed lixo only with a jogo that
    reaches the minimum alone: the top card and two or more hand cards."""
    out = []
    for codes in closed_openings(hand, top, seen.rules):
        used = list(codes)
        used.remove(top)
        if (
            len(hand) - len(used) + rest < 2
            and not seen.can_take_morto
            and not seen.has_canastra([seen.judge(codes)])
        ):
            continue
        out.append({"acao": "pegar_lixo", "cartas": cards_text(used)})
    return out


def _pairs_for(top: int, hand: list[int]) -> list[tuple[int, int]]:
    """Pairs of natural hand cards that make a natural jogo with ``top``."""
    out = []
    nat = sorted(set(c for c in hand if not is_wild(c)))
    for i, a in enumerate(nat):
        for b in nat[i:]:
            if a == b and hand.count(a) < 2:
                continue
            out.append((a, b))
    return out
