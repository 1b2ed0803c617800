"""Planning one turn from what a seat sees: the draw, the lay-downs, the discard.

A :class:`Style` says how a level plays (docs/bots.md); :func:`plan_laydowns`
lays down and encostar on a private copy of the hand and jogos, and returns the
actions in order; :func:`rank_discards` orders the hand from the loosest card;
:func:`draw_options` orders the ways to start the turn. The bots are stateless:
every call plans again from the view and plays the first action of the plan.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from buraco_tui.engine import MeldCheck, cards_text, cards_to_draw

from .handtools import (
    JOKER,
    is_wild,
    natural_runs,
    natural_sets,
    neighbour_score,
    positions,
    remove_cards,
    wild_pairs,
)
from .seen import Seen

CLEAN_KINDS = ("limpa", "500", "1000")


@dataclass(frozen=True)
class Style:
    """How a level plays."""

    name: str
    #: Take the lixo when it yields a jogo (Médio and up); Fácil always draws.
    take_lixo: bool = True
    #: Lay down 3-card jogos with a curinga whenever found (Fácil).
    wild_jogos: bool = False
    #: When a curinga goes on a jogo: "any" (Fácil), "close_first" (Médio: to
    #: close the first canastra), "after_limpa" (Difícil: close a canastra only
    #: once a limpa is on the table, so the first canastra stays limpa), "none".
    wild_encostar: str = "any"
    #: Spend curingas to empty the hand (reach the morto or bater).
    wild_to_go_out: bool = False
    #: Weigh what a discard gives the opponent (Difícil).
    careful_discard: bool = False
    #: Bater only when it pays (Difícil); the others always bater when they can.
    judge_batida: bool = False
    #: Near the end of the hand, spend the curingas on the table rather than be
    #: caught with them (Difícil): a curinga in hand costs its value.
    late_dump: bool = False
    #: Closed lixo: spend a curinga of the hand to use the top card when the
    #: lixo holds 2+ more cards (Difícil; Médio keeps its curingas).
    closed_lixo_wild: bool = False
    #: Keep cards that fit the side's own jogos when discarding (Médio and up).
    keep_fitting: bool = True
    #: Take an open lixo of two cards or more even when it makes no jogo at once
    #: (Difícil), on the tables where it pays (:func:`greedy_table`): more
    #: cards, more jogos and canastras. Measured in the arena.
    greedy_lixo: bool = False


EASY = Style("easy", take_lixo=False, wild_jogos=True, wild_encostar="any", keep_fitting=False)
MEDIUM = Style("medium", wild_encostar="close_first", wild_to_go_out=True)
HARD = Style(
    "hard",
    wild_encostar="after_limpa",
    wild_to_go_out=True,
    careful_discard=True,
    judge_batida=True,
    late_dump=True,
    greedy_lixo=True,
    closed_lixo_wild=True,
)
#: Cards left to draw (monte plus mortos that will turn into monte) under which
#: the hand is near its end.
LATE_DRAWS = 10
STYLES = {"easy": EASY, "medium": MEDIUM, "hard": HARD}


@dataclass
class Draft:
    """A private copy of one seat's hand and its side's jogos, played forward."""

    seen: Seen
    hand: list[int]
    codes: list[tuple[int, ...]]
    checks: list[MeldCheck]
    actions: list[dict[str, Any]] = field(default_factory=list)
    #: Keep at least this many cards when no morto is left to take (2 = do not bater).
    min_left: int = 0
    #: The hand emptied onto the morto (ida direta): planning stops there.
    to_morto: bool = False

    @classmethod
    def of(cls, seen: Seen, hand: list[int] | None = None) -> Draft:
        """A draft of ``seen``'s position (optionally with another hand)."""
        side = seen.side
        return cls(
            seen=seen,
            hand=sorted(seen.hand if hand is None else hand),
            codes=list(seen.melds[side]),
            checks=list(seen.checks[side]),
        )

    def trial(self) -> Draft:
        """A copy to play a line forward on, leaving this draft as it is."""
        return Draft(
            seen=self.seen,
            hand=list(self.hand),
            codes=list(self.codes),
            checks=list(self.checks),
            actions=list(self.actions),
            min_left=self.min_left,
        )

    def spend_wilds(self, spend: Callable[[Draft], bool]) -> Draft:
        """A trial copy that empties the hand as far as it goes: ``spend`` puts a
        curinga down (True when it did), then every natural card that fits follows,
        until the morto, one card left, or nothing more to spend."""
        trial = self.trial()
        for _ in range(6):
            if trial.to_morto or len(trial.hand) <= 1:
                break
            if not spend(trial):
                break
            trial.natural_encostar()
            trial.natural_jogos()
        return trial

    @property
    def open_big(self) -> bool:
        """The first lay-down must reach the vulnerável minimum."""
        return self.seen.vulneravel[self.seen.side] and not self.codes

    def allowed(self, left: int, checks: list[MeldCheck], rest: list[int] | None = None) -> bool:
        """The engine's guard on running out, plus this plan's own floor; where
        a non-curinga must stay in hand after laying down (rioplatense), that
        too (``rest``: the hand after the lay-down)."""
        if self.to_morto:
            return False
        seen = self.seen
        if (
            rest
            and getattr(seen.rules, "guardar_nao_curinga", False)
            and all(is_wild(c) for c in rest)
        ):
            return False
        if seen.can_take_morto:
            return True
        if left >= max(2, self.min_left):
            return True
        if left < self.min_left:
            return False
        return seen.has_canastra(checks)

    def _laid(self, cards: list[int]) -> None:
        self.hand = remove_cards(self.hand, cards)
        if not self.hand and self.seen.can_take_morto:
            self.to_morto = True

    def encostar(self, idx: int, cards: list[int], natural_only: bool) -> bool:
        """Put ``cards`` on jogo ``idx`` if valid (and, if ``natural_only``, without
        making it dirtier); True when done."""
        old = self.checks[idx]
        new = self.seen.judge(self.codes[idx] + tuple(cards))
        if not new.ok:
            return False
        if natural_only and old.clean and not new.clean:
            return False
        checks = self.checks[:idx] + [new] + self.checks[idx + 1 :]
        rest = remove_cards(self.hand, cards)
        if not self.allowed(len(rest), checks, rest):
            return False
        self.codes[idx] = tuple(sorted(self.codes[idx] + tuple(cards)))
        self.checks[idx] = new
        self.actions.append({"acao": "encostar", "jogo": idx, "cartas": cards_text(cards)})
        self._laid(cards)
        return True

    def baixar(self, jogos: list[tuple[int, ...]]) -> bool:
        """Lay down new jogos (several at once: ``baixar_varios``); True when done."""
        checks = [self.seen.judge(j) for j in jogos]
        if not all(c.ok for c in checks):
            return False
        used = [c for j in jogos for c in j]
        try:
            rest = remove_cards(self.hand, used)
        except ValueError:
            return False
        if self.open_big:
            if sum(c.points for c in checks) < self.seen.rules.vulneravel_minimo:
                return False
        if not self.allowed(len(rest), self.checks + checks, rest):
            return False
        for j, c in zip(jogos, checks, strict=True):
            self.codes.append(tuple(sorted(j)))
            self.checks.append(c)
        if len(jogos) == 1:
            self.actions.append({"acao": "baixar", "cartas": cards_text(sorted(jogos[0]))})
        else:
            self.actions.append(
                {"acao": "baixar_varios", "jogos": [cards_text(sorted(j)) for j in jogos]}
            )
        self._laid(used)
        return True

    # ------------------------------------------------------------ the steps

    def natural_encostar(self) -> bool:
        """Every natural card that fits a jogo of the side goes on it."""
        changed = False
        progress = True
        while progress and not self.to_morto:
            progress = False
            for idx in range(len(self.codes)):
                check = self.checks[idx]
                for c in _natural_candidates(check, self.hand):
                    if c not in self.hand:
                        continue
                    if self.encostar(idx, [c], natural_only=True):
                        progress = changed = True
                        if self.to_morto:
                            return True
        return changed

    def natural_jogos(self) -> bool:
        """Lay down natural sequences (and trincas where allowed) from the hand;
        where the table allows jogos of curingas alone (rioplatense), those too."""
        changed = False
        while not self.to_morto:
            found = natural_runs(self.hand)
            if self.seen.rules.trincas:
                found += natural_sets(self.hand)
            wilds = tuple(c for c in self.hand if is_wild(c))
            if len(wilds) >= 3 and self.seen.judge(wilds).ok:
                found.append(wilds)
            done = False
            for jogo in sorted(found, key=len, reverse=True):
                if self.baixar([jogo]):
                    done = changed = True
                    break
            if not done:
                break
        return changed

    def open_vulneravel(self, use_wilds: bool) -> bool:
        """The first lay-down of a vulnerável side: jogos worth the minimum, at once."""
        jogos = natural_runs(self.hand)
        if self.seen.rules.trincas:
            rest = list(self.hand)
            for j in jogos:
                rest = remove_cards(rest, j)
            jogos += natural_sets(rest)
        points = sum(self.seen.judge(j).points for j in jogos)
        minimo = self.seen.rules.vulneravel_minimo
        if points < minimo and use_wilds:
            rest = list(self.hand)
            for j in jogos:
                rest = remove_cards(rest, j)
            for w in [c for c in rest if is_wild(c)]:
                pairs = wild_pairs(rest)
                if pairs:
                    a, b = pairs[0]
                    jogos.append((a, b, w))
                    rest = remove_cards(rest, (a, b, w))
                else:
                    for i, j in enumerate(jogos):
                        if self.seen.judge(j + (w,)).ok:
                            jogos[i] = j + (w,)
                            rest.remove(w)
                            break
                points = sum(self.seen.judge(j).points for j in jogos)
                if points >= minimo:
                    break
        if not jogos or points < minimo:
            return False
        return self.baixar(jogos)

    def wild_on_jogo(self, mode: str) -> bool:
        """Spend a curinga on a jogo of the side, as the level allows."""
        wilds = [c for c in self.hand if is_wild(c)]
        if not wilds:
            return False
        has_any = any(m.canastra for m in self.checks)
        has_limpa = any(m.canastra in CLEAN_KINDS for m in self.checks)
        for idx in self._wild_order(wilds[0]):
            m = self.checks[idx]
            if not m.clean:
                continue
            if mode == "any":
                pass
            elif mode == "close_first":
                if has_any or m.size != 6:
                    continue
            elif mode == "after_limpa":
                if not has_limpa or m.size != 6 or m.canastra:
                    continue
            else:
                continue
            if self.encostar(idx, [wilds[0]], natural_only=False):
                return True
        return False

    def _wild_order(self, wild: int) -> list[int]:
        """The side's jogos in the order a curinga should try them: where it
        costs least first (issue 8: a curinga closing a canastra, then a jogo
        with no canastra bonus to lose, before a limpa or a canastra of 500 it
        would dirty: "Canastra limpa +200, suja +100"), table order otherwise."""

        def cost(idx: int) -> tuple[int, int]:
            old = self.checks[idx]
            new = self.seen.judge(self.codes[idx] + (wild,))
            if not new.ok:
                return (10_000, idx)
            return (old.bonus - new.bonus, idx)

        return sorted(range(len(self.checks)), key=cost)

    def wild_jogo(self) -> bool:
        """Lay down a 3-card jogo made of two natural cards and a curinga."""
        wilds = [c for c in self.hand if is_wild(c)]
        if not wilds:
            return False
        for a, b in wild_pairs(self.hand):
            if self.baixar([(a, b, wilds[0])]):
                return True
        return False


