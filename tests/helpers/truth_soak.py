"""A long run of the truth oracle over fresh random positions (issue 27, item 6).

The test suite checks a few dozen positions a table; this checks as many as the seeds
given, every candidate action at each, in pt, en and es, and prints each sentence the
oracle (``tests/helpers/truth.py``) refuses with the position's table, seats and seed; where
the player (seat 0) is to act it also checks the learning marks against the engine
(``tests/helpers/marks_truth.py``):

    python -m tests.helpers.truth_soak 33600 34600            # every table
    python -m tests.helpers.truth_soak 50000 50300 --vulneravel
    python -m tests.helpers.truth_soak 40000 40100 --tables rioplatense

Each table plays at its own seats and with 4 players (rioplatense at 3 and 6 too);
``--vulneravel`` builds positions where both sides start the hand vulnerável. The exit
status is 1 when a sentence failed. The lab notes name the seeds used.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator

from buraco_tui.engine import PRESETS, Game
from buraco_tui.text.lang import LANGS
from tests.helpers.marks_truth import closed_lixo_line_holds, false_lixo_cards, false_marks
from tests.helpers.positions import random_position
from tests.helpers.truth import actions_of, check_sentence

#: Seat counts tried besides the table's own (None).
SEATS: dict[str, tuple[int | None, ...]] = {"rioplatense": (None, 3, 4, 6)}


def positions(
    seed: int, tables: list[str], vulneravel: bool
) -> Iterator[tuple[str, int | None, Game]]:
    """The positions of one seed: every table, at each of its seat counts."""
    for preset in tables:
        for players in (None,) if vulneravel else SEATS.get(preset, (None, 4)):
            try:
                if vulneravel:
                    game = random_position(preset, seed, vulneravel=True)
                else:
                    game = random_position(preset, seed, players=players)
            except ValueError:
                continue  # a seat count the table does not take
            if not game.hand_over:
                yield preset, players, game


def _marks_problem(game: Game) -> str | None:
    """The learning marks at a position where the player (seat 0) is to act: "" when
    they hold, what is false when not; None where there is no player's turn to check."""
    if game.turn != 0 or not game.monte_count:
        return None
    wrong = false_marks(game)
    if wrong:
        return "marked but refused: " + " ".join(sorted(wrong))
    if game.phase == "comprar" and game.rules.lixo_fechado and game.lixo:
        if not closed_lixo_line_holds(game):
            return "the closed lixo's line disagrees with the engine's takes"
    elif game.phase == "comprar" and game.lixo:
        named = false_lixo_cards(game)
        if named:
            return "the lixo's line names cards no lay-down uses: " + " ".join(sorted(named))
    return ""


def main(argv: list[str] | None = None) -> int:
    """Run the soak; 0 when every sentence held."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("start", type=int)
    parser.add_argument("end", type=int)
    parser.add_argument("--tables", default=",".join(PRESETS))
    parser.add_argument("--vulneravel", action="store_true")
    args = parser.parse_args(argv)
    tables = args.tables.split(",")
    claims = fails = 0
    for seed in range(args.start, args.end):
        for preset, players, game in positions(seed, tables, args.vulneravel):
            problem = _marks_problem(game)
            if problem is not None:
                claims += 1
                if problem:
                    fails += 1
                    print(f"FAIL {preset} players={players} seed={seed} marks: {problem}")
            for action in actions_of(game):
                for lang in LANGS:
                    try:
                        claims += check_sentence(game, action, lang)
                    except AssertionError as failed:
                        fails += 1
                        print(
                            f"FAIL {preset} players={players} seed={seed} {action} {lang}: {failed}"
                        )
        if (seed - args.start) % 50 == 49:
            print(f"seed {seed}: {claims} claims, {fails} failed", flush=True)
    print(f"seeds {args.start}-{args.end - 1}: {claims} claims, {fails} failed")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
