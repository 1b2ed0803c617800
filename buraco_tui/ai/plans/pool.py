"""The opponent pool: three styles of play that are not our levels, for the arena.

Zeca's levels (Fácil, Médio, Difícil) are one family of players: they differ by
how well they play, not by how they want to win. The pool adds players who want
to win in other ways, so the levels and the Dica are measured against more than
each other (issue 8). Every style is a rule bot (no search, a few milliseconds a
decision) that reads only the seat's view, like the levels, and answers through
:meth:`Bot.first_legal`, so every answer is legal on every preset.

``racer`` (o apressado)
    Empties its hand toward the morto and the batida as fast as it can: lays
    down every jogo it finds, 3-card jogos with a curinga included, puts its
    curingas on its jogos, and bats as soon as the table lets it. It takes the
    lixo only when it lays down with it, and, once its hand is short, not a
    pile that would leave it much fuller than a draw (a big lixo is time lost
    near the morto or the batida). Where only a limpa
    lets a side bater, it keeps its longest clean jogo clean until a limpa is on
    the table, or it could never bater.

``hoarder`` (o acumulador)
    Takes every lixo it may (in a closed lixo, every way to use the top card,
    a curinga of the hand included), lays its natural jogos and grows them long,
    holds its curingas back until the end of the hand, and bats late: only when
    the monte is nearly out or when the other side is about to bater itself.

``cauteloso`` (o retranqueiro)
    The defensive player every table knows: it never discards a card that fits
    an opponent jogo, nor one next to the cards the opponent took from the lixo,
    when a safe card exists; among the safe cards it throws first a card the
    opponent threw away themselves (they did not want it). It draws from the
    monte unless the lixo makes a jogo at once, keeps its curingas to close
    canastras limpas first (a curinga closes a canastra only once a limpa is on
    the table), bats only when it pays, and when the opponent is about to bater
    it lays down all it can (curingas too) to be caught with few points. It was
    chosen because it is the style that punishes a careless discard, where
    ``racer`` punishes a slow hand and ``hoarder`` a lixo given away.

``make_pool_bot(name, seed)`` builds one; :data:`POOL` lists the names.
"""

from __future__ import annotations

from typing import Any

from buraco_tui.ai.levels import POOL_LEVELS, ROLLOUT_STYLES
from buraco_tui.engine import parse_cards

from ..knowledge.handtools import CLEAN_KINDS, is_wild
from ..knowledge.seen import Seen
from .batida import batida_pays, near_the_end
from .bots import Bot
from .discard import discard_danger, rank_discards
from .draft import Draft
from .draw import draw_options, lixo_gain
from .laydown import run_plan, strands_wilds
from .policy import Policy, StylePolicy, as_policy, policy_candidates
from .style import HARD, MEDIUM, Style

#: The pool's styles, in the order the arena plays them.
POOL: tuple[str, ...] = POOL_LEVELS

#: How many more cards than a draw the racer accepts to keep from a lixo it
#: takes, once its hand is short (at most RACER_SHORT cards): near the morto or
#: the batida a big pile is time lost.
RACER_SLACK = 2
RACER_SHORT = 3
#: An opponent seat with at most this many cards, on a side that may bater, is
#: about to bater.
THREAT_CARDS = 3

RACER = Style(
    "racer",
    wild_jogos=True,
    wild_encostar="any",
    wild_to_go_out=True,
    keep_fitting=True,
    closed_lixo_wild=True,
)
HOARDER = Style(
    "hoarder",
    wild_encostar="none",
    keep_fitting=True,
    closed_lixo_wild=True,
)
CAUTELOSO = Style(
    "cauteloso",
    wild_encostar="after_limpa",
    wild_to_go_out=True,
    careful_discard=True,
    judge_batida=True,
    keep_fitting=True,
)

Action = dict[str, Any]
DRAW: Action = {"acao": "comprar"}
TAKE: Action = {"acao": "pegar_lixo"}


# ------------------------------------------------------------------ the bots


class PoolBot(Bot, StylePolicy):
    """A style of the pool: a draw rule, a lay-down plan and a discard order (the
    level's ranking, :class:`StylePolicy`'s, unless a style says otherwise)."""

    style: Style = RACER

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.level = self.style.name

    def candidates(self, view: dict[str, Any], seen: Seen) -> list[Action]:
        return policy_candidates(self, view, seen)