def _natural_candidates(check: MeldCheck, hand: list[int]) -> list[int]:
    """Distinct natural hand cards that could join this jogo (a quick filter;
    the judge decides)."""
    if check.kind == "sequencia":
        key = (check.suit, check.low, check.high, check.clean)
        near = _NEAR_CODES.get(key)
        if near is None:
            near = _NEAR_CODES[key] = _sequence_candidates(check)
        return [c for c in sorted(set(hand)) if c in near]
    if check.kind == "trinca":
        rank = check.cards[0] % 13
        return sorted({c for c in hand if not is_wild(c) and c % 13 == rank})
    return sorted({c for c in hand if not is_wild(c)})


#: (suit, low, high, clean) of a sequence -> the natural codes worth judging on it.
_NEAR_CODES: dict[tuple[int, int, int, bool], frozenset[int]] = {}


def _sequence_candidates(check: MeldCheck) -> frozenset[int]:
    """The codes of the sequence's suit within two places of its ends, and a 2
    of the suit only where it would sit at its own place."""
    lo_code = check.suit * 13
    lo, hi = check.low - 2, check.high + 2
    twos = _natural_twos(check)
    out = set()
    for c in range(lo_code, lo_code + 13):
        if c % 13 == 1:
            if c in twos:
                out.add(c)
        elif any(lo <= p <= hi for p in positions(c)):
            out.add(c)
    return frozenset(out)


