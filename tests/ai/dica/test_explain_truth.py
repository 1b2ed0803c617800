"""Every sentence of the Dica tells the truth (issue 8, item 4).

Each claim a sentence can make is checked against the position, in pt and en:
'fecha uma canastra X', 'continua / vira uma canastra X', 'fica a N cartas da
canastra', 'não entra em jogo', 'o lixo não rende jogo' (or 'renderia'), 'são N
cartas a mais', 'não serve aos jogos do adversário', 'qualquer outra carta
serviria', 'é uma carta solta', 'é a última carta', and the endings ('vá
direto ao morto', 'bata', 'com o descarte você pega o morto'). The claims are
read with the catalogue's own phrases, so a reworded sentence stays checked.
"""

from __future__ import annotations

from typing import Any

import pytest

from buraco_tui.ai.dica.explain import explain, say
from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.plans.policy import rule_candidates
from buraco_tui.ai.plans.style import HARD
from buraco_tui.ai.plans.takeback import lixo_makes_jogo
from buraco_tui.engine import PRESETS, parse_cards, ruleset
from buraco_tui.text.lang import tr
from tests.helpers.positions import layout, position, random_position
from tests.helpers.truth import (
    LANGS,
    accepted,
    actions_of,
    check_sentence,
    natural_jogo_from_lixo,
    progress_claims,
)


@pytest.mark.parametrize("players", [None, 4])
@pytest.mark.parametrize("preset", PRESETS)
def test_every_claim_holds_in_random_positions(preset: str, players: int | None) -> None:
    """Every table at its own seats (rioplatense's stacked pozo and three seats
    included) and with partners, in pt, en and es; and every draw and take of the
    lixo says why, never the bare move."""
    checked = 0
    for seed in range(24 if players is None else 12):
        game = random_position(preset, 900 + seed, players=players)
        if game.hand_over:
            continue
        view = game.view(game.turn)
        for action in actions_of(game):
            for lang in LANGS:
                checked += check_sentence(game, action, lang)
                if action["acao"] in ("comprar", "pegar_lixo"):
                    bare = tr(f"explain.plain.{action['acao']}", lang)
                    assert say(view, action, lang)[0] != bare, (preset, seed, action)
    assert checked >= 40, checked


@pytest.mark.parametrize(
    "preset", ["mestre-canastra", "vip-aberto-sujo", "jogatina-aberto", "vip-fechado-sujo"]
)
def test_every_claim_holds_where_the_side_must_open_big(preset: str) -> None:
    """The same, both sides vulnerável (docs/rules.md §8.4: 800 of 1500)."""
    checked = 0
    for seed in range(40):
        game = random_position(preset, 7000 + seed, vulneravel=True)
        if game.hand_over:
            continue
        for action in actions_of(game):
            for lang in LANGS:
                checked += check_sentence(game, action, lang)
    assert checked >= 40, checked


# ---------------------------------------------------------- the cases


def test_a_jogo_that_already_was_a_canastra_is_not_closed_again() -> None:
    """Issue 8: "o jogo fecha uma canastra limpa" for a jogo that already was one."""
    game = position(
        hands=["K♠ 9♦ 4♣", 11],
        melds=[["5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠"], []],
        mortos_taken=[True, False],
        mortos_left=1,
        phase="baixar",
    )
    seen = Seen.from_view(game.view(0))
    action = {"acao": "encostar", "jogo": 0, "cartas": "K♠"}
    pt, _ = explain(seen, action, "pt", HARD)
    assert "fecha uma canastra" not in pt and "continua uma canastra limpa" in pt
    en, _ = explain(seen, action, "en", HARD)
    assert "makes a" not in en and "is still a clean canastra" in en
    for lang in LANGS:
        assert check_sentence(game, action, lang) == 1


def test_a_curinga_on_a_limpa_says_it_turns_suja() -> None:
    game = position(
        hands=["2♦ 9♦ 4♣", 11],
        melds=[["5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠"], []],
        mortos_taken=[True, False],
        mortos_left=1,
        phase="baixar",
    )
    seen = Seen.from_view(game.view(0))
    action = {"acao": "encostar", "jogo": 0, "cartas": "2♦"}
    assert "vira uma canastra suja" in explain(seen, action, "pt", HARD)[0]
    assert "turns into a dirty canastra" in explain(seen, action, "en", HARD)[0]


