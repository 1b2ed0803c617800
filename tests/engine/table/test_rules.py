"""Presets and table options (rules.md §11, §12): every preset with every difference it lists.

Each difference is checked by what the engine does with it, not by reading fields: a
built position per rule, played once under each preset.
"""

from __future__ import annotations

from dataclasses import asdict

import pytest

from buraco_tui.engine import PRESETS, Game, IllegalAction, Rules, check_meld, ruleset
from tests.helpers.checks import card_count
from tests.helpers.positions import MORTO_A, layout

# What rules.md §11 says of each preset, one column per difference it can make.
#   lixo1: one card turned up opens the lixo   cards: deck size
#   fechado: closed-lixo rule                    limpa: batida needs a canastra limpa
#   especiais: 500/1000 canastras                multa: "sempre" | "se_outro" (morto penalty)
#   indireto: "nao_pego" | "mao" (morto taken by ida indireta and never played)
#   trincas, jokers, vulneravel: on or off
TABLE = {
    "aberto": dict(
        lixo1=True,
        cards=104,
        fechado=False,
        limpa=True,
        especiais=True,
        multa="se_outro",
        indireto="nao_pego",
        trincas=False,
        jokers=False,
        vulneravel=False,
    ),
    "fechado": dict(
        lixo1=True,
        cards=104,
        fechado=True,
        limpa=True,
        especiais=True,
        multa="se_outro",
        indireto="nao_pego",
        trincas=False,
        jokers=False,
        vulneravel=False,
    ),
    "mestre-buraco": dict(
        lixo1=False,
        cards=104,
        fechado=False,
        limpa=False,
        especiais=False,
        multa="sempre",
        indireto="mao",
        trincas=False,
        jokers=False,
        vulneravel=False,
    ),
    "mestre-canastra": dict(
        lixo1=False,
        cards=104,
        fechado=False,
        limpa=True,
        especiais=False,
        multa="sempre",
        indireto="mao",
        trincas=False,
        jokers=False,
        vulneravel=True,
    ),
    # jogatina-*: "Each preset is the base plus the differences listed"; the base's
    # morto rules (penalty always, unplayed morto counted as hand cards) apply.
    "jogatina-aberto": dict(
        lixo1=True,
        cards=108,
        fechado=False,
        limpa=True,
        especiais=True,
        multa="sempre",
        indireto="mao",
        trincas=False,
        jokers=True,
        vulneravel=False,
    ),
    "jogatina-fechado": dict(
        lixo1=True,
        cards=108,
        fechado=True,
        limpa=False,
        especiais=True,
        multa="sempre",
        indireto="mao",
        trincas=True,
        jokers=True,
        vulneravel=False,
    ),
    "jogatina-stbl": dict(
        lixo1=True,
        cards=108,
        fechado=True,
        limpa=True,
        especiais=True,
        multa="sempre",
        indireto="mao",
        trincas=False,
        jokers=True,
        vulneravel=False,
    ),
    # vip-*: seed 004's VIP tables; their own rules (curinga 2 worth 30/20, batida only by
    # discarding, discard limits) are in test_vip.py.
    "vip-aberto-sujo": dict(
        lixo1=False,
        cards=104,
        fechado=False,
        limpa=False,
        especiais=True,
        multa="sempre",
        indireto="mao",
        trincas=True,
        jokers=False,
        vulneravel=False,
    ),
    "vip-fechado-sujo": dict(
        lixo1=False,
        cards=104,
        fechado=True,
        limpa=False,
        especiais=True,
        multa="sempre",
        indireto="mao",
        trincas=True,
        jokers=False,
        vulneravel=False,
    ),
    # seed 004's base game and its Fechado modes (issue 9): "Conjuntos não são permitidos
    # nas variantes Aberto e Fechado STBL"; only "No Aberto sujo e Fechado sujo, os jogadores
    # podem baixar com uma canastra suja", so these need a limpa.
    "vip-aberto": dict(
        lixo1=False,
        cards=104,
        fechado=False,
        limpa=True,
        especiais=True,
        multa="sempre",
        indireto="mao",
        trincas=False,
        jokers=False,
        vulneravel=False,
    ),
    "vip-fechado": dict(
        lixo1=False,
        cards=104,
        fechado=True,
        limpa=True,
        especiais=True,
        multa="sempre",
        indireto="mao",
        trincas=True,
        jokers=False,
        vulneravel=False,
    ),
    "vip-fechado-stbl": dict(
        lixo1=False,
        cards=104,
        fechado=True,
        limpa=True,
        especiais=True,
        multa="sempre",
        indireto="mao",
        trincas=False,
        jokers=False,
        vulneravel=False,
    ),
    # rioplatense: seed 001's game; its own rules (groups, 7-card cap, wild-only jogos, closing,
    # third deck, prizes) are in test_rioplatense.py.
    "rioplatense": dict(
        lixo1=True,
        cards=108,
        fechado=False,
        limpa=False,
        especiais=False,
        multa="sempre",
        indireto="mao",
        trincas=True,
        jokers=True,
        vulneravel=False,
    ),
}


