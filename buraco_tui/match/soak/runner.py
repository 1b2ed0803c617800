"""The soak's runner: matches of one table and seat count played and checked, the
report added up, and the jobs a whole soak is cut into (run here or in processes by
``cli/parallel.py``; the result depends only on the seed).

Every action is checked for the cards conserved and the lixo record, and a random
seat's action, taken from ``legal_actions()``, must be accepted. At every
``stride``-th action of a hand, and after every action that moves the lixo or a morto
or ends the hand, the slower checks run too: the save round trip, no view leak, and
every listed action accepted. Each hand, once over, must replay from the match seed:
its actions as played and as the recorder derives them from the log. A match stops at
its first failure (what follows would only repeat it).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from buraco_tui.engine import PRESETS, Card, Game, IllegalAction, ruleset
from buraco_tui.match.choices import TARGETS
from buraco_tui.match.hand_actions import LogMismatch, derive_actions
from buraco_tui.match.records import HandRecord
from buraco_tui.match.session import MatchConfig, MatchSession
from buraco_tui.match.soak import checks
from buraco_tui.match.soak.checks import Problem, refused
from buraco_tui.match.soak.leak import leak_problem
from buraco_tui.match.soak.players import SeatPlayer, seat_players

#: Hands a soak match plays at most (the next hand, the scores and vulnerável carried).
MATCH_HANDS = 3
#: The default stride of the slower checks (see the module docstring).
STRIDE = 20
#: Hands per job: small enough for two processes to share the work evenly.
JOB_HANDS = 25
#: Failures a report keeps in full (all are counted).
KEEP_FAILURES = 20
#: Events after which the slower checks always run (and a closed lixo taken, which
#: names its jogo: the lixo record's hard case, issue 26).
RARE_EVENTS = frozenset({"morto", "morto_vira_monte", "terceiro_baralho"})

CHECKS = ("cards", "lixo", "listed", "bot", "save", "leak", "replay", "record", "crash")
"""The kinds of failure, in the report's order."""


@dataclass(frozen=True)
class Failure:
    """One failed check, and where: enough to play it again (``play_match``). ``action``
    counts the hand's actions played before the check (0: at the deal); a refused action
    is numbered itself. ``problem`` says what was wrong."""

    check: str
    preset: str
    players: int
    seed: int
    hand: int
    action: int
    problem: Problem

    @property
    def detail(self) -> str:
        """The problem in English (for a log or a test)."""
        return self.problem.text("en")


@dataclass
class Tally:
    """What one table and seat count played: hands, actions, batidas, slow checks."""

    hands: int = 0
    actions: int = 0
    batidas: int = 0
    checkpoints: int = 0
    failures: int = 0

    def add(self, other: Tally) -> None:
        """Add ``other`` in."""
        for name in self.__dict__:
            setattr(self, name, getattr(self, name) + getattr(other, name))


@dataclass
class SoakReport:
    """A soak's figures per (preset, seats), and its failures (the first ones in full)."""

    tallies: dict[tuple[str, int], Tally] = field(default_factory=dict)
    failures: list[Failure] = field(default_factory=list)

    def tally(self, preset: str, players: int) -> Tally:
        """The tally of a table and seat count (made when first asked for)."""
        return self.tallies.setdefault((preset, players), Tally())

    def total(self) -> Tally:
        """Every table added up."""
        out = Tally()
        for t in self.tallies.values():
            out.add(t)
        return out

    def add(self, other: SoakReport) -> None:
        """Add ``other`` in (failures kept in order, up to :data:`KEEP_FAILURES`)."""
        for key, t in other.tallies.items():
            self.tally(*key).add(t)
        room = KEEP_FAILURES - len(self.failures)
        self.failures.extend(other.failures[: max(room, 0)])

    @property
    def ok(self) -> bool:
        """No check failed."""
        return self.total().failures == 0


@dataclass(frozen=True)
class SoakJob:
    """``hands`` hands of one table and seat count, its matches numbered from
    ``first_match`` (each match's seed drawn from ``seed`` and that number)."""

    preset: str
    players: int
    seed: int
    first_match: int
    hands: int
    stride: int = STRIDE


def tables(presets: Sequence[str] = PRESETS) -> list[tuple[str, int]]:
    """Every preset of ``presets`` with every seat count it allows."""
    return [(p, n) for p in presets for n in ruleset(p).jogadores]


def soak_jobs(
    hands: int, seed: int, stride: int = STRIDE, presets: Sequence[str] = PRESETS
) -> list[SoakJob]:
    """The jobs of a soak of ``hands`` hands of every preset (of ``presets``) and seat
    count."""
    jobs = []
    for preset, players in tables(presets):
        for k, start in enumerate(range(0, hands, JOB_HANDS)):
            n = min(JOB_HANDS, hands - start)
            jobs.append(SoakJob(preset, players, seed, k * 10_000, n, stride))
    return jobs


def match_seed(seed: int, preset: str, players: int, number: int) -> int:
    """The seed of match ``number`` of a table in the soak of ``seed``."""
    return random.Random(f"soak:{seed}:{preset}:{players}:{number}").getrandbits(48)