def test_closed_lixo_top_card_that_would_fit_is_not_said_to_fit_nothing() -> None:
    """Issue 8: in fechado "a carta de cima do lixo não entra em jogo seu agora"
    when 4♦ 2♦ take the 5♦."""
    game = position("fechado", hands=["4♦ 2♦ K♠ 9♣ J♥ 7♠ Q♣", 11], lixo="5♦")
    seen = Seen.from_view(game.view(0))
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "comprar"}, lang, HARD)
        assert sentence != tr("explain.draw.fechado", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_the_open_lixo_is_looked_at_before_saying_it_makes_no_jogo() -> None:
    """Issue 8: "o lixo não rende jogo para você agora" was said without looking
    at the lixo: here the 7♥ makes 5♥ 6♥ 7♥."""
    game = position(hands=["5♥ 6♥ K♠ 9♣ J♦ 3♠ Q♣", 11], lixo="7♥")
    seen = Seen.from_view(game.view(0))
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "comprar"}, lang, HARD)
        assert sentence == tr("explain.draw.nao_compensa", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_2_in_its_own_place_is_no_curinga_spent() -> None:
    """Played under tmux (aberto, seed 11, the first turn): the Dica said "Compre do
    monte: o lixo só daria jogo gastando um curinga seu", and once the lixo was taken
    it said "Baixe A♦ 2♦ 3♦ 4♦": the 2♦ in its own place of the sequence is a natural
    card, no curinga (docs/rules.md §2.4), so the 3♦ made a jogo with no curinga spent."""
    game = position(hands=["A♠ 2♠ 6♠ 3♥ 3♥ 9♥ 7♣ 9♣ A♦ 2♦ 4♦", 11], lixo="3♦")
    seen = Seen.from_view(game.view(0))
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "comprar"}, lang, HARD)
        assert sentence != tr("explain.draw.so_curinga", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_lixo_that_needs_a_curinga_is_not_said_to_make_no_jogo() -> None:
    """Played under tmux (mestre-buraco): the table said "o lixo dá jogo: 8♠"
    while the Dica said "o lixo não rende jogo para você agora"; the 8♠ makes
    6♠ 2♦ 8♠ with the hand's curinga."""
    game = position("mestre-buraco", hands=["6♠ Q♠ 8♥ 9♥ 10♥ 9♣ J♣ 2♦ 4♦ 4♦ 9♦", 8], lixo="8♠")
    seen = Seen.from_view(game.view(0))
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "comprar"}, lang, HARD)
        assert sentence == tr("explain.draw.so_curinga", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_curinga_the_hand_spends_anyway_is_not_the_lixos_cost() -> None:
    """Played under tmux (mestre-buraco, seed 541, the first draw): the Dica said
    "Compre do monte: o lixo só daria jogo gastando um curinga seu" for the 10♦, and
    after the monte it said "Baixe Q♦ K♦ 2♠": the 10♦ only lengthened a jogo the hand
    makes with that curinga by itself, so the curinga was no cost of the lixo."""
    hand = "2♠ 8♠ 5♥ 4♣ 5♣ 8♣ 10♣ Q♣ 4♦ Q♦ K♦"
    game = position("mestre-buraco", hands=[hand, 8], lixo="10♦")
    seen = Seen.from_view(game.view(0))
    assert lixo_makes_jogo(seen, wilds=True, new=True) and not lixo_makes_jogo(seen, new=True)
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "comprar"}, lang, HARD)
        assert sentence == tr("explain.draw.curinga_nao_compensa", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_curinga_on_the_lixo_renders_a_jogo_though_the_hand_holds_one() -> None:
    """Found by the truth soak (jogatina-aberto, 4 players, seed 32094): "Compre do
    monte: o lixo não rende jogo para você agora" with a 🃏 alone on the lixo and a
    🃏 in the hand, whose 4♥ 5♥ and 6♠ 8♠ each make a jogo with a curinga: the hand's
    own makes one, the lixo's the other (decision 81; seed 000: "Curinga: no máximo um
    por jogo. Ele substitui uma carta que falta no meio ou estende uma ponta.")."""
    hand = "2♠ 3♠ 6♠ 8♠ 10♠ 4♥ 5♥ 7♥ 9♥ 3♦ JK"
    game = position("jogatina-aberto", hands=[hand, 11], lixo="JK")
    seen = Seen.from_view(game.view(0))
    assert lixo_makes_jogo(seen, new=True)
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "comprar"}, lang, HARD)
        assert sentence != tr("explain.draw.sem_jogo", lang)
        assert sentence == tr("explain.draw.nao_compensa", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_lixo_card_laid_on_a_jogo_with_a_card_of_the_hand_renders_a_jogo() -> None:
    """Found by the truth soak at stop 57 (aberto, 4 players, seed 70955): with a 6♣ alone
    on the lixo, a 7♣ in hand and 9♣ 10♣ 2♠ on the table, the Dica said the lixo gave no
    jogo, but 6♣ 7♣ go on that jogo with the 2 as the 8♣ (seed 000: "Curinga: ... Ele
    substitui uma carta que falta no meio ou estende uma ponta"; the engine takes the
    encostar). The oracle now asks the engine for such lay-downs too."""
    hand = "7♣ A♠ 3♠ 10♠ 9♥ Q♥ 7♦ K♦"
    game = position("aberto", hands=[hand, 11], melds=[["9♣ 10♣ 2♠"], []], lixo="6♣")
    seen = Seen.from_view(game.view(0))
    assert natural_jogo_from_lixo(game, 0) and lixo_makes_jogo(seen, new=True)
    after = accepted(game, {"acao": "pegar_lixo"})
    assert after is not None
    assert accepted(after, {"acao": "encostar", "jogo": 0, "cartas": "6♣ 7♣"}) is not None
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "comprar"}, lang, HARD)
        assert sentence != tr("explain.draw.sem_jogo", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) <= 1
    # a 7♣ the hand holds already goes alone: the lixo's 7♣ adds nothing (decision 76)
    game = position("aberto", hands=[hand, 11], melds=[["9♣ 10♣ 2♠"], []], lixo="7♣")
    assert not lixo_makes_jogo(Seen.from_view(game.view(0)), wilds=True, new=True)