class RacerBot(PoolBot):
    """``racer``: to the morto and the batida as fast as it can."""

    style = RACER

    def draw(self, seen: Seen) -> list[Action]:
        if _rules_draw(seen):
            return draw_options(seen, self.style)
        if seen.rules.lixo_fechado:
            rest = seen.lixo_size - 1
            kept = []
            for option in draw_options(seen, self.style):
                if option.get("acao") != "pegar_lixo":
                    continue
                # cards the lixo leaves in hand, against the one card of a draw
                grows = rest - 2 if "cartas" in option else rest
                if len(seen.hand) > RACER_SHORT or grows - 1 <= RACER_SLACK:
                    kept.append(option)
            return kept + [DRAW]
        gain = lixo_gain(seen, self.style)
        extra = seen.lixo_size - 1 - gain
        if gain > 0 and (len(seen.hand) > RACER_SHORT or extra <= RACER_SLACK):
            return [TAKE, DRAW]
        return [DRAW, TAKE]

    def plan(self, seen: Seen) -> Draft:
        draft = Draft.of(seen)
        run_plan(draft, lambda d: d.wild_jogo() or race_wild(d))
        return out_or_as_is(draft)


class HoarderBot(PoolBot):
    """``hoarder``: every lixo, long jogos, a late batida."""

    style = HOARDER

    def draw(self, seen: Seen) -> list[Action]:
        if _rules_draw(seen) or seen.rules.lixo_fechado:
            # in a closed lixo: every way to use the top, then draw
            return draw_options(seen, self.style)
        return [TAKE, DRAW]

    def plan(self, seen: Seen) -> Draft:
        draft = Draft.of(seen)
        late = near_the_end(seen)
        threat = opponent_threatens(seen)
        if not (late or threat or seen.can_take_morto):
            draft.min_left = 2  # do not bater yet
        spend = late or threat

        def wilds(d: Draft) -> bool:
            if spend or strands_wilds(d):
                return d.wild_jogo() or race_wild(d, reserve=False)
            return False

        run_plan(draft, wilds)
        return out_or_as_is(draft) if spend else draft


class CautelosoBot(PoolBot):
    """``cauteloso``: feeds nobody, keeps its curingas for canastras limpas."""

    style = CAUTELOSO

    def draw(self, seen: Seen) -> list[Action]:
        return draw_options(seen, self.style)

    def plan(self, seen: Seen) -> Draft:
        draft = Draft.of(seen)
        threat = opponent_threatens(seen)
        late = near_the_end(seen)
        if not seen.can_take_morto and not batida_pays(seen):
            draft.min_left = 2
        dump = threat or late

        def wilds(d: Draft) -> bool:
            if dump or strands_wilds(d):
                return d.wild_jogo() or race_wild(d, reserve=False)
            return d.wild_on_jogo("after_limpa")

        run_plan(draft, wilds)
        return out_or_as_is(draft)

    def discards(self, view: dict[str, Any], draft: Draft) -> list[int]:
        seen = draft.seen
        ranked = rank_discards(draft, self.style)
        thrown = opponent_discards(view, seen)
        order = {c: i for i, c in enumerate(ranked)}
        return sorted(ranked, key=lambda c: (danger_tier(seen, c), c not in thrown, order[c]))


# ------------------------------------------------------------------ the plan


def race_wild(draft: Draft, reserve: bool = True) -> bool:
    """A curinga on a clean jogo that is not a canastra limpa, the longest
    first (a limpa is never dirtied). With ``reserve`` (the racer), where only a
    limpa lets a side bater and none is on the table yet, the longest clean jogo
    stays clean."""
    wild = next((c for c in draft.hand if is_wild(c)), None)
    if wild is None:
        return False
    checks = draft.checks
    clean = [i for i, m in enumerate(checks) if m.clean and m.canastra not in CLEAN_KINDS]
    reserved = -1
    if reserve and draft.seen.rules.batida_exige_limpa and clean:
        if not any(m.canastra in CLEAN_KINDS for m in checks):
            reserved = max(clean, key=lambda i: (checks[i].size, -i))
    for idx in sorted(clean, key=lambda i: (-checks[i].size, i)):
        if idx != reserved and draft.encostar(idx, [wild], natural_only=False):
            return True
    return False