def presets_for(column: str, xfail: dict | None = None) -> list:
    """pytest params (preset, expected) for one column, with xfail marks where given."""
    out = []
    for preset, row in TABLE.items():
        marks = [xfail[preset]] if xfail and preset in xfail else []
        out.append(pytest.param(preset, row[column], id=preset, marks=marks))
    return out


def test_required_presets_are_offered_and_aberto_is_default():
    # issue 2: 'Presets aberto (default), fechado, mestre-buraco, mestre-canastra'
    for preset in ("aberto", "fechado", "mestre-buraco", "mestre-canastra"):
        assert preset in PRESETS
    assert PRESETS[0] == "aberto"
    assert ruleset() == ruleset("aberto")


def test_every_offered_preset_has_a_row_here():
    """A preset the engine offers must be checked against rules.md §11 by this file."""
    assert set(PRESETS) <= set(TABLE), f"add rows for {set(PRESETS) - set(TABLE)}"


@pytest.mark.parametrize("preset, expected", presets_for("lixo1"))
def test_lixo_opened_by_one_card(preset, expected):
    # seed 000: "O lixo começa vazio."; seed 003: "uma carta virada abre o lixo";
    # seed 002: "a primeira carta abre o lixo"
    game = Game.new(ruleset(preset), seed=11)
    assert len(game.lixo) == (1 if expected else 0)


@pytest.mark.parametrize("preset, expected", presets_for("cards"))
def test_deck_size(preset, expected):
    # seed 000: "Dois baralhos de 52 cartas, 104 no total"; seed 002: "108 cartas (dois
    # baralhos com quatro jokers)"
    assert card_count(Game.new(ruleset(preset), seed=3)) == expected


@pytest.mark.parametrize("preset, expected", presets_for("fechado"))
def test_closed_lixo(preset, expected):
    # seed 003: "No Fechado, só pega o lixo quem usar a carta de cima dele na hora"
    game = layout(preset, hands=["3♥ 4♥ 9♣", "3♣ 4♣ 8♣"], lixo="Q♠ 5♥")
    if expected:
        with pytest.raises(IllegalAction) as info:
            game.apply({"acao": "pegar_lixo"})
        assert info.value.code == "lixo_fechado_sem_uso"
    else:
        game.apply({"acao": "pegar_lixo"})
        assert sorted(map(str, game.hand(0))) == sorted(["3♥", "4♥", "9♣", "Q♠", "5♥"])


