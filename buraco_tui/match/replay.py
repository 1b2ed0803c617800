"""A hand step by step, as seat 0 saw it: the pure model behind the replay screen (issue 11).

:class:`ReplayModel` holds the engine states of one recorded hand (the deal, then the
game after each action), a cursor that moves forward and back, what each step added
to the log (for the narration), and the player's decisions for the review.
"""

from __future__ import annotations

from typing import Any

from buraco_tui.ai.dica.review import Decision
from buraco_tui.engine import Game
from buraco_tui.match.records import MatchRecord

PLAYER = 0


class ReplayModel:
    """One hand of a record, replayed; ``step`` 0 is the deal, ``step`` n the game
    after the n-th action. Raises :class:`~buraco_tui.match.records.RecordProblem` when
    the record does not replay."""

    def __init__(self, record: MatchRecord, index: int) -> None:
        self.record = record
        self.index = index
        self.hand = record.hands[index]
        self.states: list[Game] = record.replay(index)
        self.actions: list[dict[str, Any]] = list(self.hand.actions)
        self.step = 0

    # ------------------------------------------------------------ moving

    @property
    def last(self) -> int:
        """The last step (the game after the last action)."""
        return len(self.states) - 1

    def go(self, step: int) -> int:
        """Move to ``step`` (clamped); the step reached."""
        self.step = max(0, min(self.last, step))
        return self.step

    def forward(self) -> int:
        """One action on."""
        return self.go(self.step + 1)

    def back(self) -> int:
        """One action back."""
        return self.go(self.step - 1)

    # ------------------------------------------------------------ reading

    @property
    def game(self) -> Game:
        """The game at the cursor."""
        return self.states[self.step]

    def view(self, step: int | None = None) -> dict[str, Any]:
        """What the player's seat saw at ``step`` (the cursor by default)."""
        return self.states[self.step if step is None else step].view(PLAYER)

    def events(self, step: int | None = None) -> list[dict[str, Any]]:
        """The log events the action leading to ``step`` added (none at the deal)."""
        step = self.step if step is None else step
        if step <= 0:
            return []
        before, after = self.states[step - 1], self.states[step]
        return [dict(e) for e in after.log[len(before.log) :]]

    def seat_of(self, step: int | None = None) -> int:
        """The seat whose action led to ``step`` (-1 at the deal)."""
        step = self.step if step is None else step
        return self.states[step - 1].turn if step > 0 else -1

    @property
    def over(self) -> bool:
        """The hand was played to its end."""
        return self.states[-1].hand_over

    def decisions(self) -> list[Decision]:
        """The player's decisions: each draw, and each lay-down phase (its lay-downs
        and the discard, or up to the end of the hand)."""
        out = []
        i = 0
        while i < self.last:
            g = self.states[i]
            if g.hand_over or g.turn != PLAYER:
                i += 1
                continue
            if g.phase == "comprar":
                out.append(Decision(i, g.view(PLAYER), [self.actions[i]]))
                i += 1
                continue
            j = i
            while j < self.last:
                s = self.states[j]
                if s.hand_over or s.turn != PLAYER or s.phase != "baixar":
                    break
                j += 1
            out.append(Decision(i, g.view(PLAYER), list(self.actions[i:j])))
            i = j
        return out
