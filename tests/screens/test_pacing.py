"""The bots' pacing (:class:`~buraco_tui.screens.pacing.BotPacer`), tested on its own.

Most tests drive the pacer with a fake host (a clock and timers the test moves by hand);
the last ones run it on a real Textual screen, its worker in a thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from textual.app import App
from textual.screen import Screen

from buraco_tui.screens.messages import ZecaChose
from buraco_tui.screens.pacing import BotPacer
from tests.helpers.app import until

DRAW = {"acao": "comprar"}
DISCARD = {"acao": "descartar", "carta": "3h"}


class FakeTimer:
    """A timer the test fires by hand."""

    def __init__(self, delay: float, callback: Callable[[], None]) -> None:
        self.delay = delay
        self.callback = callback
        self.stopped = False

    def stop(self) -> None:
        self.stopped = True

    def fire(self) -> None:
        if not self.stopped:
            self.callback()


class FakeHost:
    """A table that records what the pacer asks of it."""

    def __init__(self, delay: float = 0.7) -> None:
        self.delay = delay
        self.busy: list[bool] = []
        self.played: list[dict[str, Any] | None] = []
        self.timers: list[FakeTimer] = []
        self.workers: list[tuple[Callable[[], None], dict[str, Any]]] = []
        self.posted: list[object] = []

    def bot_delay(self) -> float:
        return self.delay

    def bot_busy(self, busy: bool) -> None:
        self.busy.append(busy)

    def play_bot(self, action: dict[str, Any] | None) -> None:
        self.played.append(action)

    def set_timer(self, delay: float, callback: Callable[[], None]) -> FakeTimer:
        timer = FakeTimer(delay, callback)
        self.timers.append(timer)
        return timer

    def run_worker(self, work: Callable[[], None], **options: Any) -> None:
        self.workers.append((work, options))

    def post_message(self, message: object) -> bool:
        self.posted.append(message)
        return True


class Clock:
    """Monotonic time the test moves on by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def host() -> FakeHost:
    return FakeHost(delay=0.7)


@pytest.fixture
def pacer(host: FakeHost, clock: Clock) -> BotPacer:
    return BotPacer(host, clock)


def started(pacer: BotPacer) -> int:
    """Start a choice; its token."""
    pacer.start(lambda: DRAW)
    return pacer.token


def test_start_runs_the_choice_in_an_exclusive_thread_worker_once(pacer, host):
    pacer.start(lambda: DRAW)
    assert pacer.busy and host.busy == [True]
    assert len(host.workers) == 1
    _, options = host.workers[0]
    assert options["thread"] and options["exclusive"] and not options["exit_on_error"]
    assert options["group"] == "zeca"
    pacer.start(lambda: DISCARD)  # a bot is already choosing: nothing more starts
    assert len(host.workers) == 1 and host.busy == [True]


def test_an_answer_after_the_delay_is_played_at_once(pacer, host, clock):
    token = started(pacer)
    clock.now += 1.0  # the bot thought longer than the delay
    pacer.chose(ZecaChose(token, DRAW))
    assert host.played == [DRAW]
    assert not pacer.busy and host.busy == [True, False]
    assert host.timers == []


def test_an_early_answer_waits_out_the_rest_of_the_delay(pacer, host, clock):
    token = started(pacer)
    clock.now += 0.2
    pacer.chose(ZecaChose(token, DRAW))
    assert host.played == [] and pacer.busy  # the last action is still in sight
    (timer,) = host.timers
    assert timer.delay == pytest.approx(0.5)
    timer.fire()
    assert host.played == [DRAW] and not pacer.busy


def test_no_delay_plays_every_answer_at_once(host, clock):
    host.delay = 0.0
    pacer = BotPacer(host, clock)
    pacer.chose(ZecaChose(started(pacer), DRAW))
    assert host.played == [DRAW] and host.timers == []


def test_skip_plays_the_waiting_action_and_the_rest_of_the_run_without_pauses(pacer, host, clock):
    pacer.chose(ZecaChose(started(pacer), DRAW))
    (timer,) = host.timers
    pacer.skip()
    assert host.played == [DRAW] and timer.stopped
    pacer.chose(ZecaChose(started(pacer), DISCARD))  # the next action: no wait at all
    assert host.played == [DRAW, DISCARD] and len(host.timers) == 1
    pacer.end_run()  # the player's turn came: the next bot run is paced again
    pacer.chose(ZecaChose(started(pacer), DRAW))
    assert host.played == [DRAW, DISCARD] and len(host.timers) == 2