def test_a_lixo_card_that_closes_the_canastra_leaves_one_card_to_bater() -> None:
    """Found by the truth soak at stop 57 (vip-aberto-sujo, 4 players, seed 72459): the
    morto taken, no canastra yet, J♥ in hand and an A♥ alone on the lixo. The A♥ closes
    2♥ 3♥ 4♥ 2♠ 6♥ 7♥ into a canastra, and the J♥ left then goes out (seed 004: "Baixar
    ... quando ... A equipe do jogador pegou seu morto ... formou pelo menos 1 canastra";
    "Um jogador pode combinar, jogar ou descartar a carta final"). The Dica counted the
    canastra before the lay-down and said the lixo gave no jogo."""
    jogo = "2♥ 3♥ 4♥ 2♠ 6♥ 7♥"
    taken = {"mortos_left": 1, "mortos_taken": [True, False]}
    game = position("vip-aberto-sujo", hands=["J♥", 11], melds=[[jogo], []], lixo="A♥", **taken)
    seen = Seen.from_view(game.view(0))
    assert lixo_makes_jogo(seen, new=True)
    after = accepted(game, {"acao": "pegar_lixo"})
    assert after is not None
    laid = accepted(after, {"acao": "encostar", "jogo": 0, "cartas": "A♥"})
    assert laid is not None and accepted(laid, {"acao": "descartar", "carta": "J♥"}) is not None
    # one card short of the canastra, the lone card left could not go: no jogo
    game = position(
        "vip-aberto-sujo", hands=["J♥", 11], melds=[["3♥ 4♥ 2♠ 6♥ 7♥"], []], lixo="8♥", **taken
    )
    seen = Seen.from_view(game.view(0))
    assert not lixo_makes_jogo(seen, wilds=True, new=True)
    after = accepted(game, {"acao": "pegar_lixo"})
    assert after is not None
    assert accepted(after, {"acao": "encostar", "jogo": 0, "cartas": "8♥"}) is None


