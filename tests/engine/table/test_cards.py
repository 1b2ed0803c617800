"""Cards: the text forms parse_cards reads and the form str(card) prints (docs/engine-api.md, Cards)."""

import pytest

from buraco_tui.engine import Card, parse_cards


def test_symbols_and_letters_read_alike():
    # API: 'suits ♠ ♥ ♦ ♣ or the letters s h d c (either case)'
    symbols = parse_cards("A♠ 7♥ Q♦ K♣")
    assert parse_cards("As 7h Qd Kc") == symbols
    assert parse_cards("AS 7H QD KC") == symbols
    assert parse_cards("as 7h qd kc") == symbols


def test_the_api_example_is_four_cards():
    # API: 'So "A♥ 10♠ 2c jk" is four cards.'
    cards = parse_cards("A♥ 10♠ 2c jk")
    assert [str(c) for c in cards] == ["A♥", "10♠", "2♣", "🃏"]
    assert all(isinstance(c, Card) for c in cards)


def test_t_means_ten_in_either_case():
    # API: 'T also means 10; letters in either case'
    assert parse_cards("T♠ t♠ 10♠ Th th") == parse_cards("10♠ 10♠ 10♠ 10♥ 10♥")


def test_every_rank_reads():
    # API: 'Ranks A 2 3 4 5 6 7 8 9 10 J Q K'
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    cards = parse_cards(" ".join(r + "♣" for r in ranks))
    assert [str(c) for c in cards] == [r + "♣" for r in ranks]
    assert len(set(cards)) == 13


def test_joker_forms():
    # API: 'a joker is JK or 🃏' (seed 000: 'curingas de papel')
    assert parse_cards("JK jk Jk 🃏") == parse_cards("🃏 🃏 🃏 🃏")
    assert str(parse_cards("jk")[0]) == "🃏"


def test_copies_are_interchangeable():
    # API: 'Two copies of each card exist (two decks); cards that print the same are interchangeable'
    a, b = parse_cards("9♥ 9h")
    assert a == b and str(a) == str(b)


def test_str_prints_the_symbol_form():
    # API: 'str(card) prints the suit-symbol form ("10♠")'
    assert [str(c) for c in parse_cards("ts jd qh kc ad")] == ["10♠", "J♦", "Q♥", "K♣", "A♦"]


def test_empty_text_is_no_cards():
    assert parse_cards("") == []
    assert parse_cards("   ") == []


@pytest.mark.parametrize(
    "text, bad",
    [
        ("A♥ ZZ 3♣", "ZZ"),
        ("1♥", "1♥"),
        ("11♠", "11♠"),
        ("A", "A"),
        ("Ax", "Ax"),
        ("10", "10"),
        ("♥", "♥"),
        ("K♥♥", "K♥♥"),
    ],
)
def test_bad_token_raises_naming_it(text, bad):
    # API: 'Bad text raises ValueError naming the bad token.'
    with pytest.raises(ValueError) as info:
        parse_cards(text)
    assert bad in str(info.value)
