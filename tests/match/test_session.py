"""The match controller without Textual: undo as seed 003 says, saving, learning marks."""

from __future__ import annotations

import json

import pytest

from buraco_tui.engine import (
    PRESETS,
    IllegalAction,
    check_meld,
    parse_cards,
    ruleset,
)
from buraco_tui.match.session import (
    PAYLOAD_VERSION,
    Marks,
    MatchConfig,
    MatchSession,
    NotYourTurn,
    SaveProblem,
    split_jogos,
    three_card_jogos,
)
from tests.helpers.marks_truth import closed_lixo_line_holds, false_lixo_cards, false_marks
from tests.helpers.positions import full_layout, random_position
from tests.helpers.truth import accepted

MORTOS = ["3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠", "3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦"]


def built(preset: str = "aberto", **kw) -> MatchSession:
    kw.setdefault("mortos", MORTOS)
    kw.setdefault("monte", "K♣ Q♣ J♣ 10♣ 9♣")
    game = full_layout(preset, **kw)
    return MatchSession(game, MatchConfig(rules=preset, seed=game.seed))


def test_undo_takes_back_laydowns_and_even_the_lixo():
    """Seed 003: "Enquanto você não descarta, dá para desfazer as baixas e até voltar atrás
    de ter pegado o lixo, que é aberto." """
    s = built(hands=["3♥ 4♥ 5♥ 8♣ 9♣ K♠", "A♣ A♣ 7♦"], lixo="9♠ 6♥")
    start = s.game.to_json()
    s.play({"acao": "pegar_lixo"})
    after_lixo = s.game.to_json()
    s.play({"acao": "baixar", "cartas": "3♥ 4♥ 5♥ 6♥"})
    assert s.can_undo
    assert s.undo()
    assert s.game.to_json() == after_lixo
    assert s.undo()
    assert s.game.to_json() == start
    assert [str(c) for c in s.game.lixo] == ["9♠", "6♥"]
    assert not s.undo()


def test_drawing_from_the_monte_cannot_be_undone():
    """Seed 003: "Comprar do monte e pegar o morto não se desfazem, porque mostram cartas novas." """
    s = built(hands=["3♥ 4♥ 5♥ 8♣ 9♣ K♠", "A♣ A♣ 7♦"], lixo="9♠")
    s.play({"acao": "comprar"})
    assert not s.can_undo
    assert not s.undo()
    s.play({"acao": "baixar", "cartas": "3♥ 4♥ 5♥"})
    assert s.undo()
    assert s.game.phase == "baixar" and len(s.game.hand(0)) == 7
    assert not s.undo()


def test_taking_the_morto_cannot_be_undone():
    """Laying everything down takes the morto (ida direta): no undo past it."""
    s = built(hands=["3♥ 4♥ 5♥", "A♣ A♣ 7♦"], lixo="9♠")
    s.play({"acao": "pegar_lixo"})
    s.play({"acao": "baixar", "cartas": "3♥ 4♥ 5♥"})
    s.play({"acao": "descartar", "carta": "9♠"})  # indireta: the morto comes on the discard
    assert s.game.morto_taken(0)
    assert not s.undo_stack


def test_morto_by_laying_down_clears_undo():
    s = built(hands=["3♥ 4♥ 5♥", "A♣ A♣ 7♦"], lixo="9♠", phase="baixar")
    s.play({"acao": "baixar", "cartas": "3♥ 4♥ 5♥"})
    assert s.game.morto_taken(0) and len(s.game.hand(0)) == 11
    assert not s.can_undo


def test_discard_clears_undo_and_zeca_cannot_be_played_by_the_player():
    s = built(hands=["3♥ 4♥ 5♥ 8♣ 9♣ K♠", "A♣ A♣ 7♦"], lixo="9♠")
    s.play({"acao": "pegar_lixo"})
    s.play({"acao": "descartar", "carta": "K♠"})
    assert not s.undo_stack and s.zeca_to_act
    with pytest.raises(NotYourTurn):
        s.play({"acao": "comprar"})
    with pytest.raises(NotYourTurn):
        s.undo() or s.play({"acao": "comprar"})


