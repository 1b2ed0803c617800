"""The match controller at a table of 3, 4 and 6 (issue 9, item 1): who plays, at which
level, undo on the player's turn only, and saves, old ones included."""

from __future__ import annotations

import json

import pytest

from buraco_tui.ai import make_bot
from buraco_tui.engine import Game, ruleset
from buraco_tui.match.session import (
    HUMAN,
    PAYLOAD_KIND,
    MatchConfig,
    MatchSession,
    NotYourTurn,
    SaveProblem,
)
from buraco_tui.text.names import PARTNER_NAME, is_partner, seat_name, side_label

LEVELS_6 = ["", "easy", "medium", "easy", "medium", "easy"]


def test_four_players_sit_in_pairs_with_zeca_first_and_a_partner():
    """Seed 000: "Buraco é jogado por duas duplas" (the player and Cida, Zeca and Tonho)."""
    cfg = MatchConfig(rules="aberto", players=4, seed=3, seat_levels=["", "hard", "easy", "medium"])
    s = MatchSession.new(cfg)
    assert s.game.players == 4 and s.game.sides == 2
    assert [seat_name(seat, 4) for seat in range(4)] == ["Você", "Zeca", PARTNER_NAME, "Tonho"]
    assert [is_partner(seat, 4) for seat in range(4)] == [False, False, True, False]
    assert [cfg.level_of(seat) for seat in (1, 2, 3)] == ["easy", "easy", "medium"]
    assert side_label(0, 4) == "Nós" and side_label(1, 4) == "Zeca/Tonho"


def test_zecas_level_is_the_matchs_level_even_when_seat_levels_differ():
    cfg = MatchConfig(level="hard", players=4, seat_levels=["", "easy", "medium", "easy"])
    assert cfg.level_of(1) == "hard"
    assert cfg.level_of(2) == "medium"


def test_six_players_three_pairs_and_three_alone_in_rioplatense():
    """Seed 001: the rioplatense table plays "de a tres" alone and in three pairs too."""
    six = MatchSession.new(
        MatchConfig(rules="rioplatense", players=6, seed=4, seat_levels=LEVELS_6)
    )
    assert six.game.sides == 3
    assert [seat_name(seat, 6) for seat in range(6)] == [
        "Você",
        "Zeca",
        "Tonho",
        PARTNER_NAME,
        "Lurdes",
        "Bené",
    ]
    assert is_partner(3, 6) and not is_partner(2, 6)
    three = MatchSession.new(MatchConfig(rules="rioplatense", players=3, seed=4))
    assert three.game.sides == 3 and not any(is_partner(seat, 3) for seat in range(3))


@pytest.mark.parametrize(("rules", "players"), [("aberto", 4), ("rioplatense", 6)])
def test_a_whole_hand_plays_and_the_save_reads_back_at_every_step(rules, players):
    cfg = MatchConfig(rules=rules, players=players, seed=11, level="easy", target=0)
    s = MatchSession.new(cfg)
    steps = 0
    while not s.game.hand_over:
        if s.human_to_act:
            s.play(make_bot("easy", seed=s.decision_seed()).choose(s.game.view(HUMAN)))
        else:
            with pytest.raises(NotYourTurn):
                s.play({"acao": "comprar"})
            assert not s.can_undo  # undo is the player's, on the player's own turn
            s.apply_zeca(make_bot(s.bot_level(), seed=s.decision_seed()).choose(s.zeca_view()))
        steps += 1
        if steps % 7 == 0:
            back = MatchSession.from_payload(json.loads(json.dumps(s.to_payload())))
            assert back.game == s.game and back.config == s.config
    assert s.game.match_over  # a single hand
    assert steps < 5000


def test_undo_on_the_players_turn_at_a_table_of_four():
    """Seed 003: "Enquanto você não descarta, dá para desfazer as baixas e até voltar atrás
    de ter pegado o lixo, que é aberto." At a pairs table as mano a mano."""
    s = MatchSession.new(MatchConfig(rules="aberto", players=4, seed=2, level="easy"))
    while not s.human_to_act:
        s.apply_zeca(make_bot("easy", seed=s.decision_seed()).choose(s.zeca_view()))
    start = s.game.to_json()
    s.play({"acao": "pegar_lixo"})
    assert s.can_undo and s.undo()
    assert s.game.to_json() == start


def test_resume_mid_partner_turn_replays_the_same_moves():
    s = MatchSession.new(MatchConfig(rules="aberto", players=4, seed=8, level="easy"))
    while not (s.game.turn == 2 and any(e["seat"] == 2 for e in s.game.log)):
        if s.human_to_act:
            s.play(make_bot("easy", seed=s.decision_seed()).choose(s.game.view(HUMAN)))
        else:
            s.apply_zeca(make_bot(s.bot_level(), seed=s.decision_seed()).choose(s.zeca_view()))
    saved = json.loads(json.dumps(s.to_payload()))
    sessions = [s, MatchSession.from_payload(saved)]
    for session in sessions:
        while session.bot_to_act:
            bot = make_bot(session.bot_level(), seed=session.decision_seed())
            session.apply_zeca(bot.choose(session.zeca_view()))
    assert sessions[0].game == sessions[1].game
    assert sessions[1].human_to_act or sessions[1].game.hand_over


def test_an_old_two_player_save_without_the_new_fields_still_loads():
    """A payload written before the seats: its config has no players, seat levels, leque."""
    game = Game.new(ruleset("aberto", meta=3000), players=2, seed=6)
    payload = {
        "kind": PAYLOAD_KIND,
        "version": 1,
        "config": {
            "rules": "aberto",
            "target": 3000,
            "level": "medium",
            "seed": 6,
            "learning": True,
            "move_time": 0,
        },
        "game": game.to_json(),
        "undo": [],
        "recorded": False,
    }
    s = MatchSession.from_payload(payload)
    assert s.config.players == 2 and s.config.seat_levels == [] and not s.config.lixo_em_leque
    assert s.config.level_of(1) == "medium"
    assert s.game == game


@pytest.mark.parametrize(
    "config",
    [
        {"players": 3},  # aberto is played by 2 or 4
        {"players": "4"},
        {"players": True},
        {"seat_levels": ["", "godlike"]},
        {"seat_levels": "easy"},
        {"lixo_em_leque": "sim"},
    ],
)
def test_bad_seat_configs_are_refused(config):
    s = MatchSession.new(MatchConfig(seed=1))
    payload = s.to_payload()
    payload["config"].update(config)
    with pytest.raises(SaveProblem) as info:
        MatchSession.from_payload(payload)
    assert info.value.problem == "corrupt"


def test_a_game_whose_seats_differ_from_its_config_is_refused():
    s = MatchSession.new(MatchConfig(rules="aberto", players=4, seed=1))
    payload = s.to_payload()
    payload["config"]["players"] = 2
    with pytest.raises(SaveProblem):
        MatchSession.from_payload(payload)


def test_the_fanned_lixo_option_reaches_the_rules_and_the_save():
    """Issue 9, item 3: "a table option shows the fan anyway as a learning aid"."""
    cfg = MatchConfig(rules="jogatina-fechado", seed=3, lixo_em_leque=True)
    s = MatchSession.new(cfg)
    assert s.game.rules.lixo_em_leque and s.game.rules.lixo_a_vista
    back = MatchSession.from_payload(json.loads(json.dumps(s.to_payload())))
    assert back.game.rules.lixo_em_leque and back.config.lixo_em_leque
    plain = MatchSession.new(MatchConfig(rules="jogatina-fechado", seed=3))
    assert not plain.game.rules.lixo_a_vista