def test_a_lixo_jogo_that_leaves_a_lone_curinga_where_the_batida_refuses_it() -> None:
    """Seed 004: "O jogador pode descartar um curinga se não for baixar (encerrar a mão). Se
    for baixar, descartar um curinga é proibido." The morto taken and a canastra laid, 2♠ 7♣
    in hand and an 8♣ alone on the lixo: 7♣ 8♣ on 4♣ 5♣ 6♣ would leave the 2♠ as the
    batida's discard. At vip-aberto-sujo, which goes out only by discarding, the engine
    refuses it, so the lixo renders no jogo without a curinga spent (found at stop 58 by
    building it; the Dica had said it did). At vip-aberto the 2♠ then goes down on the jogo
    and the empty hand goes out, so there it does (docs/rules.md §4.9)."""
    melds = [["4♣ 5♣ 6♣", "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥"], []]
    taken = {"mortos_left": 1, "mortos_taken": [True, False]}
    for preset, lays in (("vip-aberto-sujo", False), ("vip-aberto", True)):
        game = position(preset, hands=["2♠ 7♣", 11], melds=melds, lixo="8♣", **taken)
        seen = Seen.from_view(game.view(0))
        assert lixo_makes_jogo(seen, new=True) is lays, preset
        assert natural_jogo_from_lixo(game, 0) is lays, preset
        after = accepted(game, {"acao": "pegar_lixo"})
        assert after is not None
        laid = accepted(after, {"acao": "encostar", "jogo": 0, "cartas": "7♣ 8♣"})
        assert (laid is not None) is lays, preset


def test_a_curinga_left_alone_may_still_go_on_a_jogo_at_the_rioplatense() -> None:
    """Seed 001: "**Al terminar de bajar** tienes que quedarte con al menos una carta que
    no sea comodín", judged where the turn can still go (docs/rules.md §4.9): with
    2♥ 2♦ K♣ in hand and a Q♣ on the pozo, Q♣ K♣ 2♥ leaves the 2♦ alone, which may
    still go on 5♠ 6♠ 7♠, and the empty hand takes the muerto. Without that jogo on the
    table the lay-down is refused and the pozo gives no jogo. Found by the truth soak
    at stop 57 (rioplatense, 4 players, seed 71119)."""
    for table, makes in (([["5♠ 6♠ 7♠"], []], True), ([[], []], False)):
        game = position("rioplatense", hands=["2♥ 2♦ K♣", 11], melds=table, lixo="Q♣")
        seen = Seen.from_view(game.view(0))
        assert lixo_makes_jogo(seen, wilds=True, new=True) is makes
        after = accepted(game, {"acao": "pegar_lixo"})
        assert after is not None
        laid = accepted(after, {"acao": "baixar", "cartas": "Q♣ K♣ 2♥"})
        assert (laid is not None) is makes
        if laid is not None:
            assert accepted(laid, {"acao": "encostar", "jogo": 0, "cartas": "2♦"}) is not None


#: Draws where the Dica and the engine disagreed before decision 83 (stop 57's scratch sweeps):
#: (table, players, seed of ``random_position``).
LIXO_JOGO_FOUND = [
    ("aberto", 4, 70955),
    ("jogatina-aberto", 4, 70462),
    ("vip-aberto", 4, 70583),
    ("mestre-buraco", 4, 70896),
    ("rioplatense", 6, 70665),
    ("rioplatense", 4, 71119),
    ("vip-aberto-sujo", 4, 72459),
]


def _lixo_jogo_draws(players: int | None) -> list[tuple[str, int | None, int]]:
    found = [case for case in LIXO_JOGO_FOUND if case[1] == players]
    return found + [(preset, players, seed) for preset in PRESETS for seed in range(74500, 74520)]


@pytest.mark.parametrize("players", [None, 4, 6])
def test_the_lixo_jogo_is_what_the_engine_would_lay(players: int | None) -> None:
    """Decision 83: at open-lixo draws of random positions (every table, and the draws
    where the two once disagreed), the Dica's "o lixo (não) rende jogo", with and without
    a curinga of the hand spent, says what the engine answers when asked for each
    lay-down with a lixo card after the take."""
    checked = 0
    for preset, seats, seed in _lixo_jogo_draws(players):
        try:
            game = random_position(preset, seed, players=seats)
        except ValueError:
            continue  # a seat count the table does not take
        if game.hand_over or game.phase != "comprar" or game.rules.lixo_fechado:
            continue
        view = game.view(game.turn)
        seen = Seen.from_view(view).remembering(view)
        if not seen.lixo or seen.hidden_lixo:
            continue
        for wilds in (True, False):
            engine = natural_jogo_from_lixo(game, game.turn, wilds=wilds)
            assert lixo_makes_jogo(seen, wilds=wilds, new=True) == engine, (preset, seed, wilds)
            checked += 1
    assert checked >= (10 if players == 6 else 60), checked


def test_one_lixo_card_is_one_card() -> None:
    """Issue 8: "são uma carta a mais"."""
    assert tr("explain.lixo.more", "pt", n=1) == (
        "Pegue o lixo: é uma carta a mais para formar jogos e canastras."
    )
    assert "one more card" in tr("explain.lixo.more", "en", n=1)