def _may_fit(check: MeldCheck, card: int) -> bool:
    """A quick filter before judging: could ``card`` join this jogo at all?"""
    if check.kind == "sequencia":
        if card == JOKER:
            return True
        if card // 13 != check.suit:
            return card % 13 == 1
        return any(check.low - 2 <= p <= check.high + 2 for p in positions(card))
    if check.kind == "trinca":
        return is_wild(card) or card % 13 == check.cards[0] % 13
    return True


def _natural_twos(check: MeldCheck) -> set[int]:
    """2s of a clean sequence's suit that would sit at their own place (after an
    ace or before a 3 of the jogo)."""
    if not check.clean or check.kind != "sequencia":
        return set()
    if check.low <= 3 and check.high >= 1:
        return {check.suit * 13 + 1}
    return set()


def plan_laydowns(seen: Seen, style: Style, hand: list[int] | None = None) -> Draft:
    """Lay down and encostar what the level would, on a private draft.

    Returns the draft: its ``actions`` in order (empty when the level lays
    nothing), its final ``hand`` and jogos.
    """
    draft = Draft.of(seen, hand)
    if style.judge_batida and not seen.can_take_morto and not batida_pays(seen):
        draft.min_left = 2
    _plan_into(draft, style)
    if style.wild_to_go_out and not draft.to_morto and len(draft.hand) > 1:
        trial = _go_out(draft)
        if trial is not None:
            draft = trial
    if style.judge_batida and draft.min_left < 2 and batida_loses_match(seen, draft):
        draft = Draft.of(seen, hand)
        draft.min_left = 2
        _plan_into(draft, style)
    return draft


