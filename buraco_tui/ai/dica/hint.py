"""The Dica: the Difícil reasoning on the player's own view, with one sentence of why.

Same code as the bot, no peeking: it reads only the view it is given. The Dica and
the review (:mod:`.review`) judge through one entry point, :func:`judged_candidates`:
Difícil's candidates (``HardBot.root_candidates``) with the Dica's two sure rules
(below), weighed by the same search pieces (``sampling.determinize``,
``HardBot.rollout_ways``, ``opponent_odds``, ``card_price``, ``playout.evaluate``);
and they say why with the same :func:`.explain.say`, every claim checked (issue 27,
item 6).

The sure rules (seed 003: "Corra para o morto. Quem pega o morto primeiro ganha 11
cartas novas"), for positions where the right move is beyond doubt:

- the monte wins the morto this turn (the whole hand lays down on its natural
  jogos, whatever card comes) and the lixo would not: the lixo is no candidate;
- a curinga laid on a jogo of the side lets the whole hand go down to the morto
  this turn: that plan is a candidate, and the one the search must beat when
  Difícil's own plan does not reach the morto (never a curinga that turns a
  canastra limpa suja: seed 003, "Só suje uma canastra depois de ter uma limpa
  garantida");
- the lixo's top is the card the seat threw last, thrown back, and the lixo makes
  no jogo: it is not taken back (the loop of issue 8).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from buraco_tui.engine import cards_text, parse_cards

from ..knowledge.handtools import CLEAN_KINDS, is_wild
from ..knowledge.seen import Seen
from ..make import make_bot
from ..mcts.search import Candidate, HardBot
from ..plans.draw import race_ready
from ..plans.laydown import plan_laydowns
from ..plans.style import natural
from ..plans.takeback import compelled_take, lixo_makes_jogo
from .explain import say


@dataclass(frozen=True)
class Hint:
    """A suggested move: the action dict, one sentence of why, and the cards
    (hand or lixo, as text) to highlight."""

    action: dict[str, Any]
    reason: str
    cards: list[str] = field(default_factory=list)


def hint(view: dict[str, Any], lang: str = "pt", seed: int | None = None, **budget: Any) -> Hint:
    """The move the Difícil level would make on ``view`` (the seat to act), with
    its reason in ``lang`` ("pt", "en" or "es").

    ``budget`` tunes the search like :func:`make_bot`'s (e.g. ``playouts=...``).
    """
    bot = make_bot("hard", seed=seed, **budget)
    action = choose(bot, view) if isinstance(bot, HardBot) else bot.choose(view)
    reason, cards = say(view, action, lang)
    return Hint(action=action, reason=reason, cards=cards)


def choose(bot: HardBot, view: dict[str, Any]) -> dict[str, Any]:
    """Difícil's move, weighed among :func:`judged_candidates`: the bot's own
    choice where the sure rules change nothing."""
    seen = Seen.from_view(view)
    knows = seen.remembering(view)
    own = bot.root_candidates(knows)
    judged = judged_candidates(bot, view, knows, own)
    if [c.actions for c in judged] == [c.actions for c in own]:
        return bot.choose(view)
    rules_first = bot.rules_candidates(view, knows)
    best = judged[0] if len(judged) == 1 else bot.search(view, seen, judged)
    if best is None:
        return bot.first_legal(view, seen, rules_first)
    return bot.first_legal(view, seen, [best.actions[0]] + rules_first)


def judged_candidates(
    bot: HardBot,
    view: dict[str, Any],
    seen: Seen | None = None,
    own: list[Candidate] | None = None,
) -> list[Candidate]:
    """The moves the Dica and the review weigh on ``view`` (``seen``: the seat's
    knowledge of it, the lixo it saw thrown included): Difícil's root candidates
    (``own``, computed when not given) with the sure rules of the module applied;
    the first is the one the others must beat."""
    if seen is None:
        seen = Seen.from_view(view).remembering(view)
    cands = list(bot.root_candidates(seen) if own is None else own)
    if seen.phase == "comprar":
        return _no_take_back(seen, view, _race_to_the_morto(seen, cands))
    if seen.phase == "baixar":
        return _curinga_to_the_morto(seen, cands)
    return cands


def _race_to_the_morto(seen: Seen, cands: list[Candidate]) -> list[Candidate]:
    """The monte wins the morto this turn and the lixo would not (cards of a stacked
    lixo the seat does not know come to the hand too): only the monte."""
    if not seen.lixo or not race_ready(seen):
        return cands
    if not seen.hidden_lixo and race_ready(seen, seen.hand + seen.lixo):
        return cands
    monte = [c for c in cands if c.actions[:1] == [{"acao": "comprar"}]]
    return monte or cands


def _no_take_back(seen: Seen, view: dict[str, Any], cands: list[Candidate]) -> list[Candidate]:
    """The lixo's top is the card the seat threw last (the opponent took the lixo and
    threw it back) and no card of the lixo makes a jogo with the hand or goes on a
    jogo of the side: taking it back would only start the loop again (issue 27)."""
    if seen.rules.lixo_fechado or not seen.lixo or compelled_take(seen):
        return cands
    if last_discard(view) != seen.lixo[-1] or lixo_makes_jogo(seen, wilds=True):
        return cands
    monte = [c for c in cands if c.actions[:1] == [{"acao": "comprar"}]]
    return monte or cands


def last_discard(view: dict[str, Any]) -> int | None:
    """The card the seat to play discarded last this hand (from the view's log)."""
    seat = view.get("seat")
    for event in reversed(view.get("log") or []):
        if event.get("acao") in ("fim_da_mao",):
            return None
        if event.get("seat") == seat and event.get("acao") == "descartar":
            cards = parse_cards(event.get("carta", ""))
            return int(cards[0]) if cards else None
    return None


def _curinga_to_the_morto(seen: Seen, cands: list[Candidate]) -> list[Candidate]:
    """Plans that lay a curinga on a jogo of the side and the whole hand after it
    down to the morto this turn, put first when no candidate reaches the morto."""
    plans = morto_plans(seen)
    if not plans:
        return cands
    have = {repr(c.actions) for c in cands}
    reaching = [c for c in cands if _reaches_morto(seen, c.actions)]
    extra = [Candidate(p, "dica: curinga ao morto") for p in plans if repr(p) not in have]
    return cands + extra if reaching else extra + cands


def morto_plans(seen: Seen) -> list[list[dict[str, Any]]]:
    """Each way to put one curinga of the hand on a jogo of the side after which
    the rest of the hand goes down on natural jogos to the morto this turn (the
    last card, if one is left, discarded): the actions, in order."""
    if not seen.can_take_morto or seen.must_open_big:
        return []
    side = seen.side
    out: list[list[dict[str, Any]]] = []
    for wild in sorted({c for c in seen.hand if is_wild(c)}):
        rest = list(seen.hand)
        rest.remove(wild)
        for idx, jogo in enumerate(seen.melds[side]):
            new = tuple(sorted(jogo + (wild,)))
            check = seen.judge(new)
            if not check.ok or (seen.checks[side][idx].canastra in CLEAN_KINDS and not check.clean):
                continue  # seed 003: "Só suje uma canastra depois de ter uma limpa garantida"
            melds = list(seen.melds)
            checks = list(seen.checks)
            melds[side] = [new if i == idx else m for i, m in enumerate(seen.melds[side])]
            checks[side] = [check if i == idx else c for i, c in enumerate(seen.checks[side])]
            after = replace(seen, hand=rest, melds=melds, checks=checks)
            draft = plan_laydowns(after, natural("dica-morto"), hand=rest)
            first = {"acao": "encostar", "jogo": idx, "cartas": cards_text([wild])}
            if draft.to_morto:
                out.append([first, *draft.actions])
            elif len(draft.hand) == 1 and not is_wild(draft.hand[0]):
                last = {"acao": "descartar", "carta": cards_text(draft.hand)}
                out.append([first, *draft.actions, last])
    return out


def _reaches_morto(seen: Seen, actions: list[dict[str, Any]]) -> bool:
    """Whether the actions lay the hand down to the morto (empty, or one card discarded)."""
    if not seen.can_take_morto:
        return False
    laid = 0
    for action in actions:
        if action.get("acao") in ("baixar", "encostar"):
            laid += len(str(action["cartas"]).split())
        elif action.get("acao") == "baixar_varios":
            laid += sum(len(str(j).split()) for j in action["jogos"])
        elif action.get("acao") == "descartar":
            laid += 1
    return laid == len(seen.hand)
