"""One match against the bots, without any UI: the controller the Textual app drives.

:class:`MatchSession` holds the :class:`~buraco_tui.engine.Game` (the player in seat 0,
Zeca in seat 1, and at a table of 3, 4 or 6 the other bots: a partner and more opponents,
decision 41), the undo snapshots of the player's turn, and the match's own settings.
It applies the player's and the bots' actions, answers the learning-mode questions, and
turns the whole match into a JSON-ready payload for :class:`~buraco_tui.store.storage.MatchStore`
(and back). Everything here is plain Python, so it is tested without Textual.

Undo follows docs/rules.md §4.8: "Enquanto você não descarta, dá para desfazer as baixas e até
voltar atrás de ter pegado o lixo, que é aberto. Comprar do monte e pegar o morto não se
desfazem, porque mostram cartas novas."
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from itertools import product
from typing import Any

from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.levels import LEVELS
from buraco_tui.ai.plans.takeback import lays_from_hand, lixo_makes_jogo
from buraco_tui.engine import (
    CARDS,
    PRESETS,
    SCHEMA_VERSION,
    Card,
    Game,
    IllegalAction,
    Rules,
    check_meld,
    fits_of,
    is_curinga,
    new_jogos,
    parse_cards,
    ruleset,
    vulneravel_opening,
)
from buraco_tui.match.consistency import check_config, check_undo
from buraco_tui.match.problems import DataProblem

HUMAN = 0
ZECA = 1
"""Zeca's seat: always the first opponent, the seat after the player's."""

PAYLOAD_KIND = "buraco-tui-match"
PAYLOAD_VERSION = 1
"""Version of the match payload (inside the storage envelope)."""

#: Actions the player may take back until the discard (docs/rules.md §4.8).
UNDOABLE = frozenset({"pegar_lixo", "baixar", "baixar_varios", "encostar"})


class NotYourTurn(Exception):
    """The player tried to act while it is Zeca's turn or the hand is over."""


class SaveProblem(DataProblem):
    """A saved payload that cannot be used. ``problem`` is ``"corrupt"`` or ``"newer"``."""


@dataclass
class MatchConfig:
    """What the player chose for this match; saved with it."""

    rules: str = "aberto"
    target: int = 3000
    level: str = "easy"
    seed: int = 0
    learning: bool = True
    move_time: int = 0
    players: int = 2
    """Seats at the table: 2 (mano a mano), 4 (pairs), rioplatense also 3 (alone) and 6."""
    seat_levels: list[str] = field(default_factory=list)
    """The level of each seat (``""`` for the player's); empty: every bot plays at
    :attr:`level`. ``level`` stays Zeca's (seat 1), the level the statistics split by."""
    lixo_em_leque: bool = False
    """Show a closed lixo fanned anyway, as a learning aid (``Rules.lixo_em_leque``)."""
    # --- history (issue 11): a practice match ("jogar daqui") names its hand record here
    # ("" for a real match); a practice match stays out of the statistics.
    practice: str = ""

    def level_of(self, seat: int) -> str:
        """The level the bot in ``seat`` plays at."""
        if seat == ZECA or seat >= len(self.seat_levels) or not self.seat_levels[seat]:
            return self.level
        return self.seat_levels[seat]

    def to_dict(self) -> dict[str, Any]:
        """Plain data for the save."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> MatchConfig:
        """Read back :meth:`to_dict`; a bad value raises :class:`SaveProblem`."""
        if not isinstance(data, dict):
            raise SaveProblem("corrupt", "config is not an object")
        cfg = cls(**{k: data[k] for k in asdict(cls()) if k in data})
        if cfg.rules not in PRESETS:
            raise SaveProblem("corrupt", f"unknown rules {cfg.rules!r}")
        if cfg.level not in LEVELS:
            raise SaveProblem("corrupt", f"unknown level {cfg.level!r}")
        for name in ("target", "seed", "move_time", "players"):
            value = getattr(cfg, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise SaveProblem("corrupt", f"{name} is not an integer")
        if not isinstance(cfg.learning, bool) or not isinstance(cfg.lixo_em_leque, bool):
            raise SaveProblem("corrupt", "learning is not a boolean")
        if cfg.players not in ruleset(cfg.rules).jogadores:
            raise SaveProblem("corrupt", f"{cfg.players!r} players at {cfg.rules}")
        levels = cfg.seat_levels
        if not isinstance(levels, list) or not all(lv == "" or lv in LEVELS for lv in levels):
            raise SaveProblem("corrupt", "bad seat levels")
        if not isinstance(cfg.practice, str):  # history (issue 11)
            raise SaveProblem("corrupt", "practice is not a text")
        return cfg

    def ruleset(self) -> Rules:
        """The :class:`~buraco_tui.engine.Rules` of this match (its options included)."""
        options: dict[str, Any] = {"meta": self.target}
        if self.lixo_em_leque:
            options["lixo_em_leque"] = True
        return ruleset(self.rules, **options)


@dataclass(frozen=True)
class Marks:
    """Learning mode: what the player can do with the hand this turn (docs/rules.md §10.4).

    ``forms``: cards of the hand that make a new jogo with other hand cards;
    ``fits``: cards of the hand that fit one of the player's jogos;
    ``lixo``: lixo cards that would give a jogo (with two hand cards, or on a jogo).
    """

    forms: frozenset[Card] = field(default_factory=frozenset)
    fits: frozenset[Card] = field(default_factory=frozenset)
    lixo: tuple[Card, ...] = ()


def new_seed() -> int:
    """A fresh random seed for a match started without ``--seed``."""
    return random.SystemRandom().getrandbits(48)


def three_card_jogos(cards: list[Card], rules: Rules) -> set[tuple[Card, ...]]:
    """Every valid 3-card jogo made of these cards (copies respected), as sorted tuples:
    the engine's own finder (``engine.new_jogos``), the one the suggestions use."""
    return {tuple(CARDS[c] for c in jogo) for jogo in new_jogos(_codes(cards), rules)}