def test_skip_with_nothing_waiting_plays_the_answer_still_coming_at_once(pacer, host):
    token = started(pacer)
    pacer.skip()
    assert host.played == []
    pacer.chose(ZecaChose(token, DRAW))
    assert host.played == [DRAW] and host.timers == []


def test_a_stale_answer_is_dropped(pacer, host, clock):
    token = started(pacer)
    pacer.stop()  # a new match began
    assert not pacer.busy and host.busy == [True, False]
    clock.now += 5.0
    pacer.chose(ZecaChose(token, DRAW))
    assert host.played == []
    fresh = started(pacer)
    assert fresh != token
    pacer.chose(ZecaChose(token, DISCARD))  # the old worker answers late
    clock.now += 5.0
    pacer.chose(ZecaChose(fresh, DRAW))
    assert host.played == [DRAW]


def test_a_stale_answer_does_not_take_the_place_of_the_waiting_one(pacer, host):
    old = started(pacer)
    pacer.stop()
    pacer.chose(ZecaChose(started(pacer), DISCARD))  # waits out the delay
    pacer.chose(ZecaChose(old, DRAW))  # the old worker answers late, time still left
    assert len(host.timers) == 1
    pacer.skip()
    assert host.played == [DISCARD]


def test_stop_forgets_the_waiting_action_and_its_timer(pacer, host):
    pacer.chose(ZecaChose(started(pacer), DRAW))
    (timer,) = host.timers
    pacer.stop()
    assert timer.stopped
    timer.callback()  # had the timer fired anyway, the stale action is dropped
    pacer.skip()
    assert host.played == []


# ------------------------------------------------------------------ on a real screen


class PacedScreen(Screen[None]):
    """A screen whose bot the pacer runs: it records what it is handed to play."""

    def __init__(self, delay: float) -> None:
        super().__init__()
        self.delay = delay
        self.played: list[dict[str, Any] | None] = []
        self.pacer = BotPacer(self)

    def bot_delay(self) -> float:
        return self.delay

    def bot_busy(self, busy: bool) -> None:
        pass

    def play_bot(self, action: dict[str, Any] | None) -> None:
        self.played.append(action)

    def on_zeca_chose(self, message: ZecaChose) -> None:
        self.pacer.chose(message)


async def run_paced(delay: float, choose: Callable[[], dict[str, Any]], check) -> None:
    screen = PacedScreen(delay)

    class PacedApp(App[None]):
        def on_mount(self) -> None:
            self.push_screen(screen)

    async with PacedApp().run_test() as pilot:
        await until(pilot, lambda: pilot.app.screen is screen)
        screen.pacer.start(choose)
        await check(pilot, screen)


async def test_on_a_screen_the_choice_runs_off_the_ui_thread_and_is_played():
    threads: list[int] = []

    def choose() -> dict[str, Any]:
        threads.append(threading.get_ident())
        return DRAW

    async def check(pilot, screen):
        await until(pilot, lambda: screen.played == [DRAW])
        assert threads and threads[0] != threading.get_ident()
        assert not screen.pacer.busy

    await run_paced(0.0, choose, check)


async def test_on_a_screen_a_failing_bot_hands_over_none():
    def choose() -> dict[str, Any]:
        raise RuntimeError("a bot bug")

    async def check(pilot, screen):
        await until(pilot, lambda: screen.played == [None])

    await run_paced(0.0, choose, check)


async def test_on_a_screen_the_answer_waits_for_the_delay_and_skip_plays_it():
    chosen = threading.Event()

    def choose() -> dict[str, Any]:
        chosen.set()
        return DRAW

    async def check(pilot, screen):
        await until(pilot, chosen.is_set)
        await pilot.pause(0.2)
        assert screen.played == [] and screen.pacer.busy  # a minute's delay: still waiting
        screen.pacer.skip()
        await until(pilot, lambda: screen.played == [DRAW], timeout=5.0)

    await run_paced(60.0, choose, check)


async def test_on_a_screen_an_answer_from_before_a_stop_is_dropped():
    release = threading.Event()

    def choose() -> dict[str, Any]:
        release.wait(5.0)
        return DRAW

    async def check(pilot, screen):
        screen.pacer.stop()  # a new match began while the bot was thinking
        release.set()
        await pilot.pause(0.3)
        assert screen.played == []
        screen.pacer.start(lambda: DISCARD)
        await until(pilot, lambda: screen.played == [DISCARD])

    await run_paced(0.0, choose, check)
