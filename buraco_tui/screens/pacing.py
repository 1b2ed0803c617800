"""The pace of the bots' turns on the table: one action at a time, each one in sight.

A bot's turn is a run of actions (draw, lay down, discard), and in a game of four or six
the bots' turns follow one another. :class:`BotPacer` has the bot whose turn it is choose
its next action in a thread worker, holds the choice until the previous action has been
in sight for the bot delay, then hands it to the table, which applies it on the UI thread
and shows it. ``f`` (:meth:`BotPacer.skip`) plays the waiting action at once and the rest
of the bots' run without pauses. Each choice carries the token of its start: a choice
started before a new match (:meth:`BotPacer.stop`) arrives stale and is dropped.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

from .background import Postbox, post_answer
from .messages import ZecaChose

Action = dict[str, Any]
"""A bot's action, as the engine takes it."""


class Stoppable(Protocol):
    """A timer that can be stopped before it fires (Textual's ``Timer``)."""

    def stop(self) -> None:
        """Do not fire."""
        ...


class PacerHost(Postbox, Protocol):
    """What the pacer asks of the screen whose bots it paces (the table; a fake in tests).

    The worker posts :class:`~buraco_tui.screens.messages.ZecaChose` to the host; the host
    hands it to :meth:`BotPacer.chose`.
    """

    def bot_delay(self) -> float:
        """Seconds a bot's action stays in sight before its next one is played."""
        ...

    def bot_busy(self, busy: bool) -> None:
        """A bot started choosing (True) or its choice is being played (False)."""
        ...

    def play_bot(self, action: Action | None) -> None:
        """Apply and show the bot's action (``None``: its bot failed to choose)."""
        ...

    def set_timer(self, delay: float, callback: Callable[[], None]) -> Stoppable:
        """Call ``callback`` on the UI thread in ``delay`` seconds."""
        ...

    def run_worker(
        self,
        work: Callable[[], None],
        *,
        name: str,
        group: str,
        thread: bool,
        exclusive: bool,
        exit_on_error: bool,
    ) -> object:
        """Run ``work`` in a worker."""
        ...


class BotPacer:
    """Runs the bots' choices in a worker and plays each one when its time has come."""

    def __init__(self, host: PacerHost, clock: Callable[[], float] = time.monotonic) -> None:
        self.host = host
        self.clock = clock
        self.token = 0
        """Which choice is awaited: every start and every stop takes a new one."""
        self.busy = False
        """A bot is choosing, or its choice waits for its turn to be shown."""
        self.skipping = False
        """``f`` was pressed: the bots play on without pauses until the player's turn."""
        self._started = 0.0
        self._timer: Stoppable | None = None
        self._waiting: ZecaChose | None = None

    def start(self, choose: Callable[[], Action]) -> None:
        """Have ``choose`` run in a worker, its answer posted to the host (nothing while a
        bot is already choosing). ``choose`` must hold its own copy of the bot's view."""
        if self.busy:
            return
        self.token += 1
        self._started = self.clock()
        self.busy = True
        self.host.bot_busy(True)
        answer = partial(ZecaChose, self.token)
        self.host.run_worker(
            partial(post_answer, self.host, choose, answer),
            name="zeca_worker",
            group="zeca",
            thread=True,
            exclusive=True,
            exit_on_error=False,
        )

    def chose(self, message: ZecaChose) -> None:
        """The worker's answer: played once the bot's last action has been in sight for the
        bot delay (at once when skipping); a stale answer is dropped."""
        if message.token != self.token:
            return
        left = self.host.bot_delay() - (self.clock() - self._started)
        if self.skipping or left <= 0:
            self._play(message)
        else:
            self._waiting = message
            self._timer = self.host.set_timer(left, lambda: self._play(message))

    def skip(self) -> None:
        """Play the waiting action at once, and the rest of the bots' run without pauses."""
        self.skipping = True
        waiting, self._waiting = self._waiting, None
        self._stop_timer()
        if waiting is not None:
            self._play(waiting)

    def end_run(self) -> None:
        """The bots' run is over (the player's turn, or the hand ended): pace them again."""
        self.skipping = False

    def stop(self) -> None:
        """Forget the choice in flight and the one waiting (a new match began)."""
        self.token += 1
        self.busy = False
        self.host.bot_busy(False)
        self.skipping = False
        self._waiting = None
        self._stop_timer()

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def _play(self, message: ZecaChose) -> None:
        """Hand the action to the host (a stale one is dropped)."""
        self._timer = None
        self._waiting = None
        if message.token != self.token:
            return
        self.busy = False
        self.host.bot_busy(False)
        self.host.play_bot(message.action)