def run_job(job: SoakJob) -> SoakReport:
    """Play the job's hands (whole matches, the last one cut short) and report."""
    report = SoakReport()
    number = job.first_match
    left = job.hands
    while left > 0:
        seed = match_seed(job.seed, job.preset, job.players, number)
        played = play_match(job.preset, job.players, seed, min(left, MATCH_HANDS), job.stride)
        report.add(played)
        left -= max(played.tally(job.preset, job.players).hands, 1)
        number += 1
    return report


def match_target(seed: int) -> int:
    """The match target of the match of ``seed`` (each of the form's targets)."""
    return TARGETS[seed % len(TARGETS)]


def play_match(
    preset: str, players: int, seed: int, max_hands: int = MATCH_HANDS, stride: int = STRIDE
) -> SoakReport:
    """Play one match of ``seed`` (at most ``max_hands`` hands), checking as the module
    docstring says; the same arguments always play the same match."""
    report = SoakReport()
    tally = report.tally(preset, players)
    config = MatchConfig(rules=preset, target=match_target(seed), players=players, seed=seed)
    match = _Match(MatchSession.new(config), seat_players(seed, players), stride, seed)

    def fail(check: str, problem: Problem, refused: bool = False) -> None:
        tally.failures += 1
        g = match.session.game
        action = len(match.actions) + refused  # a refused action is the next one
        report.failures.append(
            Failure(check, preset, players, seed, g.hand_number, action, problem)
        )

    while tally.hands < max_hands:
        try:
            ok = match.play_hand(tally, fail)
        except Exception as exc:  # a soak reports a crash and plays on with the next match
            fail("crash", Problem("crash", {"error": f"{type(exc).__name__}: {exc}"}))
            ok = False
        tally.hands += 1
        if not ok or match.session.game.match_over:
            break
        match.session.next_hand()
    return report


Fail = Callable[..., None]
"""``fail(check, problem, refused=False)``: record a failure of the match being played."""


class _Match:
    """One match being played and checked: the session, the seats' players, the hands
    recorded so far."""

    def __init__(
        self, session: MatchSession, players: list[SeatPlayer], stride: int, seed: int
    ) -> None:
        self.session = session
        self.players = players
        self.stride = max(1, stride)
        self.seed = seed
        self.rng = random.Random(f"soak-leak:{seed}")
        self.records: list[HandRecord] = []
        self.actions: list[dict[str, Any]] = []

    def play_hand(self, tally: Tally, fail: Fail) -> bool:
        """Play the hand dealt to its end; False at the first failure."""
        self.actions = []
        start = self.session.game.copy()
        if not self._slow_checks(tally, fail):
            return False
        while not self.session.game.hand_over:
            if not self._step(tally, fail):
                return False
        tally.batidas += self.session.game.end_reason == "batida"
        return self._replay_checks(start, fail)

    def _step(self, tally: Tally, fail: Fail) -> bool:
        game = self.session.game
        listed = game.legal_actions()
        player = self.players[game.turn]
        action = _plain(player.choose(game, listed))
        before = len(game.log)
        try:
            self._apply(action)
        except IllegalAction as exc:
            if player.is_random:
                fail("listed", refused("listed", action, exc), refused=True)
                return False
            fail("bot", refused("bot", action, exc, level=player.level), refused=True)
            return False
        self.actions.append(action)
        tally.actions += 1
        game = self.session.game
        for check, problem in (
            ("cards", checks.cards_problem(game)),
            ("lixo", checks.lixo_record_problem(game)),
        ):
            if problem:
                fail(check, problem)
                return False
        events = game.log[before:]
        rare = any(
            e.get("acao") in RARE_EVENTS or "jogo" in e and e.get("acao") == "pegar_lixo"
            for e in events
        )
        if rare or game.hand_over or len(self.actions) % self.stride == 0:
            return self._slow_checks(tally, fail)
        return True

    def _apply(self, action: dict[str, Any]) -> None:
        if self.session.human_to_act:
            self.session.play(action)  # the player's seat: undo snapshots, as the app keeps
        else:
            self.session.game.apply(action)

    def _slow_checks(self, tally: Tally, fail: Fail) -> bool:
        tally.checkpoints += 1
        game = self.session.game
        for check, problem in (
            ("save", checks.round_trip_problem(self.session)),
            ("leak", leak_problem(game, self.rng.randrange(game.players), self.rng)),
            ("listed", checks.listed_problem(game, game.legal_actions())),
        ):
            if problem:
                fail(check, problem)
                return False
        return True

    def _replay_checks(self, start: Game, fail: Fail) -> bool:
        game = self.session.game
        rules = game.rules.to_dict()
        played = checks.hand_record(game, self.actions)
        problem = checks.replay_problem(
            game, self.seed, game.players, [*self.records, played], rules
        )
        if problem:
            fail("replay", problem)
            return False
        try:
            derived, _ = derive_actions(start, game.log, game)
        except LogMismatch as exc:
            fail("record", Problem("record_log", {"error": str(exc)}))
            return False
        # the recorder's actions, when they differ from those played, must replay too
        derived_record = [*self.records, checks.hand_record(game, derived)]
        same = derived == self.actions
        problem = (
            None
            if same
            else checks.replay_problem(game, self.seed, game.players, derived_record, rules)
        )
        if problem:
            fail("record", problem)
            return False
        self.records.append(played)
        return True


def _plain(value: Any) -> Any:
    """An action as JSON data: cards as text."""
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