def test_the_race_sentence_is_true() -> None:
    game = position(hands=["8♥ 9♥", 11], melds=[["5♥ 6♥ 7♥"], []], lixo="4♠ Q♣")
    seen = Seen.from_view(game.view(0))
    assert explain(seen, {"acao": "comprar"}, "pt", HARD)[0] == tr("explain.draw.race", "pt")
    after = accepted(game, {"acao": "comprar"})
    assert after is not None
    for action in rule_candidates(Seen.from_view(after.view(0)), HARD):
        if after.turn != 0:
            break
        trial = accepted(after, action)
        if trial is not None:
            after = trial
    assert after.morto_taken(0)


OUT = {"mortos_taken": [True, True], "mortos_left": 0}
LIMPA = ["3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠"]


@pytest.mark.parametrize(
    ("hand", "melds", "kw", "action", "phrase"),
    [
        ("5♥ 6♥ 7♥", [], {}, {"acao": "baixar", "cartas": "5♥ 6♥ 7♥"}, "after.morto_direto"),
        ("5♥ 6♥ 7♥ K♦", [], {}, {"acao": "baixar", "cartas": "5♥ 6♥ 7♥"}, "after.morto_descarte"),
        ("9♦ 10♦ J♦", LIMPA, OUT, {"acao": "baixar", "cartas": "9♦ 10♦ J♦"}, "after.bata"),
        ("K♦", [], {}, {"acao": "descartar", "carta": "K♦"}, "discard.last_morto"),
        ("K♦", LIMPA, OUT, {"acao": "descartar", "carta": "K♦"}, "discard.last_out"),
        ("K♦ 4♠ 9♣", [], {}, {"acao": "descartar", "carta": "K♦"}, "discard.loose"),
    ],
)
def test_the_endings_are_true(
    hand: str, melds: list[str], kw: dict[str, Any], action: dict[str, Any], phrase: str
) -> None:
    game = position(hands=[hand, 11], melds=[melds, ["J♣ Q♣ K♣"]], phase="baixar", **kw)
    seen = Seen.from_view(game.view(0))
    for lang in LANGS:
        sentence, _ = explain(seen, action, lang, HARD)
        assert tr(f"explain.{phrase}", lang) in sentence, sentence
        assert check_sentence(game, action, lang) >= 1


def test_any_other_card_would_feed_is_true() -> None:
    game = position(
        hands=["2♦ 2♦ A♣ 2♣", 11],
        melds=[["J♦ Q♦ K♦ A♦"], ["2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣"]],
        phase="baixar",
    )
    action = {"acao": "descartar", "carta": "2♦"}
    for lang in LANGS:
        assert (
            tr("explain.discard.feeds", lang)
            in explain(Seen.from_view(game.view(0)), action, lang, HARD)[0]
        )
        assert check_sentence(game, action, lang) == 1


def test_a_card_with_a_neighbour_is_not_called_the_least_useful_when_loose_cards_stay() -> None:
    """Issue 8: "Descarte o J♥: é a que menos ajuda seus jogos" with the Q♥ in
    hand: the J♥ helps a jogo; the sentence must give the reason the loose
    cards stay (here the 9♣ fits the side's clubs and the K♠ would feed the
    opponent's spades)."""
    game = position(
        hands=["J♥ Q♥ 9♣ K♠ 4♦ 5♦", 11],
        melds=[["6♣ 7♣ 8♣"], ["9♠ 10♠ J♠ Q♠"]],
        phase="baixar",
        lixo="3♥ 7♦",
    )
    seen = Seen.from_view(game.view(0))
    action = {"acao": "descartar", "carta": "J♥"}
    pt, _ = explain(seen, action, "pt", HARD)
    assert "menos ajuda" not in pt
    assert "as soltas 9♣ encaixam em jogos seus" in pt
    assert "as soltas K♠ serviriam aos jogos do adversário" in pt
    for lang in LANGS:
        assert check_sentence(game, action, lang) >= 2


@pytest.mark.parametrize("lixo", ["K♦", "K♦ 4♠ 9♣"])
def test_the_lixo_card_count_is_the_lixo(lixo: str) -> None:
    game = position(hands=["5♥ 7♣ J♠ 3♦ Q♥ 8♠ 10♦", 11], lixo=lixo)
    seen = Seen.from_view(game.view(0))
    n = len(lixo.split())
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "pegar_lixo"}, lang, HARD)
        assert sentence == tr("explain.lixo.more", lang, n=n)
        assert check_sentence(game, {"acao": "pegar_lixo"}, lang) == 1