def _codes(cards: list[Card]) -> list[int]:
    """The sorted codes of ``cards`` (the engine's finder reads codes)."""
    return sorted(map(int, cards))


def split_jogos(cards: list[Card], rules: Rules) -> list[list[Card]] | None:
    """Split selected cards into several valid jogos (by suit, or by rank with trincas).

    Used when the selection is not one jogo, so that several jogos can go down at once
    (the vulnerável opening needs it). None when no split works.
    """
    wilds = [c for c in cards if is_curinga(c)]
    keys: tuple[Callable[[Card], int], ...] = (
        (lambda c: c.suit, lambda c: c.rank) if rules.trincas else (lambda c: c.suit,)
    )
    for key in keys:
        for n_wild in range(len(wilds) + 1):
            naturals = list(cards)
            for w in wilds[:n_wild]:
                naturals.remove(w)
            groups: dict[int, list[Card]] = {}
            for c in naturals:
                groups.setdefault(key(c), []).append(c)
            names = list(groups)
            if len(names) < 2 and n_wild == 0:
                continue
            for choice in product(range(len(names)), repeat=n_wild):
                trial = {k: list(v) for k, v in groups.items()}
                for w, g in zip(wilds[:n_wild], choice, strict=True):
                    trial[names[g]].append(w)
                jogos = list(trial.values())
                if len(jogos) >= 2 and all(check_meld(j, rules).ok for j in jogos):
                    return jogos
    return None