@pytest.mark.parametrize("preset, expected", presets_for("limpa"))
def test_batida_canastra_kind(preset, expected):
    # seed 000 Canastra: "Só bate com canastra limpa."; seed 002: "limpa no Aberto e no STBL,
    # suja basta no Fechado"; seed 000 Buraco: "qualquer canastra serve, limpa ou suja"
    suja = "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 2♣"
    game = layout(
        preset,
        hands=["K♥", "3♣ 4♣"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[suja], []],
    )
    if expected:
        with pytest.raises(IllegalAction) as info:
            game.apply({"acao": "descartar", "carta": "K♥"})
        assert info.value.code == "precisa_canastra_descartar"
        assert not game.hand_over
    else:
        game.apply({"acao": "descartar", "carta": "K♥"})
        assert game.hand_over and game.batida_by == 0


@pytest.mark.parametrize("preset, expected", presets_for("especiais"))
def test_special_canastras(preset, expected):
    # seed 003: "Canastra de 500: as 13 cartas de um naipe em sequência, limpas";
    # seed 000: "só esses dois bônus"
    thirteen = check_meld("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥", ruleset(preset))
    if ruleset(preset).max_jogo:
        # seed 001: "De 3 a 7 cartas. Con 7 es canasta y ya no acepta más."
        assert not thirteen.ok and thirteen.code == "jogo_cheio"
        return
    assert thirteen.ok
    assert thirteen.canastra == ("500" if expected else "limpa")
    assert thirteen.bonus == (500 if expected else 200)


@pytest.mark.parametrize("preset, expected", presets_for("multa"))
def test_morto_penalty_when_nobody_took_one(preset, expected):
    # seed 000: "a multa de morto não pego vale mesmo quando nenhuma das duplas pegou";
    # seed 003: "Quem não pegou o morto perde 100, se o outro pegou o dele."
    # (rioplatense: its third deck already came in, so the empty monte ends the hand)
    game = layout(
        preset,
        hands=["5♥ K♣", "5♠"],
        mortos=[],
        monte="",
        phase="baixar",
        third_deck=ruleset(preset).terceiro_baralho,
    )
    game.apply({"acao": "descartar", "carta": "K♣"})
    assert game.hand_over and game.end_reason == "monte"
    want = -100 if expected == "sempre" else 0
    assert game.hand_score(0).morto == want
    assert game.hand_score(1).morto == want


@pytest.mark.parametrize(
    "preset, expected",
    presets_for("indireto"),
)
def test_unplayed_morto_by_ida_indireta_when_the_monte_runs_out(preset, expected):
    # seed 003: "Se o adversário bater antes de você usar o morto pego na batida indireta,
    # ele conta como não pego." — only an opponent's batida does that (decision 18): when the
    # monte runs out the morto counts as taken at every table, its cards as cards in hand, as
    # seed 000 says of every unplayed morto: "o morto pego e não jogado conta como mão comum"
    game = layout(
        preset,
        hands=["K♣", "5♠ 6♠"],
        mortos=[MORTO_A],
        monte="",
        phase="baixar",
        mortos_taken=[False, True],
        third_deck=ruleset(preset).terceiro_baralho,
    )
    game.apply({"acao": "descartar", "carta": "K♣"})  # ida indireta, then no monte left
    assert game.morto_taken(0)
    assert game.hand_over and game.end_reason == "monte"
    score = game.hand_score(0)
    assert expected in ("nao_pego", "mao")
    assert (score.morto, score.mao) == (0, -85)  # 3♠..7♠ 25 + 8♠..K♠ 60


@pytest.mark.parametrize("preset, expected", presets_for("trincas"))
def test_trincas(preset, expected):
    # seed 002: "Trinca só no Fechado."; seed 000: "trincas (lavadeiras) não valem"
    assert check_meld("K♥ K♠ K♣", ruleset(preset)).ok is expected


@pytest.mark.parametrize("preset, expected", presets_for("jokers"))
def test_jokers(preset, expected):
    # seed 002: "108 cartas (dois baralhos com quatro jokers)"; seed 000: "sem curingas de papel"
    check = check_meld("5♥ 6♥ JK", ruleset(preset))
    assert check.ok is expected
    if not expected:
        assert check.reason