def _plan_into(draft: Draft, style: Style) -> None:
    def wilds(d: Draft) -> bool:
        late = style.late_dump and draws_left(d.seen) <= LATE_DRAWS
        spend = late or strands_wilds(d)
        changed = (style.wild_jogos or spend) and d.wild_jogo()
        return d.wild_on_jogo("any" if spend else style.wild_encostar) or changed

    run_plan(draft, wilds)


def run_plan(draft: Draft, wilds: Callable[[Draft], bool]) -> None:
    """Lay down and encostar on ``draft``: the opening a vulnerável side needs,
    then natural cards, then the style's use of curingas, until nothing changes."""
    if draft.open_big and not draft.open_vulneravel(use_wilds=True):
        return
    for _ in range(30):
        if draft.to_morto:
            return
        changed = draft.natural_encostar()
        changed |= draft.natural_jogos()
        if not draft.to_morto and wilds(draft):
            changed = True
        if not changed:
            return


def strands_wilds(draft: Draft) -> bool:
    """Where a curinga may never be discarded (rioplatense), a short hand holding
    one must put it on the table before only curingas are left."""
    if draft.seen.rules.descarte_curinga:
        return False
    return len(draft.hand) <= 3 and any(is_wild(c) for c in draft.hand)


def _go_out(draft: Draft) -> Draft | None:
    """Try to empty the hand (to 0, or to 1 card to discard) by spending curingas.

    Worth it to reach the morto or, when the side may, to bater.
    """
    seen = draft.seen
    if not seen.can_take_morto:
        if draft.min_left >= 2:
            return None
        if not seen.has_canastra(draft.checks) and not _canastra_reachable(draft):
            return None
    if not any(is_wild(c) for c in draft.hand):
        return None
    trial = draft.spend_wilds(lambda t: t.wild_jogo() or t.wild_on_jogo("any"))
    if trial.to_morto or len(trial.hand) <= 1:
        if len(trial.hand) == 1 and is_wild(trial.hand[0]) and seen.can_take_morto:
            return None  # would throw a curinga away to reach the morto
        return trial
    return None