class MatchSession:
    """A match of the player (seat 0) against Zeca (seat 1) and the other bots, with undo
    and saving."""

    def __init__(
        self,
        game: Game,
        config: MatchConfig,
        undo: list[str] | None = None,
        recorded: bool = False,
    ) -> None:
        self.game = game
        self.config = config
        self.undo_stack: list[str] = list(undo or [])
        self.recorded = recorded
        """True once the match's result went into the statistics (finished or unfinished)."""

    # ------------------------------------------------------------ building

    @classmethod
    def new(cls, config: MatchConfig) -> MatchSession:
        """Deal the first hand of a new match with ``config`` (its seed included)."""
        return cls(Game.new(config.ruleset(), players=config.players, seed=config.seed), config)

    # ------------------------------------------------------------ reading

    @property
    def human_to_act(self) -> bool:
        """It is the player's turn in a hand still being played."""
        g = self.game
        return not g.hand_over and not g.match_over and g.turn == HUMAN

    @property
    def bot_to_act(self) -> bool:
        """It is a bot's turn (Zeca, the partner or another opponent) in a hand still
        being played."""
        g = self.game
        return not g.hand_over and not g.match_over and g.turn != HUMAN

    @property
    def zeca_to_act(self) -> bool:
        """A bot's turn (the older name, from when Zeca was the only bot)."""
        return self.bot_to_act

    def bot_level(self) -> str:
        """The level of the bot whose turn it is."""
        return self.config.level_of(self.game.turn)

    @property
    def can_undo(self) -> bool:
        """There is a lay-down or a lixo to take back."""
        return bool(self.undo_stack) and self.human_to_act

    @property
    def running(self) -> bool:
        """The match is not over (so leaving it counts as unfinished)."""
        return not self.game.match_over

    # ------------------------------------------------------------ acting

    def play(self, action: dict[str, Any]) -> list[dict[str, Any]]:
        """Apply the player's action; return the public events it caused.

        Raises :class:`NotYourTurn` or the engine's :class:`IllegalAction` (the game is
        then unchanged). Lay-downs and taking the lixo push an undo snapshot; drawing,
        taking the morto, the discard and the end of the hand clear the snapshots.
        """
        if not self.human_to_act:
            raise NotYourTurn()
        acao = action.get("acao") if isinstance(action, dict) else None
        before = self.game.to_json() if acao in UNDOABLE else None
        events = self._apply(action)
        self._after_human(acao, events, before)
        return events

    def timeout(self) -> list[dict[str, Any]]:
        """The time ran out: the time-out move of docs/rules.md §10.2 plays this one move."""
        if not self.human_to_act:
            raise NotYourTurn()
        action = self.game.timeout_action()
        events = self._apply(action)
        self._after_human(action["acao"], events, None)
        return events

    def _apply(self, action: dict[str, Any]) -> list[dict[str, Any]]:
        start = len(self.game.log)
        self.game.apply(action)
        return [dict(e) for e in self.game.log[start:]]

    def _after_human(self, acao: Any, events: list[dict[str, Any]], before: str | None) -> None:
        shows_new_cards = any(e.get("acao") in ("morto", "morto_vira_monte") for e in events)
        if acao in ("comprar", "descartar") or shows_new_cards or not self.human_to_act:
            self.undo_stack.clear()
        elif before is not None:
            self.undo_stack.append(before)

    def undo(self) -> bool:
        """Take back the last lay-down or the lixo; False when there is nothing to undo."""
        if not self.can_undo:
            return False
        self.game = Game.from_json(self.undo_stack.pop())
        return True

    def zeca_view(self) -> dict[str, Any]:
        """What the bot whose turn it is may see now (all a bot gets)."""
        return self.game.view(self.game.turn)

    def decision_seed(self) -> int:
        """A seed for the next bot decision, fixed by the match seed and the position.

        Resuming a saved match mid-Zeca-turn therefore replays exactly the same moves.
        """
        g = self.game
        return (self.config.seed * 1_000_003 + g.hand_number * 10_007 + len(g.log)) % (2**61)

    def apply_zeca(self, action: dict[str, Any]) -> list[dict[str, Any]]:
        """Apply the action of the bot whose turn it is. A refused bot action falls back to
        the time-out move (and, should that be refused too, to the first legal suggestion):
        a bot never blocks the match."""
        if not self.bot_to_act:
            raise NotYourTurn()
        events = None
        for candidate in (action, None, *self.game.legal_actions()):
            try:
                events = self._apply(
                    candidate if candidate is not None else self.game.timeout_action()
                )
                break
            except IllegalAction:
                continue
        self.undo_stack.clear()
        return events or []

    def next_hand(self) -> None:
        """Deal the next hand once the count has been seen."""
        self.game.next_hand()
        self.undo_stack.clear()

    # ------------------------------------------------------------ learning mode

    def marks(self) -> Marks:
        """Learning mode: which cards form a jogo, which fit a jogo, what the lixo gives."""
        g = self.game
        rules = g.rules
        hand = g.hand(HUMAN)
        codes = _codes(hand)
        mine = Seen.from_view(g.view(HUMAN))
        drawn = self.human_to_act and g.phase == "baixar"
        forms: set[Card] = set()
        fits: set[Card] = set()
        if drawn:
            # after the draw: what the engine lets the player lay now, its suggestions of
            # jogos of three, one-card encostares and a vulnerável side's opening
            # (decision 84)
            for action in g.legal_actions():
                if action["acao"] == "baixar":
                    forms.update(parse_cards(action["cartas"]))
                elif action["acao"] == "baixar_varios":
                    forms.update(c for jogo in action["jogos"] for c in parse_cards(jogo))
                elif action["acao"] == "encostar":
                    fits.update(parse_cards(action["cartas"]))
        elif mine.must_open_big:
            # a vulnerável side yet to open: the opening that reaches the minimum (§8.4)
            opening = vulneravel_opening(codes, rules)
            laid = tuple(c for jogo in opening or () for c in jogo)
            if laid and lays_from_hand(mine, laid):
                forms = {CARDS[c] for c in laid}
        else:
            # before the draw: what the hand could lay after any card drawn, judged from
            # the player's view: two cards kept with the morto taken and no canastra
            # (rules.md §6.4), a natural one at the rioplatense (§6.5; decisions 82-84)
            def keeps(used: tuple[int, ...], onto: int | None = None) -> bool:
                return lays_from_hand(mine, used, onto)

            forms = {CARDS[c] for jogo in new_jogos(codes, rules) if keeps(jogo) for c in jogo}
            fits = {
                c
                for i, meld in enumerate(g.melds(HUMAN))
                for c in hand
                if c in fits_of(meld, rules) and keeps((int(c),), i)
            }
        # the lixo can only be taken at the start of the player's turn: after the draw the
        # note "o lixo dá jogo" would be stale (issue 10)
        lixo = g.lixo if self.human_to_act and g.phase == "comprar" else []
        # only what the player sees: a closed lixo is used by its top card, a stacked one shows
        # no more (rules.md §4.4, §9.2)
        visible = rules.lixo_a_vista and not rules.lixo_fechado
        candidates = list(dict.fromkeys(lixo)) if visible else lixo[-1:]
        if not rules.lixo_fechado:
            # an open lixo: the cards the Dica says it renders a jogo with, from the player's
            # own view, so the two never disagree (decision 82)
            seen = mine if candidates else None
            gives = [
                card
                for card in candidates
                if seen and lixo_makes_jogo(seen, wilds=True, new=True, only=int(card))
            ]
            return Marks(frozenset(forms), frozenset(fits), tuple(gives))
        # a closed lixo: its top card where the engine has a way to take the pile with it
        # (two hand cards or a jogo of the player's, and a hand the table allows after it:
        # decision 84)
        takes = candidates and any(a["acao"] == "pegar_lixo" for a in g.legal_actions())
        return Marks(frozenset(forms), frozenset(fits), tuple(candidates if takes else ()))

    # ------------------------------------------------------------ saving

    def to_payload(self) -> dict[str, Any]:
        """The whole match as JSON-ready data: every hand's history, undo, settings."""
        return {
            "kind": PAYLOAD_KIND,
            "version": PAYLOAD_VERSION,
            "config": self.config.to_dict(),
            "game": self.game.to_json(),
            "undo": list(self.undo_stack),
            "recorded": self.recorded,
        }

    @classmethod
    def from_payload(cls, payload: Any) -> MatchSession:
        """Read back :meth:`to_payload`; unusable data raises :class:`SaveProblem`."""
        if not isinstance(payload, dict) or payload.get("kind") != PAYLOAD_KIND:
            raise SaveProblem("corrupt", "not a buraco-tui match")
        version = payload.get("version")
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise SaveProblem("corrupt", f"bad match version {version!r}")
        if version > PAYLOAD_VERSION:
            raise SaveProblem("newer", f"match version {version} > {PAYLOAD_VERSION}")
        config = MatchConfig.from_dict(payload.get("config"))
        game = _read_game(payload.get("game"))
        undo = payload.get("undo", [])
        if not isinstance(undo, list) or not all(isinstance(u, str) for u in undo):
            raise SaveProblem("corrupt", "undo is not a list of games")
        snapshots = [_read_game(snapshot) for snapshot in undo]
        recorded = payload.get("recorded", False)
        if not isinstance(recorded, bool):
            raise SaveProblem("corrupt", "recorded is not a boolean")
        try:  # issue 26: the config is the game's, the snapshots are of this turn
            check_config(game, config)
            check_undo(game, snapshots)
        except DataProblem as problem:
            raise SaveProblem(problem.problem, problem.detail) from None
        return cls(game, config, undo, recorded)


def refusal_text(exc: IllegalAction, lang: str) -> str:
    """The player's sentence for a refusal, jogos numbered as the table numbers them.

    The engine counts jogos from 0 (``{"jogo": 6}`` is the seventh); the table shows them
    from 1, so a refusal naming a jogo says the number the player pressed.
    """
    jogo = exc.params.get("jogo")
    if exc.code == "jogo_inexistente" and isinstance(jogo, int) and not isinstance(jogo, bool):
        return IllegalAction(exc.code, **{**exc.params, "jogo": jogo + 1}).message(lang)
    return exc.message(lang)


def _read_game(text: Any) -> Game:
    if not isinstance(text, str):
        raise SaveProblem("corrupt", "the game is missing")
    try:
        schema = json.loads(text).get("schema")
    except (ValueError, AttributeError):
        schema = None
    if isinstance(schema, int) and not isinstance(schema, bool) and schema > SCHEMA_VERSION:
        raise SaveProblem("newer", f"game schema {schema} > {SCHEMA_VERSION}")
    try:
        return Game.from_json(text)
    except ValueError as exc:
        raise SaveProblem("corrupt", str(exc)) from None