def test_a_jogo_the_plan_grew_first_is_named_as_the_table_shows_it() -> None:
    """Found by sweeping every table (vip-aberto, a random position): to take the lixo
    the plan puts the hand's A♠ on 10♠ 2♣ Q♠ K♠ and then the lixo's J♠, and the Dica
    named "seu jogo de espadas (10♠ 2♣ Q♠ K♠ A♠)", a jogo not on the table; its own
    check refused that and it said only "Pegue o lixo.". It names the jogo as the
    table shows it, with what the J♠ alone makes of it."""
    game = position(
        hands=["A♠ 3♠ 7♠ A♥ K♥ J♦ 7♣ 10♣", 6],
        melds=[["10♠ 2♣ Q♠ K♠", "8♦ 9♦ 10♦"], []],
        lixo="6♠ J♠",
    )
    view = game.view(0)
    said = {lang: say(view, {"acao": "pegar_lixo"}, lang)[0] for lang in LANGS}
    assert said["pt"] == (
        "Pegue o lixo: o J♠ entra no seu jogo de espadas (10♠ 2♣ Q♠ K♠), "
        "que fica a 2 cartas da canastra."
    )
    assert "(10♠ 2♣ Q♠ K♠)" in said["en"] and "(10♠ 2♣ Q♠ K♠)" in said["es"]
    for lang in LANGS:
        assert check_sentence(game, {"acao": "pegar_lixo"}, lang) == 1


