"""The shape of every file the app reads, described once (issue 26 item 2).

The saved match (``match.json``), a hand record (``hands/<id>.json``) and an exported hand
(``buraco export-hand``) are described here as :mod:`msgspec` types; the game saved inside
a match (and its undo snapshots, and a record's start) is JSON text inside JSON, described
by :class:`GameData`. :func:`decode_file` reads the bytes of a file against the envelope,
refusing what JSON cannot hold for us (``NaN``, ``1e999``, an integer past 64 bits, an
object nested too deep), tells a newer file from a damaged one, and checks the payload's
shape: types, required keys, seats and counts in range. What the shape cannot say (cards
that add up, scores that follow the history, actions that replay) is the engine's and the
match's own consistency check, run next by each loader.

Every refusal is a :class:`~buraco_tui.match.problems.DataProblem` (``corrupt`` or
``newer``) with a short English detail naming the place (``$.payload.game.scores[1]``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

import msgspec
from msgspec import Meta, Struct

from buraco_tui.match.problems import CORRUPT, NEWER, DataProblem

APP_NAME = "buraco-tui"

UNEXPECTED = "unexpected:"
"""How a loader's detail begins for a failure no check foresaw (the mutation tests
count them: there should be none)."""

# ------------------------------------------------------------------ numbers and names

Seat = Annotated[int, Meta(ge=0, le=5)]
"""A seat at the table (at most 6 players)."""
Side = Annotated[int, Meta(ge=0, le=2)]
"""A side (at most 3: 6 players in pairs)."""
Players = Annotated[int, Meta(ge=2, le=6)]
Points = Annotated[int, Meta(ge=-1_000_000, le=1_000_000)]
"""A score or a count: far beyond any real match, far below what breaks arithmetic."""
Count = Annotated[int, Meta(ge=0, le=100_000)]
HandNumber = Annotated[int, Meta(ge=1, le=100_000)]
Seed = int
"""A seed: any integer JSON and msgspec hold (64 bits)."""
Version = Annotated[int, Meta(ge=1)]
Cost = Annotated[float, Meta(ge=-1e9, le=1e9)]
Short = Annotated[str, Meta(max_length=10_000)]


# ------------------------------------------------------------------ the game (engine state)


class _Event(Struct, tag_field="acao", forbid_unknown_fields=True):
    """One event of a hand's log (the engine's ``log``)."""

    seat: Seat


class Comprar(_Event, tag="comprar"):
    """Drew from the monte."""


class PegarLixo(_Event, tag="pegar_lixo"):
    """Took the lixo (``jogo``: a closed lixo's top card went to that jogo)."""

    cartas: Short
    jogo: Count | None = None


class Baixar(_Event, tag="baixar"):
    """Laid a new jogo down."""

    jogo: Count
    cartas: Short


class Encostar(_Event, tag="encostar"):
    """Put cards on a jogo."""

    jogo: Count
    cartas: Short


class Descartar(_Event, tag="descartar"):
    """Discarded one card."""

    carta: Short


class TerceiroBaralho(_Event, tag="terceiro_baralho"):
    """Rioplatense: the third deck came in."""


class MortoViraMonte(_Event, tag="morto_vira_monte"):
    """A morto became the monte."""


class Morto(_Event, tag="morto"):
    """Took a morto (``direta``: by batida direta)."""

    direta: bool


class FimDaMao(Struct, tag="fim_da_mao", tag_field="acao", forbid_unknown_fields=True):
    """The hand ended (``seat``: who went out, None when the monte ran out)."""

    seat: Seat | None
    fim: Literal["batida", "monte", "abandono"]


Event = (
    Comprar
    | PegarLixo
    | Baixar
    | Encostar
    | Descartar
    | TerceiroBaralho
    | MortoViraMonte
    | Morto
    | FimDaMao
)


class HistoryEntry(Struct):
    """One finished hand in the match's history."""

    mao: HandNumber
    totais: list[Points]
    placar: list[Points]
    batida: Seat | None
    fim: Literal["batida", "monte", "abandono"]
    contagem: list[dict[str, Points]]


class GameData(Struct):
    """The engine's saved state (``Game.to_json``): the keys the engine writes."""

    schema: Version
    rules: dict[str, Any]
    players: Players
    hands: list[Short]
    lixo_taken: list[Short]
    monte: Short
    mortos: list[Short]
    lixo: Short
    melds: list[list[Short]]
    turn: Seat
    phase: Literal["comprar", "baixar"]
    morto_taken: list[bool]
    pending: list[Annotated[int, Meta(ge=-1, le=5)]]
    scores: list[Points]
    start_scores: list[Points]
    hand_number: HandNumber
    opener: Seat
    hand_over: bool
    match_over: bool
    winner: Side | None
    batida_by: Seat | None
    end_reason: Literal["", "batida", "monte", "abandono"]
    history: list[HistoryEntry]
    log: list[Event]
    seed: Seed
    abandoned_by: Seat | None = None
    final: list[dict[str, Points]] | None = None
    partial: bool = False
    third_deck: bool = False
    third_held: list[Short] = []
    lixo_third: Short = ""
    lixo_unico: Short | None = None
    virada: Short | None = None


# ------------------------------------------------------------------ the saved match


class MatchConfigData(Struct):
    """What the player chose for the match (``MatchConfig``)."""

    rules: Short
    target: Count
    level: Short
    seed: Seed
    learning: bool
    move_time: Count
    players: Players = 2
    seat_levels: list[Short] = []
    lixo_em_leque: bool = False
    practice: Short = ""


class MatchPayload(Struct):
    """The payload of ``match.json`` (``MatchSession.to_payload``)."""

    kind: Literal["buraco-tui-match"]
    version: Version
    config: MatchConfigData
    game: str
    undo: list[str] = []
    recorded: bool = False


# ------------------------------------------------------------------ hand records


class VerdictData(Struct):
    """One decision of a review."""

    step: Count
    played: list[dict[str, Any]]
    best: list[dict[str, Any]]
    cost: Cost
    spread: Cost
    verdict: Literal["fine", "inaccuracy", "mistake"]
    sentence: dict[str, Short]


class ReviewData(Struct):
    """A hand's review, kept with the hand."""

    playouts: Annotated[int, Meta(ge=1, le=1_000_000)]
    seed: Seed
    verdicts: list[VerdictData]


class HandData(Struct):
    """One hand of a record: its actions and, once over, its end and count."""

    hand_number: HandNumber
    actions: list[dict[str, Any]]
    over: bool = False
    fim: Literal["", "batida", "monte", "abandono"] = ""
    totais: list[Points] = []
    placar: list[Points] = []
    review: ReviewData | None = None


class RecordPayload(Struct):
    """The payload of a hand record (``MatchRecord.to_payload``)."""

    kind: Literal["buraco-tui-hands"]
    version: Version
    match_id: Annotated[str, Meta(pattern=r"^[a-z0-9][a-z0-9-]{0,63}$")]
    rules: dict[str, Any]
    players: Players
    seed: Seed
    hands: list[HandData]
    seats: list[Short] = []
    practice: bool = False
    start: str | None = None


class ExportData(Struct):
    """An exported hand (``export_hand``): no envelope, the data of one hand."""

    kind: Literal["buraco-tui-hand"]
    version: Version
    rules: dict[str, Any]
    players: Players
    seed: Seed
    hand: HandData
    earlier_hands: list[HandData] = []
    seats: list[Short] = []
    practice: bool = False
    start: str | None = None
    app_version: Short = ""


# ------------------------------------------------------------------ reading

T = TypeVar("T")

_DECODER = msgspec.json.Decoder()


def parse_json(raw: bytes | str, what: str = "file") -> Any:
    """Plain data from JSON text; anything JSON should not hold (NaN, 1e999, an
    integer past 64 bits, deep nesting, bad UTF-8) is a ``corrupt`` DataProblem."""
    if not raw.strip():
        raise DataProblem(CORRUPT, f"{what}: empty")
    try:
        return _DECODER.decode(raw)
    except (msgspec.DecodeError, RecursionError, UnicodeDecodeError) as exc:
        raise DataProblem(CORRUPT, f"{what}: bad JSON: {exc}") from None


def check_version(data: Any, kind: str, newest: int, key: str = "version") -> None:
    """``newer`` when ``data`` is a ``kind`` written by a later version than ``newest``
    (read before the shape: a newer file may have another shape)."""
    if not isinstance(data, dict) or data.get("kind", kind) != kind:
        return
    found = data.get(key)
    if isinstance(found, int) and not isinstance(found, bool) and found > newest:
        raise DataProblem(NEWER, f"{kind} {key} {found} > {newest}")


def shaped(data: Any, kind: type[T], where: str) -> T:
    """``data`` as ``kind``, or a ``corrupt`` DataProblem saying where it is wrong."""
    try:
        return msgspec.convert(data, kind)
    except msgspec.ValidationError as exc:
        raise DataProblem(CORRUPT, f"wrong shape: {exc} (in {where})") from None


def check_game_text(text: Any, newest: int, where: str) -> None:
    """A saved game (JSON text inside a file) has the engine's shape; a newer one is
    ``newer``."""
    if not isinstance(text, str):
        raise DataProblem(CORRUPT, f"wrong shape: {where} is not a saved game")
    data = parse_json(text, where)
    if isinstance(data, dict):
        check_version(data, "", newest, "schema")
    shaped(data, GameData, where)


def decode_envelope(raw: bytes, schema: int) -> Any:
    """The payload of a file in the app's envelope; ``newer`` or ``corrupt`` otherwise."""
    data = parse_json(raw)
    if not isinstance(data, dict):
        raise DataProblem(CORRUPT, f"wrong shape: a JSON {type(data).__name__}, not an object")
    found = data.get("schema")
    if not isinstance(found, int) or isinstance(found, bool) or found < 1:
        raise DataProblem(CORRUPT, f"wrong shape: schema is {found!r}")
    if found > schema:
        raise DataProblem(NEWER, f"schema {found} > {schema} (by {data.get('version')!r})")
    if data.get("app") != APP_NAME:
        raise DataProblem(CORRUPT, f"wrong shape: app is {data.get('app')!r}")
    payload = data.get("payload")
    if not isinstance(payload, dict):
        raise DataProblem(CORRUPT, "wrong shape: payload is not an object")
    return payload


def check_match_payload(payload: Any, newest: int, game_schema: int) -> None:
    """A match payload (``match.json``) of the right shape, its game and undo
    snapshots included."""
    check_version(payload, "buraco-tui-match", newest)
    shaped(payload, MatchPayload, "the match")
    check_game_text(payload["game"], game_schema, "the game")
    for n, snapshot in enumerate(payload.get("undo", [])):
        check_game_text(snapshot, game_schema, f"undo snapshot {n + 1}")


def check_record_payload(payload: Any, newest: int, game_schema: int) -> None:
    """A hand record's payload of the right shape (its start included)."""
    check_version(payload, "buraco-tui-hands", newest)
    shaped(payload, RecordPayload, "the record")
    if payload.get("start") is not None:
        check_game_text(payload["start"], game_schema, "the start")


def check_export(data: Any, newest: int, game_schema: int) -> None:
    """An exported hand of the right shape (its start included)."""
    check_version(data, "buraco-tui-hand", newest)
    shaped(data, ExportData, "the hand")
    if data.get("start") is not None:
        check_game_text(data["start"], game_schema, "the start")


__all__ = [
    "ExportData",
    "GameData",
    "MatchPayload",
    "RecordPayload",
    "check_export",
    "check_game_text",
    "check_match_payload",
    "check_record_payload",
    "decode_envelope",
    "parse_json",
    "shaped",
]
