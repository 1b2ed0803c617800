"""Issue 26, item 5, the parts: what a cue counts, and a score panel that never cuts a word
("+230 +445 b…" at 120 columns: the ending of a round cut to its first letter)."""

from __future__ import annotations

import pytest

from buraco_tui.engine import Game, ruleset
from buraco_tui.screens.widgets.cued import hidden_items
from buraco_tui.screens.widgets.score import PANEL_CELLS, history_lines, score_text


def test_a_cue_counts_the_items_that_do_not_start_in_sight():
    spans = [(0, 0), (0, 0), (1, 1), (2, 3), (4, 4)]
    assert hidden_items(spans, 0, 2) == (2, True)  # (2, 3) and (4, 4) below
    assert hidden_items(spans, 2, 3) == (3, False)  # the first three are above
    assert hidden_items(spans, 0, 5) == (0, False)


def _played(players: int, hands: int, batida_seat: int | None = None) -> Game:
    preset = "rioplatense" if players in (3, 6) else "aberto"
    game = Game.new(ruleset(preset, meta=100_000), players=players, seed=3)
    for _ in range(hands):
        while not game.hand_over:
            game.apply(game.timeout_action())
        game.next_hand()
    if batida_seat is not None:  # as if that seat went out: the longest ending there is
        game.history[-1] = {**game.history[-1], "batida": batida_seat, "fim": "batida"}
    return game


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("lang", ["pt", "en", "es"])
def test_the_score_panel_breaks_between_words_never_inside_one(players, lang):
    game = _played(players, 2, batida_seat=players - 1)
    rows = score_text(game, lang, "som ligado").plain.split("\n")
    assert all(len(row) <= PANEL_CELLS for row in rows), rows
    assert not any("…" in row for row in rows), rows
    # the ending of the round the seat went out in is there, whole, on its own line
    entries = history_lines(game, lang, PANEL_CELLS)[1:]
    assert entries[-1].plain.count("\n") == 1 or len(entries[-1].plain) <= PANEL_CELLS
    ending = entries[-1].plain.split("\n")[-1].split()
    assert ending and ending[-1] not in ("", "b…"), entries[-1].plain


def test_the_count_screen_keeps_the_round_on_one_line():
    game = _played(4, 1, batida_seat=3)
    entry = history_lines(game, "pt")[1].plain
    assert "\n" not in entry and entry.endswith("batida: Tonho"), entry