def test_a_lixo_card_the_hand_already_holds_gives_no_jogo() -> None:
    """Found by sweeping every table (mestre-buraco, a random position): with 9♠ 10♠
    J♠ Q♠ in hand and a J♠ on the lixo, the Dica said "o lixo renderia jogo, mas não
    compensa pegá-lo agora": the lixo's J♠ makes 10♠ J♠ Q♠, but so does the hand's
    own J♠, and the lixo adds no jogo (decision 76)."""
    game = position(hands=["9♠ 10♠ J♠ Q♠ A♥ K♦ 10♣", 11], lixo="3♥ J♠")
    view = game.view(0)
    seen = Seen.from_view(view)
    assert lixo_makes_jogo(seen)  # the bots' take-back test is unchanged (bot decision B24)
    assert not lixo_makes_jogo(seen, new=True)
    for lang in LANGS:
        assert say(view, {"acao": "comprar"}, lang)[0] == tr("explain.draw.sem_jogo", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_lixo_card_the_hand_holds_counts_when_the_jogo_takes_both() -> None:
    """A copy of a hand card still gives a jogo when that jogo holds both: at
    vip-aberto-sujo, where grupos go down (seed 001: "mismo valor (A, 3 a K), palos
    libres"), J♠ J♦ in hand and the lixo's J♠ make J♠ J♠ J♦."""
    game = position("vip-aberto-sujo", hands=["J♠ J♦ A♥ K♦ 10♣ 5♦ 7♥", 11], lixo="J♠")
    view = game.view(0)
    assert lixo_makes_jogo(Seen.from_view(view), new=True)
    for lang in LANGS:
        assert say(view, {"acao": "comprar"}, lang)[0] != tr("explain.draw.sem_jogo", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_jogo_that_is_no_opening_is_said_so() -> None:
    """Found by sweeping vulnerável positions: with 8♥ 9♥ in hand and a 10♥ on the
    lixo, a side that must open with 75 points heard "o lixo renderia jogo", and
    8♥ 9♥ 10♥ (25 points) may not go down. Seed 000 Canastra: "só pode fazer a
    primeira baixada da mão se as cartas baixadas somarem 75 pontos ou mais"."""
    game = layout(
        "mestre-canastra",
        hands=["8♥ 9♥ 3♠ 5♣ 7♦ J♣ K♦ 4♠ 6♣ Q♦ A♠", "3♣ 4♣"],
        lixo="10♥",
        scores=[1500, 0],
    )
    view = game.view(0)
    assert Seen.from_view(view).must_open_big
    for lang in LANGS:
        sentence = say(view, {"acao": "comprar"}, lang)[0]
        assert sentence == tr("explain.draw.nao_abre", lang, minimo=75)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_closed_lixo_top_that_is_no_opening_is_said_so() -> None:
    """The option vulnerável at a closed lixo: 9♥ 10♥ in hand and the lixo's J♥
    make a jogo, but the take lays that one jogo at once (seed 003: "só pega o lixo
    quem usar a carta de cima dele na hora"), 30 points, and the side must open
    with 75 (seed 000 Canastra). "o J♥ entraria em jogo, mas pegar o lixo agora não
    compensa" spoke of a take the table refuses."""
    rules = ruleset("vip-fechado-sujo", vulneravel=True, meta=1500)
    game = layout(
        rules,
        hands=["9♥ 10♥ 3♠ 5♣ 7♦ J♣ K♦ 4♠ 6♣ Q♦ A♠", "3♣ 4♣"],
        lixo="5♠ J♥",
        scores=[800, 0],
    )
    view = game.view(0)
    assert Seen.from_view(view).must_open_big
    assert not [a for a in game.legal_actions() if a["acao"] == "pegar_lixo"]
    for lang in LANGS:
        sentence = say(view, {"acao": "comprar"}, lang)[0]
        assert sentence == tr("explain.draw.fechado_nao_abre", lang, card="J♥", minimo=75)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_closed_lixo_top_that_opens_is_no_bar() -> None:
    """The same table with 8♥ to K♥ in hand and an A♥ on the lixo: 8♥ to A♥ is 75
    points, an opening the closed take may lay (seed 000 Canastra: "somarem 75
    pontos ou mais"), so the Dica does not say it is none."""
    rules = ruleset("vip-fechado-sujo", vulneravel=True, meta=1500)
    game = layout(rules, hands=["8♥ 9♥ 10♥ J♥ Q♥ K♥ 4♣ 7♦", "3♣ 4♣"], lixo="5♠ A♥", scores=[800, 0])
    view = game.view(0)
    for lang in LANGS:
        sentence = say(view, {"acao": "comprar"}, lang)[0]
        assert sentence != tr("explain.draw.fechado_nao_abre", lang, card="A♥", minimo=75)
        assert check_sentence(game, {"acao": "comprar"}, lang) >= 1


def test_a_stacked_pozo_is_spoken_of_by_the_cards_known() -> None:
    """Found by the truth soak (rioplatense, seed 20006): "Compre do monte: o lixo não
    rende jogo para você agora" while the pozo held J♣ under A♥ K♣, and the hand's 2♦
    makes J♣ 2♦ K♣. Seed 001: "Del pozo sólo se ve la carta de arriba (y cuántas hay)":
    the cards under the top that nobody saw thrown cannot be named, so the sentence
    speaks of the cards known, and says some are out of sight."""
    game = layout("rioplatense", hands=["9♠ 4♥ 2♦ 9♣", "5♣ 8♥ Q♦ 6♥"], lixo="J♣ A♥ K♣")
    view = game.view(0)
    assert view["lixo"] == ["K♣"] and view["lixo_count"] == 3
    # the whole pozo makes a jogo: the old sentence was false
    assert natural_jogo_from_lixo(game, 0, wilds=True)
    for lang in LANGS:
        sentence, _ = say(view, {"acao": "comprar"}, lang)
        assert sentence == tr("explain.draw.sem_jogo_visto", lang)
        assert sentence != tr("explain.draw.sem_jogo", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_stacked_pozo_that_needs_a_curinga_says_so_of_the_cards_known() -> None:
    """The same pozo with J♣ in the hand: the K♣ on top makes J♣ 2♦ K♣ only with the
    hand's curinga; said of the cards known, since two lie under it out of sight."""
    game = layout("rioplatense", hands=["9♠ 4♥ 2♦ J♣", "5♣ 8♥ Q♦ 6♥"], lixo="5♠ A♥ K♣")
    view = game.view(0)
    for lang in LANGS:
        sentence, _ = say(view, {"acao": "comprar"}, lang)
        assert sentence == tr("explain.draw.so_curinga_visto", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_stacked_pozo_that_lengthens_the_hands_own_wild_jogo_says_so() -> None:
    """Decision 80 at a stacked pozo (left at stop 54): the known 10♦ only lengthens
    Q♦ K♦ 2♠, a jogo the hand makes with its curinga by itself, so the curinga is no
    cost of the pozo; said of the cards known, two lying under the top out of sight
    (seed 001: "Del pozo sólo se ve la carta de arriba (y cuántas hay)")."""
    game = layout("rioplatense", hands=["Q♦ K♦ 2♠ 9♠ 4♥", "5♣ 8♥ Q♣ 6♥"], lixo="5♠ A♥ 10♦")
    view = game.view(0)
    assert view["lixo"] == ["10♦"] and view["lixo_count"] == 3
    seen = Seen.from_view(view).remembering(view)
    assert lixo_makes_jogo(seen, wilds=True, new=True) and not lixo_makes_jogo(seen, new=True)
    for lang in LANGS:
        sentence, _ = say(view, {"acao": "comprar"}, lang)
        assert sentence == tr("explain.draw.curinga_nao_compensa_visto", lang)
        assert sentence != tr("explain.draw.so_curinga_visto", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_jogo_that_leaves_curingas_alone_in_hand_is_no_jogo_at_rioplatense() -> None:
    """Found by the truth soak (rioplatense, seed 34064): with 2♥ 2♦ K♦ in hand and a
    Q♦ on the pozo, the Dica said "Compre do monte: o lixo só daria jogo gastando um
    curinga seu", and of the take "o Q♦ dá jogo com o seu curinga: Q♦ K♦ 2♥". Laying
    it would leave the 2♦ alone, which the table forbids (seed 001: "Al terminar de
    bajar tienes que quedarte con al menos una carta que no sea comodín"), so the pozo
    gives no jogo that may go down."""
    game = layout("rioplatense", hands=["2♥ 2♦ K♦", "5♣ 8♥ Q♣ 6♥"], lixo="Q♦")
    view = game.view(0)
    seen = Seen.from_view(view)
    assert seen.judge(tuple(sorted(int(c) for c in parse_cards("Q♦ K♦ 2♥")))).ok  # not to lay here
    assert not natural_jogo_from_lixo(game, 0, wilds=True)
    for lang in LANGS:
        draw, _ = say(view, {"acao": "comprar"}, lang)
        assert draw == tr("explain.draw.sem_jogo", lang)
        take, _ = say(view, {"acao": "pegar_lixo"}, lang)
        assert "2♥" not in take
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1
        assert check_sentence(game, {"acao": "pegar_lixo"}, lang) >= 1


@pytest.mark.parametrize(
    ("preset", "hand", "lixo"),
    [
        # 9♠ 9♦ in hand and a 9♠ on the lixo make 9♠ 9♠ 9♦ (decision 76)
        ("vip-aberto-sujo", "A♠ 3♠ 9♠ 3♥ 3♥ 4♥ 4♦ 6♦ 9♦ J♦ 4♣ Q♣", "9♠"),
        # the lixo's 2♣ makes 6♠ 7♠ 2♣ though the hand holds a 2♣ (decision 81)
        ("jogatina-aberto", "6♠ 7♠ A♥ 3♥ J♥ 5♦ 7♦ 2♣ 9♣ 10♣ K♣", "2♣"),
    ],
)
def test_a_lixo_card_the_hand_holds_may_still_make_a_jogo_short_of_the_opening(
    preset: str, hand: str, lixo: str
) -> None:
    """Found by a truth soak of vulnerável positions (seeds 50095 and 50261): "Compre do
    monte: o lixo daria jogo, mas não a sua primeira baixada de 75 pontos" is true, and
    the oracle read the lixo's card only where the hand held no copy of it. Seed 000:
    "só pode fazer a primeira baixada da mão se as cartas baixadas somarem 75 pontos ou
    mais"."""
    rules = ruleset(preset, vulneravel=True, meta=1500)
    game = position(rules, hands=[hand, 11], lixo=lixo, scores=[800, 800])
    view = game.view(0)
    assert Seen.from_view(view).must_open_big
    for lang in LANGS:
        sentence = say(view, {"acao": "comprar"}, lang)[0]
        assert sentence == tr("explain.draw.nao_abre", lang, minimo=75)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_the_oracle_reads_a_canastra_of_aces_as_one_claim() -> None:
    """Found by the truth soak (rioplatense, seed 30001): "o jogo fecha uma canastra suja
    de ases" was read as two claims, a suja and an ases-suja, and the first failed."""
    pt = "Encoste o A♠ em A♠ A♥ A♥ A♦ A♣ 2♠: o jogo fecha uma canastra suja de ases."
    assert progress_claims(pt, "pt") == [("canastra", "ases-suja")]
    plain = "Encoste o 9♠ em 4♠ 5♠ 6♠ 7♠ 8♠ 2♣: o jogo fecha uma canastra suja."
    assert progress_claims(plain, "pt") == [("canastra", "suja")]