@pytest.mark.parametrize("preset, expected", presets_for("vulneravel"))
def test_vulneravel(preset, expected):
    # seed 000 Canastra: "A dupla que começa a mão com 1500 pontos ou mais (metade da meta)
    # só pode fazer a primeira baixada da mão se as cartas baixadas somarem 75 pontos ou mais"
    game = layout(preset, hands=["3♥ 4♥ 5♥ K♣ Q♣", "3♣ 4♣"], phase="baixar", scores=[1500, 0])
    action = {"acao": "baixar", "cartas": "3♥ 4♥ 5♥"}
    if expected:
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert info.value.code == "vulneravel"
    else:
        game.apply(action)
        assert len(game.melds(0)) == 1


# ---------------------------------------------------------------- table options


OPTIONS = {
    "trincas": True,
    "curingas_de_papel": True,
    "canastras_especiais": True,
    "batida_exige_limpa": True,
    "vulneravel": True,
    "meta": 1500,
}


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("option", OPTIONS)
def test_option_overrides_preset(preset, option):
    # rules.md §12.1: the table options (seed 000 names, for any preset)
    for value in (OPTIONS[option], not OPTIONS[option] if option != "meta" else 0):
        rules = ruleset(preset, **{option: value})
        assert getattr(rules, option) == value
        assert rules.preset == preset


def test_option_trincas_on_aberto():
    # seed 000: "A opção de mesa trincas libera jogos de 3 ou mais cartas do mesmo valor"
    assert not check_meld("9♥ 9♠ 9♣", ruleset("aberto")).ok
    assert check_meld("9♥ 9♠ 9♣", ruleset("aberto", trincas=True)).ok


def test_option_curingas_de_papel_on_mestre():
    # seed 000: "A opção de mesa curingasDePapel acrescenta os 4 curingas (108 cartas)"
    rules = ruleset("mestre-buraco", curingas_de_papel=True)
    assert card_count(Game.new(rules, seed=2)) == 108
    assert Game.new(rules, seed=2).monte_count == 64


def test_option_canastras_especiais_off_on_aberto():
    # seed 000: "A opção de mesa canastrasEspeciais acrescenta a canastra limpa de 13 cartas"
    rules = ruleset("aberto", canastras_especiais=False)
    full = check_meld("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥", rules)
    assert (full.canastra, full.bonus) == ("limpa", 200)


