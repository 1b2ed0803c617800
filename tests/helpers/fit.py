"""Issue 26, item 5: every seat readable at 80x24, 100x30 and 120x40 with 2, 3, 4 and 6
players. A crowded table to start from (ten jogos for the player's side, two to five
for each other side, finished hands in the score), and the checks that nothing on it is out of
reach or cut: every jogo and every round in sight or counted on a visible cue and shown
whole by ``m``; every word on screen a whole word the game can say."""

from __future__ import annotations

import re
from collections import Counter
from functools import partial

from textual.app import App

from buraco_tui.engine import Game, cards_text, deck, parse_cards, ruleset
from buraco_tui.match.session import MatchSession
from buraco_tui.screens.widgets.cards import card_label
from buraco_tui.screens.widgets.cued import CuedBox
from buraco_tui.screens.widgets.melds import MeldsView
from buraco_tui.text.lang import keys, messages, tr
from buraco_tui.text.names import OPPONENT_NAMES, PARTNER_NAME

from .app import session_from
from .tables import TEN_JOGOS

SIZES = [(80, 24), (100, 30), (120, 40)]
SEATS = [2, 3, 4, 6]
HANDS_PLAYED = 6
"""Finished hands in the score: more than the 80x24 panel has lines for."""


def preset_for(players: int) -> str:
    """Three and six play at the rioplatense table only."""
    return "rioplatense" if players in (3, 6) else "aberto"


def _history(players: int, hands: int, seed: int) -> Game:
    """A match whose first ``hands`` hands were played with the time-out move."""
    rules = ruleset(preset_for(players), meta=100_000)
    game = Game.new(rules, players=players, seed=seed)
    for _ in range(hands):
        while not game.hand_over:
            game.apply(game.timeout_action())
        game.next_hand()
    return game


def crowded_game(players: int, seed: int = 5) -> Game:
    """The player's turn on a crowded table: ten jogos for the player's side, two to five for
    each other side, every seat holding cards, and ``HANDS_PLAYED`` finished hands before."""
    played = _history(players, HANDS_PLAYED, seed)
    rules = played.rules
    sides = played.sides
    left = Counter(deck(rules.curingas_de_papel))
    melds = []
    others = 5 if sides == 2 else 3 if players == 3 else 2  # the monte keeps some cards
    for side in range(sides):
        # the other sides take the second deck's copies (three sides: alternate ones)
        jogos = TEN_JOGOS if side == 0 else TEN_JOGOS[side % 2 :: 2][:others]
        melds.append(list(jogos))
        for jogo in jogos:
            left -= Counter(parse_cards(jogo))
    pool = sorted(left.elements())

    def take(n: int) -> str:
        cards = pool[:n]
        del pool[:n]
        return cards_text(cards)

    # spread the pool so every seat gets a mix of suits
    pool = pool[::2] + pool[1::2]
    hands = [take(5 if players < 6 else 4) for _ in range(players)]
    mortos = [take(11) for _ in range(sides)]
    game = Game.from_layout(
        rules,
        hands=hands,
        mortos=mortos,
        monte=cards_text(pool),
        lixo="",
        melds=melds,
        scores=[played.match_score(side) for side in range(sides)],
    )
    game.history = [dict(entry) for entry in played.history]
    game.hand_number = played.hand_number
    return game


def crowded_session(players: int) -> MatchSession:
    """The crowded table as a saved match at ``players`` seats."""
    game = crowded_game(players)
    levels = ["", "easy", "easy", "easy", "easy", "easy"][:players] if players > 2 else []
    return session_from(game, seed=5, level="easy", players=players, seat_levels=levels)


def region_text(app: App, region) -> str:
    """The screen's text inside ``region`` (every cell here is one character wide)."""
    strips = app.screen._compositor.render_strips()
    rows = [strip.text for strip in strips][region.y : region.bottom]
    return "\n".join(row[region.x : region.right] for row in rows)


def cue_number(text: str) -> int:
    """The count a cue shows ("↓ +3 jogos · m" -> 3), 0 when no cue is in ``text``."""
    found = re.search(r"[↑↓] \+?(\d+)", text)
    return int(found.group(1)) if found else 0


def jogo_texts(melds) -> list[str]:
    """Each jogo as the table writes its cards."""
    return [" ".join(card_label(card).strip() for card in meld.cards) for meld in melds]


def jogos_accounted(app: App) -> list[str]:
    """For every jogos box on the table: its jogos wholly in sight plus those its cue
    counts must be all of the side's jogos. The problems found, as sentences."""
    problems = []
    for box in app.screen.query(CuedBox):
        views = list(box.query(MeldsView))
        if not views or not box.display:
            continue
        melds = views[0].melds
        text = region_text(app, box.region)
        flat = " ".join(text.split())
        seen = sum(1 for jogo in jogo_texts(melds) if " ".join(jogo.split()) in flat)
        if seen + cue_number(text) != len(melds):
            problems.append(f"#{box.id}: {seen} in sight + cue {cue_number(text)} != {len(melds)}")
    return problems