def _canastra_reachable(draft: Draft) -> bool:
    return any(m.size >= 6 for m in draft.checks)


def draws_left(seen: Seen) -> int:
    """Cards still to be drawn this hand: the monte and the mortos that will
    become monte."""
    return cards_to_draw(seen.monte_count, seen.mortos_left)


def batida_pays(seen: Seen) -> bool:
    """Difícil's rule: bater if an opponent has not taken its morto, if the monte
    is nearly out, or if not behind the best opponent on score plus table (of
    three sides, rioplatense, every other side is an opponent)."""
    verdict = batida_match_verdict(seen)
    if verdict is not None:
        return verdict
    if seen.mortos_left > 0 and any(not seen.morto_taken[o] for o in seen.opps):
        return True
    if draws_left(seen) <= LATE_DRAWS:
        return True
    mine = seen.scores[seen.side] + seen.table_points(seen.side)
    theirs = max(seen.scores[o] + seen.table_points(o) for o in seen.opps)
    return mine >= theirs


#: The batida bonus and the fine for a morto not taken (seed 000, "Pontuação da mão").
BATIDA_BONUS = 100
MORTO_FINE = 100


def _cards_of(seen: Seen, side: int) -> int:
    """Cards in the hands of ``side``'s players other than this seat."""
    return sum(
        n for s, n in enumerate(seen.hand_counts) if seen.side_of(s) == side and s != seen.seat
    )


def _side_range(seen: Seen, opp: int) -> tuple[int, int]:
    """The least and the most opposing side ``opp``'s score can be after a batida now."""
    theirs = seen.scores[opp] + seen.table_points(opp)
    fine = MORTO_FINE if not seen.morto_taken[opp] else 0
    least = theirs - fine - _cards_of(seen, opp) * max(seen.rules.values)
    most = theirs - (fine if seen.morto_taken[seen.side] else 0)
    return least, most


def _theirs_range(seen: Seen) -> tuple[int, int]:
    """The least the strongest opponent can end with, and the most any
    opponent can, after a batida now."""
    ranges = [_side_range(seen, o) for o in seen.opps]
    return max(r[0] for r in ranges), max(r[1] for r in ranges)


def batida_match_verdict(seen: Seen) -> bool | None:
    """True when a batida now wins the match whatever the hidden hands hold
    (seed 000: "Ao fim de uma mão, se alguma dupla tem a meta ou mais, vence a
    de maior placar"); None when the match does not settle it."""
    meta = seen.rules.meta
    if not meta:
        return None
    side = seen.side
    mine = seen.scores[side] + seen.table_points(side) + BATIDA_BONUS
    mine -= _cards_of(seen, side) * max(seen.rules.values)
    if not seen.morto_taken[side]:
        mine -= MORTO_FINE
    _, theirs_most = _theirs_range(seen)
    if mine >= meta and mine > theirs_most:
        return True
    return None