def test_option_batida_exige_limpa_off_on_aberto():
    # seed 000: "A opção de mesa batidaExigeLimpa exige canastra limpa"
    game = layout(
        ruleset("aberto", batida_exige_limpa=False),
        hands=["K♥", "3♣ 4♣"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 2♣"], []],
    )
    game.apply({"acao": "descartar", "carta": "K♥"})
    assert game.hand_over and game.batida_by == 0


def test_option_vulneravel_on_aberto():
    # seed 000: "existe como opção de mesa vulneravel"
    game = layout(
        ruleset("aberto", vulneravel=True),
        hands=["3♥ 4♥ 5♥ K♣ Q♣", "3♣ 4♣"],
        phase="baixar",
        scores=[1500, 0],
    )
    with pytest.raises(IllegalAction) as info:
        game.apply({"acao": "baixar", "cartas": "3♥ 4♥ 5♥"})
    assert info.value.code == "vulneravel"


def test_option_meta():
    # seed 002: "até um placar-alvo de 1.500 ou 3.000 pontos"
    assert ruleset("aberto").meta == 3000
    assert ruleset("aberto", meta=1500).meta == 1500
    assert ruleset("mestre-canastra", meta=0).meta == 0


def test_unknown_preset_lists_the_valid_ones():
    # API: 'An unknown id or option raises ValueError that lists the valid ones.'
    with pytest.raises(ValueError) as info:
        ruleset("tranca")
    for preset in PRESETS:
        assert preset in str(info.value)


def test_unknown_option_lists_the_valid_ones():
    with pytest.raises(ValueError) as info:
        ruleset("aberto", tres_vermelho=True)
    assert "tres_vermelho" in str(info.value)
    for option in OPTIONS:
        assert option in str(info.value)


@pytest.mark.parametrize("bad", [{"meta": -1}, {"meta": "3000"}, {"trincas": "sim"}])
def test_bad_option_values(bad):
    with pytest.raises(ValueError):
        ruleset("aberto", **bad)


TWO_TO_ACE = "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠"
ACE_TO_KING = "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥"


@pytest.mark.parametrize("preset", ["jogatina-aberto", "jogatina-fechado", "jogatina-stbl"])
def test_jogatina_500_is_ace_to_king_clean(preset):
    # seed 002: "Canastra de 500 (Ás ao Rei sem curinga) vale 500 e a real (Ás a Ás) vale
    # 1.000." (decision 28)
    rules = ruleset(preset)
    check = check_meld(ACE_TO_KING, rules)
    assert (check.canastra, check.bonus) == ("500", 500)
    assert [str(c) for c in check.cards] == ACE_TO_KING.split()  # laid from the ace to the king
    # a clean run of 13 holds one card of each rank: "2 to ace" is the same 13 cards, so it
    # is laid from the ace to the king, the 500 of the seed
    check = check_meld(TWO_TO_ACE, rules)
    assert (check.canastra, check.bonus) == ("500", 500)
    assert str(check.cards[0]) == "A♠" and str(check.cards[-1]) == "K♠"
    # with a curinga it is no 500: "sem curinga"
    check = check_meld("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 🃏 8♥ 9♥ 10♥ J♥ Q♥ K♥", rules)
    assert (check.canastra, check.bonus) == ("suja", 100)
    check = check_meld(ACE_TO_KING + " A♥", rules)
    assert (check.canastra, check.bonus) == ("1000", 1000)


@pytest.mark.parametrize("preset", ["aberto", "fechado", "vip-aberto-sujo", "vip-fechado-sujo"])
def test_500_from_2_to_ace(preset):
    # seed 003: "Canastra de 500: as 13 cartas de um naipe em sequência, limpas (de Ás a Rei ou
    # de 2 a Ás)."; seed 004: "Canastra real (sequência de 13 cartas naturais): (+) 500 pontos"
    check = check_meld(TWO_TO_ACE, ruleset(preset))
    assert (check.canastra, check.bonus) == ("500", 500)


def test_to_dict_gives_every_field_in_a_dict_of_its_own():
    rules = ruleset("rioplatense", meta=1500, trincas=True)
    first = rules.to_dict()
    assert first == {**asdict(rules), "jogadores": [2, 3, 4, 6]}
    first["meta"] = 0
    first["jogadores"].append(8)
    again = rules.to_dict()  # read from the table's kept fields: not changed by the caller
    assert again["meta"] == 1500 and again["jogadores"] == [2, 3, 4, 6]
    assert again is not rules.to_dict() and Rules.from_dict(again) == rules
    assert ruleset("aberto").to_dict()["preset"] == "aberto"


def test_rules_read_back_come_from_the_cache_and_are_still_checked() -> None:
    """A view carries its table's rules as plain data (the seat counts as a list), and
    the search reads them back for every guess it builds: the same table comes back as
    the same object. The cache never lets a value of another type through: 1 == True,
    but a save whose option reads 1 is refused, as it is when nothing is cached."""
    rules = ruleset("rioplatense", meta=1500)
    data = rules.to_dict()
    assert isinstance(data["jogadores"], list)
    assert Rules.from_dict(data) is Rules.from_dict(data) == rules
    bad = dict(ruleset("aberto", trincas=True).to_dict(), trincas=1)
    with pytest.raises(ValueError, match="trincas"):
        Rules.from_dict(bad)
    with pytest.raises(ValueError, match="trincas"):
        ruleset("aberto", trincas=1)