def test_refused_action_changes_nothing():
    s = built(hands=["3♥ 4♥ 5♥ 8♣ 9♣ K♠", "A♣ A♣ 7♦"], lixo="9♠")
    before = s.game.to_json()
    with pytest.raises(IllegalAction) as info:
        s.play({"acao": "descartar", "carta": "K♠"})
    assert info.value.code == "fase_comprar"
    assert s.game.to_json() == before and not s.undo_stack


def test_bad_bot_action_falls_back_to_the_timeout_move():
    s = built(hands=["3♥ 4♥ 5♥ 8♣ 9♣ K♠", "A♣ A♣ 7♦"], lixo="9♠", turn=1)
    events = s.apply_zeca({"acao": "descartar", "carta": "A♣"})  # must draw first
    assert events[0] == {"seat": 1, "acao": "comprar"}


def test_payload_round_trip_keeps_everything():
    s = built(hands=["3♥ 4♥ 5♥ 8♣ 9♣ K♠", "A♣ A♣ 7♦"], lixo="9♠ 6♥")
    s.play({"acao": "pegar_lixo"})
    s.play({"acao": "baixar", "cartas": "3♥ 4♥ 5♥ 6♥"})
    payload = json.loads(json.dumps(s.to_payload()))
    back = MatchSession.from_payload(payload)
    assert back.game == s.game
    assert back.undo_stack == s.undo_stack
    assert back.config == s.config
    assert back.undo() and s.undo() and back.game == s.game