def batida_loses_match(seen: Seen, draft: Draft) -> bool:
    """The plan bats (it leaves at most the card to discard, with no morto to
    take) and ends a hand after which the opponent has the target and more
    points whatever the hidden hands hold: the match lost, while playing on
    keeps a chance (issue 8: 2300 against 2950, target 3000)."""
    meta = seen.rules.meta
    if not meta or seen.can_take_morto or draft.to_morto or len(draft.hand) > 1:
        return False
    if seen.monte_count == 0 and seen.mortos_left == 0:
        return False  # the hand ends this turn anyway
    if len(draft.hand) == 1 and not seen.has_canastra(draft.checks):
        return False  # the discard does not bat
    if not draft.hand and not seen.has_canastra(draft.checks):
        return False
    mine = seen.scores[seen.side] + sum(m.points + m.bonus for m in draft.checks) + BATIDA_BONUS
    theirs_least, _ = _theirs_range(seen)
    return theirs_least >= meta and theirs_least > mine


# ------------------------------------------------------------------ discard


def discard_danger(seen: Seen, card: int) -> float:
    """How much discarding ``card`` may feed an opponent (any opposing side: the
    lixo waits for every seat): it fits one of their jogos, or neighbours the
    cards they took from the lixo. The partner's jogos are the side's own."""
    return danger_of(seen)(card)


def safe_first(seen: Seen, ranked: list[int]) -> list[int]:
    """Difícil never discards a card that feeds the opponent (fits their jogos,
    neighbours what they took from the lixo) or a curinga when a safe card
    exists: keep only the safe cards then; otherwise every card stays in."""
    danger = danger_of(seen)
    safe = [c for c in ranked if not is_wild(c) and danger(c) == 0]
    return safe or ranked


def danger_of(seen: Seen) -> Callable[[int], float]:
    """:func:`discard_danger` for many cards of one position: what the opponents
    show is read once, then each card is weighed against it."""
    opps = seen.opps
    opp_jogos = [
        list(zip(seen.melds[opp], seen.checks[opp], strict=True)) for opp in opps if seen.melds[opp]
    ]
    taken = [
        seen.taken[s] for s in range(seen.players) if seen.side_of(s) in opps and seen.taken[s]
    ]
    trincas = seen.rules.trincas
    factor = 1.0 if seen.rules.lixo_fechado else 1.0 + min(seen.lixo_size, 12) / 6.0
    judge = seen.judge

    def danger(card: int) -> float:
        if is_wild(card):
            return 0.0
        total = 0.0
        for jogos in opp_jogos:
            for codes, check in jogos:
                if not _may_fit(check, card):
                    continue
                if judge(codes + (card,)).ok:
                    total += 10.0
                    break
        for cards in taken:
            total += 1.5 * neighbour_score(card, cards)
            if trincas and any(t % 13 == card % 13 for t in cards):
                total += 3.0
        if total:
            total *= factor
        return total

    return danger


