"""The score panel beside the table: match score, target, mortos taken, round history.

:class:`ScorePanel` draws a :class:`ScoreSummary` (a frozen snapshot of what it shows):
the table sets a new summary after every move and the panel redraws only when it differs.
Its lines never wrap (``text-wrap: nowrap`` in ``table.tcss``): the hand number and the
mode each have their own line, so a long mode name fits the narrow panel.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from buraco_tui.engine import Game
from buraco_tui.lang import tr
from buraco_tui.names import mode_name, seat_name, side_label, side_short

HEAD = Style(bold=True)
DIM = Style(dim=True)


def history_lines(game: Game, lang: str) -> list[Text]:
    """One line per finished hand: its number, each side's total, and how it ended."""
    if game.players != 2:
        return _history_lines_seats(game, lang)
    lines = [Text(tr("ui.hist.header", lang), HEAD)]
    for entry in game.history:
        a, b = entry["totais"]
        line = Text(tr("ui.hist.line", lang, n=entry["mao"], a=f"{a:+d}", b=f"{b:+d}"))
        if entry.get("batida") is not None:
            who = "ui.hist.batida_you" if entry["batida"] % 2 == 0 else "ui.hist.batida_zeca"
            line.append("  " + tr(who, lang), DIM)
        elif entry.get("fim") == "monte":
            line.append("  " + tr("ui.hist.monte", lang), DIM)
        lines.append(line)
    if not game.history:
        lines.append(Text(tr("ui.no_rounds", lang), DIM))
    return lines


def _history_lines_seats(game: Game, lang: str) -> list[Text]:
    """The history at a table of 3, 4 or 6: a column per side (its first name), the
    batida by the seat's name (decision 41)."""
    sides = range(game.sides)
    lead = 4 if game.sides == 2 else 3  # three columns of 6 fit the panel's 21 cells
    head = f"{tr('ui.hist.mao', lang):<{lead}}" + "".join(
        f"{side_short(side, game.players, lang)[:5]:>6}" for side in sides
    )
    lines = [Text(head, HEAD)]
    for entry in game.history:
        totals = entry["totais"]
        number = f"{entry['mao']:>2}." + " " * (lead - 3)
        line = Text(number + "".join(f"{t:>+6d}" for t in totals))
        if entry.get("batida") is not None:
            name = seat_name(int(entry["batida"]), game.players, lang)
            line.append("  " + tr("ui.hist.batida_seat", lang, name=name), DIM)
        elif entry.get("fim") == "monte":
            line.append("  " + tr("ui.hist.monte", lang), DIM)
        lines.append(line)
    if not game.history:
        lines.append(Text(tr("ui.no_rounds", lang), DIM))
    return lines


def score_text(game: Game, lang: str, extra: str = "") -> Text:
    """The whole panel as text."""
    out = Text()
    out.append(tr("ui.score", lang) + "\n", HEAD)
    width = 8 if game.players == 2 else 12
    names = [side_label(side, game.players, lang) for side in range(game.sides)]
    for side, name in enumerate(names):
        out.append(f"{name[:width]:<{width}}{game.match_score(side):>8}\n")
    target = game.rules.meta
    target_text = str(target) if target else tr("ui.target_single", lang)
    out.append(f"{tr('ui.target', lang):<8}{target_text:>8}\n", DIM)
    out.append(tr("ui.hand_n", lang, n=game.hand_number) + "\n", DIM)
    out.append(mode_name(game.rules.preset, lang) + "\n", DIM)
    # one morto per side (alone, each player has one of his own)
    out.append(tr("ui.morto_label", lang) + ":\n", HEAD)
    for side, name in enumerate(names):
        state = tr("ui.morto_taken", lang) if game.morto_taken(side) else tr("ui.morto_not", lang)
        out.append(f"  {name[: width - 2]:<{width - 1}}{state}\n")
    if extra:
        out.append(extra + "\n", DIM)
    out.append("\n" + tr("ui.rounds", lang) + "\n", HEAD)
    out.append_text(Text("\n").join(history_lines(game, lang)))
    return out


@dataclass(frozen=True)
class ScoreSummary:
    """What the panel shows, as a value: equal summaries draw the same panel."""

    text: Text
    key: str

    @classmethod
    def of(cls, game: Game, lang: str, extra: str = "") -> ScoreSummary:
        """The summary of ``game`` now."""
        text = score_text(game, lang, extra)
        return cls(text, text.plain)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ScoreSummary) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)


class ScorePanel(Widget):
    """The score beside the table (it scrolls inside its box when the history is long)."""

    DEFAULT_CSS = """
    ScorePanel { height: auto; }
    """

    summary: reactive[ScoreSummary | None] = reactive(None, layout=True)

    def render(self) -> Text:
        """The panel's lines."""
        return self.summary.text if self.summary is not None else Text()