@pytest.mark.parametrize(
    "mutate, problem",
    [
        (lambda p: p.update(version=PAYLOAD_VERSION + 1), "newer"),
        (lambda p: p.update(game=p["game"].replace('"schema":1', '"schema":99')), "newer"),
        (lambda p: p.update(game=p["game"][: len(p["game"]) // 2]), "corrupt"),
        (lambda p: p.update(game=None), "corrupt"),
        (lambda p: p.update(kind="something else"), "corrupt"),
        (lambda p: p.update(config={"rules": "nope"}), "corrupt"),
        (lambda p: p.update(undo=["{}"]), "corrupt"),
        (lambda p: p.update(recorded="yes"), "corrupt"),
    ],
)
def test_bad_payloads_are_refused_with_their_kind(mutate, problem):
    s = MatchSession.new(MatchConfig(seed=3))
    payload = s.to_payload()
    mutate(payload)
    with pytest.raises(SaveProblem) as info:
        MatchSession.from_payload(payload)
    assert info.value.problem == problem


def test_decisions_are_seeded_by_the_position():
    a = MatchSession.new(MatchConfig(seed=3))
    b = MatchSession.from_payload(json.loads(json.dumps(a.to_payload())))
    assert a.decision_seed() == b.decision_seed()
    a.play({"acao": "comprar"})
    assert a.decision_seed() != b.decision_seed()


def test_learning_marks_jogos_fits_and_the_lixo():
    """Seed 002: against the easy robot "o jogo mostra o que você pode fazer em cada vez"."""
    s = built(
        hands=["3♥ 4♥ 5♥ 9♣ 10♣ K♠ 7♠ 3♦", "A♣ A♣ 7♥"], lixo="8♠ J♣ 7♦", melds=[["4♦ 5♦ 6♦"], []]
    )
    marks = s.marks()
    assert marks.forms == frozenset(parse_cards("3♥ 4♥ 5♥"))
    assert marks.fits == frozenset(parse_cards("3♦"))
    # J♣ makes a jogo with 9♣ 10♣; 7♦ fits the 4-5-6 of ♦; 8♠ gives nothing
    assert marks.lixo == tuple(parse_cards("J♣ 7♦"))


def test_learning_marks_only_the_top_of_a_closed_lixo():
    """rules.md §4.4 (fechado): "the lixo can be taken only by using its top card at once"."""
    s = built("fechado", hands=["9♣ 10♣ K♠", "A♣ A♣ 7♥"], lixo="J♣ 7♦", melds=[["4♦ 5♦ 6♦"], []])
    assert s.marks().lixo == tuple(parse_cards("7♦"))
    s = built("fechado", hands=["9♣ 10♣ K♠", "A♣ A♣ 7♥"], lixo="7♦ J♣", melds=[[], []])
    assert s.marks().lixo == tuple(parse_cards("J♣"))


def test_three_card_jogos_respects_one_curinga_and_copies():
    rules = ruleset("aberto")
    found = three_card_jogos(parse_cards("2♣ 2♠ 5♥ 6♥ 9♦"), rules)
    assert all(sum(1 for c in j if c.rank == 2) == 1 for j in found)
    assert any(set(map(str, j)) == {"2♣", "5♥", "6♥"} for j in found)
    assert not three_card_jogos(parse_cards("5♥ 5♥ 6♥"), rules)


def test_split_jogos_finds_several_jogos_in_one_selection():
    rules = ruleset("mestre-canastra")
    jogos = split_jogos(parse_cards("A♥ K♥ Q♥ J♥ A♠ K♠ Q♠"), rules)
    assert jogos is not None and len(jogos) == 2
    assert sorted(map(str, jogos[0] + jogos[1])) == sorted(
        ["A♥", "K♥", "Q♥", "J♥", "A♠", "K♠", "Q♠"]
    )
    # the curinga goes where it makes every part a jogo
    jogos = split_jogos(parse_cards("5♥ 6♥ 2♣ 9♠ 10♠ J♠"), ruleset("aberto"))
    assert jogos is not None and all(check_meld(j, ruleset("aberto")).ok for j in jogos)
    assert split_jogos(parse_cards("5♥ 6♥ 9♠ 10♠"), ruleset("aberto")) is None


def test_learning_marks_keep_a_non_curinga_at_the_rioplatense():
    """Seed 001: "Al terminar de bajar tienes que quedarte con al menos una carta que no sea
    comodín." A jogo that would leave only a 2 in hand, which no jogo can take after it, is
    not marked (decisions 82 and 83)."""
    # Q♣ K♣ 2♥ from the pozo would leave the 2♦ alone
    s = built("rioplatense", hands=["2♥ 2♦ K♣", "A♣ A♣ 7♥"], lixo="Q♣", melds=[[], []])
    assert s.marks().lixo == ()
    # with a 7♥ kept it is a jogo
    s = built("rioplatense", hands=["2♥ 2♦ K♣ 7♥", "A♣ A♣ 7♥"], lixo="Q♣", melds=[[], []])
    assert s.marks().lixo == tuple(parse_cards("Q♣"))
    # in hand: Q♣ K♣ with either 2 leaves the other 2
    s = built("rioplatense", hands=["2♥ 2♦ K♣ Q♣", "A♣ A♣ 7♥"], melds=[[], []])
    assert s.marks().forms == frozenset()
    s = built("rioplatense", hands=["2♥ K♣ Q♣ 7♥", "A♣ A♣ 7♥"], melds=[[], []])
    assert s.marks().forms == frozenset(parse_cards("2♥ K♣ Q♣"))
    # on a jogo of the side's, the muerto taken and no canastra: the J♣ would leave the 2♦
    # alone (the 2♦ leaves the J♣), and the engine refuses it
    taken = {"mortos": MORTOS[1:], "mortos_taken": [True, False]}
    jogo = [["8♣ 9♣ 10♣"], []]
    s = built("rioplatense", hands=["J♣ 2♦", "A♣ A♣ 7♥"], melds=jogo, **taken)
    assert s.marks().fits == frozenset(parse_cards("2♦"))
    at_lay = {"hands": ["J♣ 2♦", "A♣ A♣ 7♥"], "melds": jogo, "phase": "baixar"}
    game = full_layout("rioplatense", monte="K♣ Q♣", **at_lay, **taken)
    assert accepted(game, {"acao": "encostar", "jogo": 0, "cartas": "J♣"}) is None
    # with the muerto still to take the 2♦ goes on after it and the empty hand takes the
    # muerto (docs/rules.md §4.9, decision 83): both fit, as the engine says
    s = built("rioplatense", hands=["J♣ 2♦", "A♣ A♣ 7♥"], melds=jogo)
    assert s.marks().fits == frozenset(parse_cards("J♣ 2♦"))
    game = full_layout("rioplatense", monte="K♣ Q♣", mortos=MORTOS, **at_lay)
    laid = accepted(game, {"acao": "encostar", "jogo": 0, "cartas": "J♣"})
    assert laid is not None
    assert accepted(laid, {"acao": "encostar", "jogo": 0, "cartas": "2♦"}) is not None
    s = built("rioplatense", hands=["J♣ 2♦ 7♥", "A♣ A♣ 7♥"], melds=[["8♣ 9♣ 10♣"], []])
    assert s.marks().fits == frozenset(parse_cards("J♣ 2♦"))
    # elsewhere a curinga may be left in hand
    s = built(hands=["2♥ 2♦ K♣ Q♣", "A♣ A♣ 7♥"], melds=[[], []])
    assert s.marks().forms == frozenset(parse_cards("2♥ 2♦ K♣ Q♣"))


def test_learning_lixo_line_counts_no_card_the_hand_already_holds():
    """Decision 76, as the Dica counts it: with 9♠ 10♠ J♠ Q♠ in hand a J♠ on the lixo makes no
    jogo the hand could not make alone (here in hearts, the mortos hold the spades); a closed
    lixo's top card is the way to the pile, so there it counts (decision 82)."""
    s = built("mestre-buraco", hands=["9♥ 10♥ J♥ Q♥", "A♣ A♣ 7♥"], lixo="J♥", melds=[[], []])
    assert s.marks().lixo == ()
    s = built("mestre-buraco", hands=["9♥ 10♥ Q♥", "A♣ A♣ 7♥"], lixo="J♥", melds=[[], []])
    assert s.marks().lixo == tuple(parse_cards("J♥"))
    # on a jogo: the hand's own 7♣ goes there as well
    s = built(hands=["7♣ K♥", "A♣ A♣ 7♥"], lixo="7♣", melds=[["4♣ 5♣ 6♣"], []])
    assert s.marks().lixo == ()
    s = built(hands=["8♣ K♥", "A♣ A♣ 7♥"], lixo="7♣", melds=[["4♣ 5♣ 6♣"], []])
    assert s.marks().lixo == tuple(parse_cards("7♣"))
    # a curinga of the lixo counts beside the hand's own (decision 81)
    s = built(hands=["2♥ 5♥ 6♥ 9♣ J♣", "A♣ A♣ 7♥"], lixo="2♥", melds=[[], []])
    assert s.marks().lixo == tuple(parse_cards("2♥"))
    s = built(
        "fechado", hands=["9♣ 10♣ J♣ K♥", "A♣ A♣ 7♥"], lixo="J♣", melds=[[], []], monte="A♥ A♦"
    )
    assert s.marks().lixo == tuple(parse_cards("J♣"))


def test_learning_lixo_line_reads_the_lixo_as_the_dica_does():
    """Decision 82: the line names a card of an open lixo where the Dica's "o lixo renderia
    jogo" holds for it. Two cards of the fan make a jogo with one of the hand (seed 003: "o
    lixo fica aberto em leque, com todas as cartas à vista"), and a card that would leave a
    single card with the morto taken and no canastra is no jogo (seed 003: "precisa guardar 2
    cartas na mão depois de baixar: uma para descartar e outra para continuar")."""
    s = built(hands=["7♥ K♠ 3♦", "A♣ A♣ 7♦"], lixo="9♥ 8♥", melds=[[], []])
    assert s.marks().lixo == tuple(parse_cards("9♥ 8♥"))
    # the K♥ fits 10♥ J♥ Q♥, but would leave the J♦ alone with no canastra and no morto
    s = built(
        hands=["J♦", "A♣ A♣ 7♦"],
        lixo="K♥",
        melds=[["10♥ J♥ Q♥"], []],
        mortos=[MORTOS[1]],
        mortos_taken=[True, False],
    )
    assert s.marks().lixo == ()
    s = built(hands=["J♦ 5♣", "A♣ A♣ 7♦"], lixo="K♥", melds=[["10♥ J♥ Q♥"], []])
    assert s.marks().lixo == tuple(parse_cards("K♥"))


def test_learning_marks_keep_two_cards_where_the_table_asks_it():
    """Seed 003: "precisa guardar 2 cartas na mão depois de baixar: uma para descartar e outra
    para continuar" (with the morto taken and no canastra). A jogo or a card on a jogo that
    would leave fewer is no "forma jogo" nor "encaixa", at every table; before the draw the
    card still to come counts."""
    taken = {"mortos": MORTOS[1:], "mortos_taken": [True, False]}
    jogo = [["4♣ 5♣ 6♣"], []]
    at_lay = {"hands": ["3♥ 4♥ 5♥ 7♣", "A♣ A♣ 7♦"], "melds": jogo, "phase": "baixar"}
    s = built(**at_lay, **taken)
    assert s.marks().forms == frozenset()
    assert s.marks().fits == frozenset(parse_cards("7♣"))  # it leaves three
    game = full_layout("aberto", monte="K♣ Q♣", **at_lay, **taken)
    assert accepted(game, {"acao": "baixar", "cartas": "3♥ 4♥ 5♥"}) is None
    assert accepted(game, {"acao": "encostar", "jogo": 0, "cartas": "7♣"}) is not None
    # the 7♣ alone beside a K♥ would leave one card
    short = {**at_lay, "hands": ["7♣ K♥", "A♣ A♣ 7♦"]}
    s = built(**short, **taken)
    assert s.marks().fits == frozenset()
    game = full_layout("aberto", monte="K♣ Q♣", **short, **taken)
    assert accepted(game, {"acao": "encostar", "jogo": 0, "cartas": "7♣"}) is None
    # before the draw the hand will hold one card more: both leave two
    s = built(hands=["3♥ 4♥ 5♥ 7♣", "A♣ A♣ 7♦"], melds=jogo, **taken)
    assert s.marks().forms == frozenset(parse_cards("3♥ 4♥ 5♥"))
    s = built(hands=["7♣ K♥", "A♣ A♣ 7♦"], melds=jogo, **taken)
    assert s.marks().fits == frozenset(parse_cards("7♣"))
    # with the morto still to take the hand may run out (the morto comes after it)
    s = built(**at_lay)
    assert s.marks().forms == frozenset(parse_cards("3♥ 4♥ 5♥"))
    game = full_layout("aberto", monte="K♣ Q♣", mortos=MORTOS, **at_lay)
    assert accepted(game, {"acao": "baixar", "cartas": "3♥ 4♥ 5♥"}) is not None
    # with a canastra the last card may go as the batida's discard
    canastra = [["4♣ 5♣ 6♣", "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥"], []]
    s = built(hands=["3♥ 4♥ 5♥ 7♣", "A♣ A♣ 7♦"], melds=canastra, phase="baixar", **taken)
    assert s.marks().forms == frozenset(parse_cards("3♥ 4♥ 5♥"))


#: Positions where a mark was once false (stop 58's scratch sweep of seeds 80000-81299):
#: (table, players, seed of ``random_position``).
MARKS_FOUND = [
    ("vip-fechado", None, 80021),
    ("vip-aberto-sujo", None, 80091),
    ("jogatina-stbl", 4, 80164),
    ("vip-fechado", None, 80242),
    ("vip-fechado", 4, 80256),
    ("vip-fechado-sujo", None, 80532),
    ("rioplatense", 4, 81184),
]


def test_every_learning_mark_is_a_lay_down_the_engine_takes():
    """Decision 84: at random positions of every table where the player is to act, before
    the draw and after it, each card marked "forma jogo" or "encaixa" goes down in a jogo of
    three or alone on a jogo when the engine is asked (before the draw, after a card drawn
    from the monte), including the positions where a mark was once false."""
    cases = MARKS_FOUND + [
        (preset, players, seed)
        for seed in range(81300, 81340)
        for preset in PRESETS
        for players in (None, 4)
    ]
    checked = 0
    for preset, players, seed in cases:
        try:
            game = random_position(preset, seed, players=players)
        except ValueError:
            continue  # a seat count the table does not take
        if game.hand_over or game.turn != 0 or not game.monte_count:
            continue
        assert false_marks(game) == set(), (preset, players, seed)
        checked += 1
    assert checked >= 350, checked


def test_a_closed_lixo_line_names_the_top_card_when_the_engine_lets_the_pile_be_taken():
    """rules.md §4.4 (fechado): "the lixo can be taken only by using its top card at once".
    At random positions of the closed-lixo tables, at the player's draw, the line names the
    top card exactly when the engine lists a way to take the pile (decision 84). Found by the
    truth soak at stop 58: a 4♠ that fits 4♦ 4♦ 4♣ with the morto taken, no canastra and a
    3♠ alone in hand, which would be left to go out with (seed 003: "precisa guardar 2
    cartas na mão depois de baixar")."""
    found = [("vip-fechado-stbl", 4, 37947), ("jogatina-fechado", 4, 37977)]
    closed = [p for p in PRESETS if ruleset(p).lixo_fechado]
    cases = found + [(p, None, seed) for seed in range(82600, 82700) for p in closed]
    checked = 0
    for preset, players, seed in cases:
        game = random_position(preset, seed, players=players)
        if game.hand_over or game.turn != 0 or game.phase != "comprar" or not game.lixo:
            continue
        assert closed_lixo_line_holds(game), (preset, players, seed)
        checked += 1
    assert checked >= 60, checked


def test_a_vulneravel_side_marks_the_opening_that_reaches_the_minimum():
    """Seed 000: "só pode fazer a primeira baixada da mão se as cartas baixadas somarem 75
    pontos ou mais (art. 14)". A vulnerável side yet to open marks the jogos of an opening
    that reaches the minimum (laid together), and no jogo that cannot go down alone
    (decision 84)."""
    vul = {"options": {"vulneravel": True, "meta": 1500}, "scores": [800, 800]}
    short = ["3♥ 4♥ 5♥ 9♣ K♠ 7♦ 8♠", "A♣ A♣ 7♥"]
    rich = ["10♠ J♠ Q♠ K♠ A♠ 10♦ J♦ Q♦ 7♣ 4♣", "A♣ A♣ 7♥"]
    for phase in ("comprar", "baixar"):
        s = built(hands=short, melds=[[], []], phase=phase, **vul)
        assert s.marks().forms == frozenset(), phase
        game = full_layout("aberto", monte="K♣ Q♣", hands=short, phase="baixar", **vul)
        assert accepted(game, {"acao": "baixar", "cartas": "3♥ 4♥ 5♥"}) is None
        s = built(hands=rich, melds=[[], []], phase=phase, **vul)
        assert s.marks().forms == frozenset(parse_cards("10♠ J♠ Q♠ K♠ A♠ 10♦ J♦ Q♦")), phase
    game = full_layout("aberto", monte="K♣ Q♣", hands=rich, phase="baixar", **vul)
    opening = {"acao": "baixar_varios", "jogos": ["10♠ J♠ Q♠ K♠ A♠", "10♦ J♦ Q♦"]}
    assert accepted(game, opening) is not None
    # the random positions of the vulnerável soak, every table
    checked = 0
    for seed in range(51560, 51600):
        for preset in PRESETS:
            game = random_position(preset, seed, vulneravel=True)
            if game.hand_over or game.turn != 0 or not game.monte_count:
                continue
            assert false_marks(game) == set(), (preset, seed)
            checked += 1
    assert checked >= 150, checked


def test_the_lixo_line_checker_refuses_a_card_no_lay_down_uses(monkeypatch: pytest.MonkeyPatch):
    """The truth soak's check of the open lixo's line (decision 84): J♣ (with 9♣ 10♣) and
    7♦ (on 4♦ 5♦ 6♦) are laid by the engine after the take; the 8♠ is not, so a line naming
    it would be caught."""
    s = built(
        hands=["3♥ 4♥ 5♥ 9♣ 10♣ K♠ 7♠ 3♦", "A♣ A♣ 7♥"], lixo="8♠ J♣ 7♦", melds=[["4♦ 5♦ 6♦"], []]
    )
    assert false_lixo_cards(s.game) == set()
    wrong = Marks(frozenset(), frozenset(), tuple(parse_cards("8♠ J♣")))
    monkeypatch.setattr(MatchSession, "marks", lambda self: wrong)
    assert false_lixo_cards(s.game) == {"8♠"}