def rank_discards(
    seen: Seen,
    hand: list[int],
    checks: list[MeldCheck],
    style: Style,
    codes: list[tuple[int, ...]] | None = None,
) -> list[int]:
    """The hand's distinct cards, the one to discard first."""
    own = seen.melds[seen.side] if codes is None else codes
    values = seen.rules.values
    has_wild = any(is_wild(c) for c in hand)
    danger = danger_of(seen) if style.careful_discard else None
    by_suit: list[list[int]] = [[], [], [], []]
    for c in hand:
        if not is_wild(c):
            by_suit[c // 13].append(c)
    scored = []
    for c in sorted(set(hand)):
        if is_wild(c):
            scored.append((1000.0 + values[c], c))
            continue
        keep = neighbour_score(c, by_suit[c // 13])
        if hand.count(c) > 1:
            keep += 2.5 if seen.rules.trincas else 0.5
        if style.keep_fitting:
            for m_codes, m_check in zip(own, checks, strict=False):
                if _may_fit(m_check, c) and seen.judge(m_codes + (c,)).ok:
                    keep += 8.0
                    break
            if has_wild and keep >= 3.0:
                keep += 1.0
        keep -= values[c] * 0.12
        if danger is not None:
            keep += danger(c)
        scored.append((keep, c))
    scored.sort()
    return [c for _, c in scored]


# --------------------------------------------------------------------- draw


def draw_options(seen: Seen, style: Style) -> list[dict[str, Any]]:
    """Ways to start the turn, the level's favourite first."""
    draw = {"acao": "comprar"}
    take = {"acao": "pegar_lixo"}
    if not seen.lixo:
        return [draw]
    if seen.idle_lixo_turns >= 2 and seen.monte_count > 0:
        return [draw, take]  # the lixo is going round in circles: draw instead
    if seen.monte_count == 0:
        return _closed_options(seen, style) + [take] if seen.rules.lixo_fechado else [take]
    if not style.take_lixo:
        return [draw]
    if seen.rules.lixo_fechado:
        options = _closed_options(seen, style)
        return options + [draw] if options else [draw]
    if (
        style.greedy_lixo
        and greedy_table(seen)
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
    natural = Style("race", wild_encostar="none")
    return plan_laydowns(seen, natural, hand=hand).to_morto


def _race_lost(seen: Seen) -> bool:
    """The monte keeps the morto one discard away and the lixo would not
    (issue 8: taking back a small lixo turn after turn while the morto waited;
    seed 003: "Corra para o morto")."""
    return race_ready(seen) and not race_ready(seen, seen.hand + seen.lixo)


def greedy_table(seen: Seen) -> bool:
    """Tables where taking every open lixo pays (measured in the arena, Difícil
    rules against Médio): where only a limpa lets a side bater, hands run long
    and the extra cards become canastras; with trincas too, unless a side may go
    out with no canastra at all (rioplatense). Where any canastra bats
    (mestre-buraco) or none is needed, the extra cards are caught in hand."""
    rules = seen.rules
    if rules.batida_exige_limpa:
        return True
    return rules.trincas and rules.batida_exige_canastra


def lixo_gain(seen: Seen, style: Style) -> int:
    """How many more cards the level lays down this turn if it takes the lixo."""
    natural = Style(style.name, wild_encostar="none")
    without = plan_laydowns(seen, natural)
    with_lixo = plan_laydowns(seen, natural, hand=seen.hand + seen.lixo)
    laid_without = len(seen.hand) - len(without.hand)
    laid_with = len(seen.hand) + len(seen.lixo) - len(with_lixo.hand)
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
    pairs: list[tuple[int, int]] = []
    hand = seen.hand
    if not is_wild(top):
        for a, b in _pairs_for(top, hand):
            pairs.append((a, b))
    if own_wild_ok and not big:
        wilds = [c for c in hand if is_wild(c)]
        if wilds and not is_wild(top):
            for c in sorted(set(hand)):
                if is_wild(c) or c // 13 != top // 13:
                    continue
                d = min(abs(p - q) for p in positions(c) for q in positions(top))
                if 1 <= d <= 2:
                    pairs.append((c, wilds[0]))
    for a, b in pairs:
        check = seen.judge((a, b, top))
        if not check.ok:
            continue
        if big and check.points < seen.rules.vulneravel_minimo:
            continue
        if (
            len(hand) - 2 + rest < 2
            and not seen.can_take_morto
            and not seen.has_canastra(seen.checks[side] + [check])
        ):
            continue
        out.append({"acao": "pegar_lixo", "cartas": cards_text(sorted((a, b)))})
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
