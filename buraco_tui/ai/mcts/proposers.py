"""The other plans Difícil's search weighs beside its own at the lay-down.

Each is another way to play the same hand (bot decisions B6-B9): a plainer rule
level's plan, and while the side may still take its morto, a plan that puts every
jogo and curinga down toward it (issue 8). The search does not ask who sits across
the table; it asks what else a good player might lay down here and keeps what the
paired playouts prefer (bot decision B15). Declared here, so that the search
itself names no level or style (issue 27, item 3).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..knowledge.seen import Seen
from ..plans.draft import Draft
from ..plans.laydown import plan_laydowns
from ..plans.pool import RacerBot
from ..plans.style import MEDIUM

#: The labels of the search's own plans (``Candidate.label`` starts with one).
OWN = "difícil"
RACE = "corrida"
BATIDA_ALT = "batida-alt"


@dataclass(frozen=True)
class Proposer:
    """Another way to plan this turn's lay-downs, for the search to weigh."""

    #: How the candidates it makes are labelled (``"médio: descartar 7♥"``).
    label: str
    #: The plan for what the seat sees.
    plan: Callable[[Seen], Draft]
    #: How many of the best discards after it the search weighs.
    discards: int
    #: Proposed only while the side may take a morto, and not where the search's
    #: own rules already race for it (a race table, bot decision B17).
    toward_morto: bool = False


def _plainer(seen: Seen) -> Draft:
    return plan_laydowns(seen, MEDIUM)


def _to_the_morto(seen: Seen) -> Draft:
    return RacerBot().plan(seen)


#: In the order the search lists them, after its own plans.
PROPOSERS: tuple[Proposer, ...] = (
    Proposer("médio", _plainer, 3),
    Proposer(RACE, _to_the_morto, 3, toward_morto=True),
)


def proposals(seen: Seen, racing: bool) -> list[tuple[str, Draft, int]]:
    """The declared proposers' plans for this position: ``(label, draft, discards)``."""
    out = []
    for proposer in PROPOSERS:
        if proposer.toward_morto and (racing or not seen.can_take_morto):
            continue
        out.append((proposer.label, proposer.plan(seen), proposer.discards))
    return out
