"""A private copy of one seat's hand and its side's jogos, played forward.

A :class:`Draft` lays down and encostar on its copy, checking each step as the
engine would (the judge, the guard on running out, the vulnerável minimum) and
noting the actions in order; the planners (``laydown.py``, the pool's styles)
choose which steps to take.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from buraco_tui.engine import MeldCheck, cards_text

from ..knowledge.fits import candidates_among, verdict_table, with_card
from ..knowledge.handtools import (
    CLEAN_KINDS,
    is_wild,
    natural_runs,
    natural_sets,
    remove_cards,
    wild_pairs,
)
from ..knowledge.seen import Seen


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
        a non-curinga must stay in hand after laying down (a table where a curinga
        may not be discarded), that too (``rest``: the hand after the lay-down)."""
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
        if left == 0 and not seen.rules.batida_por_baixada:
            return False  # the batida needs a last discard here (docs/rules.md §6.3)
        return seen.has_canastra(checks)

    def _laid(self, cards: list[int]) -> None:
        self.hand = remove_cards(self.hand, cards)
        if not self.hand and self.seen.can_take_morto:
            self.to_morto = True

    def encostar(self, idx: int, cards: list[int], natural_only: bool) -> bool:
        """Put ``cards`` on jogo ``idx`` if valid (and, if ``natural_only``, without
        making it dirtier); True when done."""
        old = self.checks[idx]
        if len(cards) == 1:
            new = with_card(self.seen.judge, self.codes[idx], old, cards[0])
        else:
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
        judge = self.seen.judge
        while progress and not self.to_morto:
            progress = False
            # the cards only leave the hand in this pass: those gone are skipped
            distinct = sorted(set(self.hand))
            for idx in range(len(self.codes)):
                now = self.checks[idx]
                verdicts = verdict_table(judge, now)
                for c in candidates_among(now, distinct):
                    if c not in self.hand:
                        continue
                    # encostar's own test, on the memo: most cards do not join
                    new = verdicts.get(c)
                    if new is None:
                        new = with_card(judge, self.codes[idx], now, c)
                    if not new.ok or (now.clean and not new.clean):
                        continue
                    if self.encostar(idx, [c], natural_only=True):
                        now = self.checks[idx]
                        verdicts = verdict_table(judge, now)
                        progress = changed = True
                        if self.to_morto:
                            return True
        return changed

    def natural_jogos(self) -> bool:
        """Lay down natural sequences (and trincas where allowed) from the hand;
        where the table allows jogos of curingas alone (``Rules.jogos_de_curingas``),
        those too."""
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
                if self.baixar([jogo]) or self._baixar_short_of_one(jogo):
                    done = changed = True
                    break
            if not done:
                break
        return changed

    def _baixar_short_of_one(self, jogo: tuple[int, ...]) -> bool:
        """A jogo of four or more cards that may not go down whole (it would leave
        no card to discard, or none but curingas): the same jogo with one end card
        kept in hand, so the cards still go down and one is left to discard."""
        if len(jogo) < 4:
            return False
        return self.baixar([jogo[:-1]]) or self.baixar([jogo[1:]])

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
        if (
            mode not in ("any", "close_first", "after_limpa")
            or (mode == "close_first" and has_any)
            or (mode == "after_limpa" and not has_limpa)
        ):
            return False  # no jogo would take it: spare the ordering
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