def rounds_accounted(app: App, game: Game) -> list[str]:
    """The score panel's rounds in sight plus those its cue counts must be every
    finished hand."""
    box = app.screen.query_one("#side", CuedBox)
    text = region_text(app, box.region)
    seen = len(re.findall(r"^[▏\s]*\d+\.", text, flags=re.MULTILINE))
    if seen + cue_number(text) != len(game.history):
        return [f"#side: {seen} rounds in sight + cue {cue_number(text)} != {len(game.history)}"]
    return []


def vocabulary(lang: str) -> tuple[set[str], set[str]]:
    """Every word the game can put on screen in ``lang`` (the catalogue, the names and
    their two-letter shortenings, lower case), and the words it writes with a "…" after."""
    names = [*OPPONENT_NAMES, PARTNER_NAME, tr("ui.zeca", lang)]
    words = {name.lower() for name in names} | {name[:2].lower() for name in names}
    trailing: set[str] = set()
    for key in keys(""):
        value = messages(lang).get(key, messages("pt")[key])
        for text in value.values() if isinstance(value, dict) else [value]:
            words.update(word.lower() for word in re.findall(WORD, text))
            trailing.update(found[:-1].lower() for found in re.findall(WORD + "…", text))
            if "}…" in text:  # "Vez de {name}…"
                trailing.update(name.lower() for name in names)
    return words, trailing


WORD = r"[A-Za-zÀ-ÖØ-öø-ÿ]+"
CARD = r"\b(10|[2-9AJQK])[♠♥♦♣]|\bJK\b"
"""A card as the table writes it (the words check leaves the cards out)."""
KEY_NAMES = {"spc", "esc"}
"""The footer's names of keys that are not words."""


def cut_words(text: str, lang: str = "pt") -> list[str]:
    """The words on screen the game never writes (a word cut short), and every "…" that
    does not follow a word the catalogue writes with one."""
    words, trailing = vocabulary(lang)
    text = re.sub(CARD, " ", text)
    cut = []
    for match in re.finditer(WORD + "…?", text):
        found = match.group(0)
        word = found.rstrip("…").lower()
        if len(word) == 1 or word in KEY_NAMES:
            continue  # a key of the footer
        if word not in words or (found.endswith("…") and word not in trailing):
            cut.append(found)
    cut.extend("…" for _ in re.finditer(r"(^|[^A-Za-zÀ-ÿ])…", text))
    return cut


def _bots_played(session: MatchSession, before: int) -> bool:
    """The player discarded and the bots played: the player's turn again (or the end)."""
    game = session.game
    return game.hand_over or (session.human_to_act and len(game.log) > before + 1)


def _bots_played(session: MatchSession, before: int) -> bool:
    """The player discarded and the bots played: the player's turn again (or the end)."""
    game = session.game
    return game.hand_over or (session.human_to_act and len(game.log) > before + 1)


def _players_turn(session: MatchSession) -> bool:
    """The player is to draw, or the hand is over."""
    game = session.game
    return game.hand_over or (session.human_to_act and game.phase == "comprar")


async def play_rounds(pilot, rounds: int = 2) -> None:
    """At the crowded table: draw and discard, and let the bots play their turns, twice
    (the bots play without pauses)."""
    from buraco_tui.screens.end_hand import EndHandScreen
    from buraco_tui.screens.table import TableScreen

    from .app import until

    await pilot.pause()
    await until(pilot, lambda: isinstance(pilot.app.screen, TableScreen))
    table = pilot.app.screen
    session = table.session
    for _ in range(rounds):
        await until(pilot, partial(_players_turn, session))
        if session.game.hand_over:
            break
        await pilot.press("c")
        await until(pilot, lambda: session.game.phase != "comprar")
        bots_played = partial(_bots_played, session, len(session.game.log))
        await pilot.press("end")
        await pilot.press("d")
        await pilot.pause()
        while session.game.phase != "comprar" and session.human_to_act:
            await pilot.press("left", "d")  # a curinga may not be discarded: the next card
            await pilot.pause()
        await until(pilot, bots_played, 30)
    if session.game.hand_over:  # a bot went out: back to the table from the count
        await until(pilot, lambda: isinstance(pilot.app.screen, EndHandScreen))
        await pilot.press("escape")
        await until(pilot, lambda: pilot.app.screen is table)
    # the cues count after the layout settles (call_after_refresh): let it settle
    for _ in range(3):
        await pilot.wait_for_scheduled_animations()
        await pilot.pause(0.05)