def out_or_as_is(draft: Draft) -> Draft:
    """:func:`go_out` where the hand still holds more than one card and it
    works, the draft as it is otherwise."""
    if draft.to_morto or len(draft.hand) <= 1:
        return draft
    out = go_out(draft)
    return draft if out is None else out


def go_out(draft: Draft) -> Draft | None:
    """A copy of ``draft`` that spends curingas anywhere to empty the hand (to
    the morto, or to one card to discard for the batida), or None."""
    seen = draft.seen
    if draft.min_left >= 2 and not seen.can_take_morto:
        return None
    if not any(is_wild(c) for c in draft.hand):
        return None
    trial = draft.spend_wilds(
        lambda t: t.wild_jogo() or race_wild(t, False) or t.wild_on_jogo("any")
    )
    if trial.to_morto:
        return trial
    if len(trial.hand) == 1:
        last = trial.hand[0]
        if is_wild(last) and (seen.can_take_morto or not seen.rules.descarte_curinga):
            return None  # would throw a curinga away, or could not throw it at all
        return trial
    return None


# ------------------------------------------------------------ reading the table


def _rules_draw(seen: Seen) -> bool:
    """No lixo, no monte, or a lixo going round in circles: every style starts
    the turn the way the level's rules do (:func:`draw_options`)."""
    return not seen.lixo or seen.monte_count == 0 or seen.idle_lixo_turns >= 2


def opponent_threatens(seen: Seen) -> bool:
    """An opposing side may bater soon: it holds the canastra the table asks for
    (or has a morto still to take) and one of its seats is down to a few cards."""
    for opp in seen.opps:
        seats = [s for s in range(seen.players) if seen.side_of(s) == opp]
        if min(seen.hand_counts[s] for s in seats) > THREAT_CARDS:
            continue
        morto_left = not seen.morto_taken[opp] and seen.mortos_left > 0
        if morto_left or seen.has_canastra(side=opp):
            return True
    return False


def opponent_discards(view: dict[str, Any], seen: Seen) -> set[int]:
    """Cards (codes) the other side discarded this hand, read from the view's log."""
    out: set[int] = set()
    for event in reversed(view.get("log", ())):
        acao = event.get("acao")
        if acao == "fim_da_mao":
            break
        if acao == "descartar" and seen.side_of(int(event.get("seat", seen.seat))) in seen.opps:
            out.update(int(c) for c in parse_cards(event["carta"]))
    return out


def danger_tier(seen: Seen, card: int) -> int:
    """0 safe, 1 close to the cards the opponent took from the lixo, 2 fits an
    opponent jogo, 3 a curinga (never fed to anyone while another card exists)."""
    if is_wild(card):
        return 3
    for opp in seen.opps:
        for codes in seen.melds[opp]:
            if seen.judge(codes + (card,)).ok:
                return 2
    return 1 if discard_danger(seen, card) > 0 else 0


# ------------------------------------------------------------------ building


_BOTS: dict[str, type[PoolBot]] = {
    "racer": RacerBot,
    "hoarder": HoarderBot,
    "cauteloso": CautelosoBot,
}


def make_pool_bot(name: str, seed: int | None = None) -> Bot:
    """A bot of the pool style ``name`` (one of :data:`POOL`)."""
    try:
        cls = _BOTS[name]
    except KeyError:
        raise ValueError(
            f"estilo desconhecido: {name!r}; os válidos são: {', '.join(POOL)}"
        ) from None
    return cls(seed)


def rollout_pool() -> tuple[Policy, ...]:
    """The opponents a playout may meet: Médio, the pool's styles and the
    Difícil rules (issue 8: rollouts sample the opponent's style), in the order
    of :data:`buraco_tui.match.choices.ROLLOUT_STYLES`."""
    return (as_policy(MEDIUM), RacerBot(), HoarderBot(), CautelosoBot(), as_policy(HARD))


def rollout_policy(name: str) -> Policy:
    """One style of :func:`rollout_pool` by its name (``"racer"``...)."""
    return dict(zip(ROLLOUT_STYLES, rollout_pool(), strict=True))[name]
