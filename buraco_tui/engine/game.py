"""One match of Buraco: the hands, the turns, the morto, the batida and the count.

:class:`Game` holds the whole state of a match and changes only through
:meth:`Game.apply` (plus :meth:`Game.next_hand` and :meth:`Game.abandon`).
Every refused action raises :class:`IllegalAction` and leaves the game exactly
as it was: each action is judged completely before anything moves.
"""

from __future__ import annotations

import json
import random
from bisect import insort
from collections.abc import Iterable
from typing import Any

from .cards import CARDS, JOKER, N_CODES, VALUES, Card, cards_text, deck, parse_cards
from .meld import (
    ASES_LIMPA,
    ASES_SUJA,
    C500,
    C1000,
    CURINGAS,
    LIMPA,
    SUJA,
    MeldCheck,
    fits_of,
    judge_codes,
)
from .reasons import IllegalAction
from .rules import INDIRETO_NAO_PEGO, MULTA_SEMPRE, Rules, ruleset
from .scoring import HandScore

SCHEMA_VERSION = 1
HAND_SIZE = 11
MORTO_SIZE = 11

COMPRAR = "comprar"
BAIXAR = "baixar"
PHASES = (COMPRAR, BAIXAR)

ACTION_FIELDS: dict[str, frozenset[str]] = {
    "comprar": frozenset(),
    "pegar_lixo": frozenset({"cartas", "jogo"}),
    "baixar": frozenset({"cartas"}),
    "baixar_varios": frozenset({"jogos"}),
    "encostar": frozenset({"jogo", "cartas"}),
    "descartar": frozenset({"carta"}),
}
REQUIRED_FIELDS: dict[str, frozenset[str]] = {
    "comprar": frozenset(),
    "pegar_lixo": frozenset(),
    "baixar": frozenset({"cartas"}),
    "baixar_varios": frozenset({"jogos"}),
    "encostar": frozenset({"jogo", "cartas"}),
    "descartar": frozenset({"carta"}),
}

#: Length of a well-formed dict of each action (the usual case skips field checks).
_FIELD_COUNT = {
    "comprar": 1,
    "baixar": 2,
    "baixar_varios": 2,
    "encostar": 3,
    "descartar": 2,
    "pegar_lixo": 1,
}

_TEXT = [str(c) for c in CARDS]
_WILD = [c == JOKER or c % 13 == 1 for c in range(N_CODES)]
_CLEAN_KINDS = (LIMPA, C500, C1000)


def _remove(hand: list[int], cards: Iterable[int]) -> list[int]:
    """A copy of ``hand`` without ``cards``; IllegalAction if one is missing."""
    rest = list(hand)
    for c in cards:
        try:
            rest.remove(c)
        except ValueError:
            raise IllegalAction("carta_nao_esta_na_mao", carta=_TEXT[c]) from None
    return rest


_CODES_OF_TEXT: dict[str, tuple[int, ...]] = {}


class Suggestion(dict):
    """A read-only action dict, as :meth:`Game.legal_actions` returns them.

    The same suggestions recur all game long, so they are built once and shared;
    ``dict(suggestion)`` gives a copy to edit.
    """

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("uma jogada sugerida é somente leitura: copie com dict(jogada)")

    __setitem__ = __delitem__ = update = pop = popitem = setdefault = clear = _refuse  # type: ignore[assignment]
    __ior__ = _refuse  # type: ignore[assignment]

    def __reduce__(self):
        return (dict, (dict(self),))

    def __copy__(self) -> dict[str, Any]:
        return dict(self)

    def __deepcopy__(self, memo: dict) -> dict[str, Any]:
        return dict(self)


_COMPRAR = Suggestion(acao="comprar")
_PEGAR_LIXO = Suggestion(acao="pegar_lixo")
_DESCARTAR = [Suggestion(acao="descartar", carta=str(c)) for c in CARDS]
_ENCOSTAR: dict[tuple[int, int], Suggestion] = {}
_BAIXAR: dict[tuple[int, int, int], Suggestion] = {}


def _encostar_suggestion(idx: int, code: int) -> Suggestion:
    key = (idx, code)
    sug = _ENCOSTAR.get(key)
    if sug is None:
        sug = _ENCOSTAR[key] = Suggestion(acao="encostar", jogo=idx, cartas=str(CARDS[code]))
    return sug


def _baixar_suggestion(codes: tuple[int, int, int]) -> Suggestion:
    sug = _BAIXAR.get(codes)
    if sug is None:
        if len(_BAIXAR) > 50_000:
            _BAIXAR.clear()
        sug = _BAIXAR[codes] = Suggestion(acao="baixar", cartas=cards_text(codes))
    return sug


def _codes(value: Any, what: str) -> list[int]:
    """Card codes from an action field (text or a list of cards)."""
    if value.__class__ is str:
        known = _CODES_OF_TEXT.get(value)
        if known is not None:
            return list(known)
    if isinstance(value, Card):
        return [int(value)]
    if not isinstance(value, str | list | tuple):
        raise IllegalAction("acao_malformada", detalhe=f"'{what}' deve ser texto de cartas")
    try:
        cards = parse_cards(value)
    except ValueError as exc:
        raise IllegalAction("cartas_invalidas", detalhe=str(exc)) from None
    if not cards:
        raise IllegalAction("sem_cartas")
    codes = [int(c) for c in cards]
    if value.__class__ is str:
        if len(_CODES_OF_TEXT) > 100_000:
            _CODES_OF_TEXT.clear()
        _CODES_OF_TEXT[value] = tuple(codes)
    return codes


class Game:
    """A Buraco match for 2 players or 4 in pairs (seats 0+2 against 1+3).

    Build one with :meth:`new`, :meth:`from_layout` or :meth:`from_json`.
    Sides: with 2 or 3 players each plays alone (a side each); with 4 or 6 they
    play in pairs (2 or 3 sides). Seat ``s`` plays for side ``s % sides``.
    """

    __slots__ = (
        "rules",
        "players",
        "sides",
        "_third_deck",
        "_hands",
        "_taken",
        "_monte",
        "_mortos",
        "_lixo",
        "_melds",
        "_meld_codes",
        "turn",
        "phase",
        "_morto_taken",
        "_pending",
        "_scores",
        "_start_scores",
        "hand_number",
        "opener",
        "hand_over",
        "match_over",
        "winner",
        "abandoned_by",
        "batida_by",
        "end_reason",
        "history",
        "log",
        "_seed",
        "_partial",
        "_lixo_unico",
        "_final",
    )

    # ------------------------------------------------------------------ build

    def __init__(self, rules: Rules, players: int = 2) -> None:
        if not isinstance(rules, Rules):
            raise ValueError("rules deve vir de ruleset(...)")
        if isinstance(players, bool) or players not in rules.jogadores:
            raise ValueError(
                f"esta mesa se joga com {' ou '.join(map(str, rules.jogadores))} jogadores"
            )
        self.rules = rules
        self.players = players
        #: Number of sides: one per player alone (2-3 players), one per pair (4-6).
        self.sides = players if players <= 3 else players // 2
        n_sides = self.sides
        self._hands: list[list[int]] = [[] for _ in range(players)]
        self._taken: list[list[int]] = [[] for _ in range(players)]
        self._monte: list[int] = []
        self._mortos: list[list[int]] = []
        self._lixo: list[int] = []
        self._melds: list[list[MeldCheck]] = [[] for _ in range(n_sides)]
        self._meld_codes: list[list[tuple[int, ...]]] = [[] for _ in range(n_sides)]
        self.turn = 0
        self.phase = COMPRAR
        self._morto_taken = [False] * n_sides
        self._pending = [-1] * n_sides
        self._scores = [0] * n_sides
        self._start_scores = [0] * n_sides
        #: The rioplatense third deck came in this hand.
        self._third_deck = False
        self.hand_number = 1
        self.opener = 0
        self.hand_over = False
        self.match_over = False
        self.winner: int | None = None
        self.abandoned_by: int | None = None
        self.batida_by: int | None = None
        self.end_reason = ""
        self.history: list[dict[str, Any]] = []
        self.log: list[dict[str, Any]] = []
        self._seed = 0
        #: Built by from_layout with fewer than all the cards (a test or tutorial position).
        self._partial = False
        #: The one card the player to act took from the lixo this turn, or -1.
        self._lixo_unico = -1
        self._final: list[HandScore] | None = None

    @classmethod
    def new(cls, rules: Rules | None = None, *, players: int = 2, seed: int | None = None) -> Game:
        """Deal the first hand of a new match.

        The same ``seed`` and the same actions always give the same game; with no
        seed the deal is drawn from the operating system's randomness.
        """
        game = cls(rules if rules is not None else ruleset(), players)
        if seed is None:
            seed = random.SystemRandom().getrandbits(64)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError("seed deve ser um inteiro")
        game._seed = seed
        game.opener = random.Random(f"buraco-abre:{seed}").randrange(players)
        game._deal()
        return game

    def _deal(self) -> None:
        cards = [int(c) for c in deck(self.rules.curingas_de_papel)]
        # Each hand's shuffle comes from the match seed and the hand number alone,
        # so the whole random future of a match is two integers (cheap to copy/save).
        random.Random(f"buraco:{self._seed}:{self.hand_number}").shuffle(cards)
        n = self.players
        self._hands = [[] for _ in range(n)]
        for i in range(HAND_SIZE * n):
            self._hands[(self.opener + i) % n].append(cards[i])
        for h in self._hands:
            h.sort()
        pos = HAND_SIZE * n
        self._mortos = [
            cards[pos + i * MORTO_SIZE : pos + (i + 1) * MORTO_SIZE] for i in range(self.sides)
        ]
        self._monte = cards[pos + self.sides * MORTO_SIZE :]
        self._lixo = []
        if self.rules.lixo_inicial:
            self._lixo.append(self._monte.pop())
        self._taken = [[] for _ in range(n)]
        self._melds = [[] for _ in range(self.sides)]
        self._meld_codes = [[] for _ in range(self.sides)]
        self.turn = self.opener
        self.phase = COMPRAR
        self._lixo_unico = -1
        self._morto_taken = [False] * self.sides
        self._pending = [-1] * self.sides
        self._third_deck = False
        self._start_scores = list(self._scores)
        self.hand_over = False
        self.batida_by = None
        self.end_reason = ""
        self.log = []
        self._final = None

    @classmethod
    def from_layout(
        cls,
        rules: Rules,
        *,
        hands: list[str | list],
        mortos: list[str | list],
        monte: str | list,
        lixo: str | list = "",
        melds: list[list[str | list]] | None = None,
        turn: int = 0,
        phase: str = COMPRAR,
        mortos_taken: list[bool] | None = None,
        scores: list[int] | None = None,
        lixo_taken: list[str | list] | None = None,
        seed: int = 0,
        third_deck: bool = False,
    ) -> Game:
        """Build a position for tests and tutorials.

        ``hands``: card text per seat (2 or 4 seats); ``mortos``: one card text per
        morto still on the table; ``monte``: top card first; ``lixo``: bottom
        first; ``melds``: per side, a list of jogos; ``mortos_taken``: per side;
        ``scores``: the match score per side before this hand; ``lixo_taken``: per
        seat, cards it took from the lixo and still holds; ``third_deck``: the
        rioplatense third deck already came in. An impossible layout raises
        ``ValueError``.
        """
        if not isinstance(rules, Rules):
            raise ValueError("rules deve vir de ruleset(...)")
        if not isinstance(hands, list | tuple) or len(hands) not in rules.jogadores:
            raise ValueError(f"hands deve ter {' ou '.join(map(str, rules.jogadores))} mãos")
        game = cls(rules, len(hands))
        game._seed = int(seed)
        game._third_deck = bool(third_deck)
        game._hands = [sorted(int(c) for c in parse_cards(h)) for h in hands]
        if not isinstance(mortos, list | tuple) or len(mortos) > game.sides:
            raise ValueError(f"mortos: no máximo {game.sides}")
        game._mortos = [[int(c) for c in parse_cards(m)] for m in mortos]
        game._monte = [int(c) for c in parse_cards(monte)][::-1]
        game._lixo = [int(c) for c in parse_cards(lixo)]
        melds = melds if melds is not None else [[] for _ in range(game.sides)]
        if len(melds) != game.sides:
            raise ValueError(f"melds: uma lista por lado ({game.sides} lados)")
        for side in range(game.sides):
            for text in melds[side]:
                codes = tuple(sorted(int(c) for c in parse_cards(text)))
                check = judge_codes(codes, rules)
                if not check.ok:
                    raise ValueError(f"jogo impossível {cards_text(codes)}: {check.reason}")
                game._melds[side].append(check)
                game._meld_codes[side].append(codes)
        if not 0 <= turn < game.players:
            raise ValueError("turn fora da mesa")
        if phase not in PHASES:
            raise ValueError(f"phase deve ser {COMPRAR!r} ou {BAIXAR!r}")
        game.turn = turn
        game.opener = turn
        game.phase = phase
        if mortos_taken is not None:
            if len(mortos_taken) != game.sides:
                raise ValueError("mortos_taken: um valor por lado")
            game._morto_taken = [bool(x) for x in mortos_taken]
        if scores is not None:
            if len(scores) != game.sides:
                raise ValueError("scores: um valor por lado")
            game._scores = [int(x) for x in scores]
            game._start_scores = list(game._scores)
        if lixo_taken is not None:
            if len(lixo_taken) != game.players:
                raise ValueError("lixo_taken: uma lista por assento")
            for seat, text in enumerate(lixo_taken):
                taken = sorted(int(c) for c in parse_cards(text))
                _remove(game._hands[seat], taken)  # must be in the hand
                game._taken[seat] = taken
        game._check_conservation(exact=False)
        game._partial = len(game._all_cards()) != sum(game._deck_limits())
        return game

    @classmethod
    def from_view(
        cls,
        view: dict[str, Any],
        *,
        hands: dict[int, str | list],
        monte: str | list,
        mortos: list[str | list],
        seed: int = 0,
    ) -> Game:
        """A game consistent with a seat's ``view``, the hidden cards filled in.

        ``hands`` gives the cards of every *other* seat (each must hold the cards
        the view says it took from the lixo, and as many as its count);
        ``monte`` (top first) and ``mortos`` the rest. Bots use it to play out
        guesses of the hidden cards; the view itself is never enough to peek.
        Inconsistent guesses raise ``ValueError``.
        """
        rules = Rules.from_dict(view["rules"])
        n = int(view["players"])
        seat = int(view["seat"])
        texts: list[Any] = []
        for s in range(n):
            if s == seat:
                texts.append(view["hand"])
            else:
                texts.append(hands[s])
        melds = [[m["cards"] for m in side] for side in view["melds"]]
        game = cls.from_layout(
            rules,
            hands=texts,
            mortos=list(mortos),
            monte=monte,
            lixo=view["lixo"],
            melds=melds,
            turn=int(view["turn"]),
            phase=view["phase"],
            mortos_taken=list(view["morto_taken"]),
            scores=list(view["scores"]),
            lixo_taken=[list(t) for t in view["lixo_taken"]],
            seed=seed,
            third_deck=bool(view.get("third_deck", False)),
        )
        for s in range(n):
            if len(game._hands[s]) != view["hand_counts"][s]:
                raise ValueError(f"a mão {s} deveria ter {view['hand_counts'][s]} cartas")
        game._start_scores = [int(x) for x in view.get("start_scores", view["scores"])]
        game._pending = [int(x) for x in view.get("morto_pending", [-1] * game.sides)]
        game.hand_number = int(view.get("hand_number", 1))
        game.opener = int(view.get("opener", game.turn))
        unico = view.get("lixo_unico")
        game._lixo_unico = int(parse_cards(unico)[0]) if unico else -1
        return game

    def _all_cards(self) -> list[int]:
        cards = list(self._monte) + list(self._lixo)
        for h in self._hands:
            cards += h
        for m in self._mortos:
            cards += m
        for side in self._meld_codes:
            for codes in side:
                cards += codes
        return cards

    def _deck_limits(self) -> list[int]:
        """Copies of each card code in play: two decks, jokers, the third deck."""
        limit = [2] * 52 + [4 if self.rules.curingas_de_papel else 0]
        if self._third_deck:
            limit = [n + 1 for n in limit[:52]] + [limit[JOKER] + 2]
        return limit

    def _check_conservation(self, exact: bool) -> None:
        counts = [0] * N_CODES
        for c in self._all_cards():
            counts[c] += 1
        limit = self._deck_limits()
        for c in range(N_CODES):
            if counts[c] > limit[c]:
                raise ValueError(
                    f"layout impossível: {counts[c]} cópias de {_TEXT[c]} "
                    f"(o baralho tem {limit[c]})"
                )
            if exact and counts[c] != limit[c]:
                raise ValueError(f"jogo corrompido: {counts[c]} cópias de {_TEXT[c]}")

    # ---------------------------------------------------------------- reading

    def side_of(self, seat: int) -> int:
        """The side (0 or 1) a seat plays for."""
        return seat % self.sides

    def hand(self, seat: int) -> list[Card]:
        """The cards in a seat's hand, sorted by suit and rank."""
        self._check_seat(seat)
        return [CARDS[c] for c in self._hands[seat]]

    def _check_seat(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"assento inválido: {seat!r}")

    @property
    def lixo(self) -> list[Card]:
        """The discard pile, bottom first (the last card is the top)."""
        return [CARDS[c] for c in self._lixo]

    @property
    def monte_count(self) -> int:
        """Cards left in the monte."""
        return len(self._monte)

    @property
    def mortos_left(self) -> int:
        """Mortos still on the table."""
        return len(self._mortos)

    def melds(self, side: int) -> list[MeldCheck]:
        """A side's jogos in the order laid down; the index is the jogo's id."""
        if isinstance(side, bool) or side not in range(self.sides):
            raise ValueError(f"lado inválido: {side!r}")
        return list(self._melds[side])

    def morto_taken(self, side: int) -> bool:
        """Whether the side has taken its morto this hand."""
        return self._morto_taken[side]

    def lixo_taken(self, seat: int) -> list[Card]:
        """Cards the seat took from the lixo and still holds."""
        return [CARDS[c] for c in self._taken[seat]]

    def match_score(self, side: int) -> int:
        """The side's match score (hands finished so far)."""
        return self._scores[side]

    @property
    def scores(self) -> list[int]:
        """Both sides' match scores."""
        return list(self._scores)

    @property
    def target(self) -> int:
        """The match target (0: a single hand)."""
        return self.rules.meta

    def vulneravel(self, side: int) -> bool:
        """Whether the side started this hand vulnerável (RULES.md, mestre-canastra)."""
        r = self.rules
        return bool(r.vulneravel and r.meta > 0 and self._start_scores[side] * 2 >= r.meta)

    def _must_open_big(self, side: int) -> bool:
        return not self._melds[side] and self.vulneravel(side)

    def can_take_morto(self, side: int) -> bool:
        """The side has not taken a morto and one is left on the table."""
        return not self._morto_taken[side] and bool(self._mortos)

    def has_batida_canastra(self, side: int, melds: Iterable[MeldCheck] | None = None) -> bool:
        """Whether the side has the canastra this table requires to bater (always
        true where none is required)."""
        if not self.rules.batida_exige_canastra:
            return True
        need_clean = self.rules.batida_exige_limpa
        for m in self._melds[side] if melds is None else melds:
            kind = m.canastra
            if kind is not None and (not need_clean or kind != SUJA):
                return True
        return False

    # ----------------------------------------------------------------- acting

    def apply(self, action: dict[str, Any]) -> None:
        """Play one action dict of seed 000's protocol for the seat to act.

        Raises :class:`IllegalAction` (a ``ValueError``) with the reason and leaves
        the game unchanged when the action is refused.
        """
        if not isinstance(action, dict):
            raise IllegalAction("acao_malformada", detalhe="a jogada deve ser um dicionário")
        acao = action.get("acao")
        fields = ACTION_FIELDS.get(acao) if isinstance(acao, str) else None
        if fields is None:
            if acao == "nova_mao":
                self.next_hand()
                return
            raise IllegalAction("acao_desconhecida", acao=acao, validas=", ".join(ACTION_FIELDS))
        if len(action) != _FIELD_COUNT[acao] or not REQUIRED_FIELDS[acao] <= action.keys():
            keys = set(action)
            extra = keys - fields - {"acao"}
            if extra:
                raise IllegalAction(
                    "acao_malformada",
                    detalhe=f"campo desconhecido para {acao}: {', '.join(sorted(map(str, extra)))}",
                )
            missing = REQUIRED_FIELDS[acao] - keys
            if missing:
                raise IllegalAction(
                    "acao_malformada",
                    detalhe=f"falta o campo {', '.join(sorted(missing))} em {acao}",
                )
        if self.match_over:
            raise IllegalAction("fim_da_partida")
        if self.hand_over:
            raise IllegalAction("fim_da_mao")
        if acao == "comprar":
            self._comprar()
        elif acao == "descartar":
            self._descartar(action["carta"])
        elif acao == "baixar":
            self._baixar([action["cartas"]])
        elif acao == "encostar":
            self._encostar(action["jogo"], action["cartas"])
        elif acao == "baixar_varios":
            jogos = action["jogos"]
            if not isinstance(jogos, list | tuple) or not jogos:
                raise IllegalAction(
                    "acao_malformada", detalhe="'jogos' deve ser uma lista de jogos"
                )
            self._baixar(list(jogos))
        else:
            self._pegar_lixo(action.get("cartas"), action.get("jogo"))

    def _need_phase(self, phase: str) -> None:
        if self.phase != phase:
            raise IllegalAction("fase_baixar" if self.phase == BAIXAR else "fase_comprar")

    def _comprar(self) -> None:
        if self.phase != COMPRAR:
            self._need_phase(COMPRAR)
        if not self._monte:
            raise IllegalAction("monte_vazio")
        if self._must_take_lixo():
            raise IllegalAction("so_curingas_pegue_lixo")
        insort(self._hands[self.turn], self._monte.pop())
        self.phase = BAIXAR
        self.log.append({"seat": self.turn, "acao": "comprar"})

    def _must_take_lixo(self) -> bool:
        """Rioplatense: a turn that starts with only curingas in hand takes the lixo."""
        return (
            self.rules.guardar_nao_curinga
            and bool(self._lixo)
            and all(_WILD[c] for c in self._hands[self.turn])
        )

    def _jogo_index(self, side: int, jogo: Any) -> int:
        if isinstance(jogo, bool) or not isinstance(jogo, int):
            if isinstance(jogo, str) and jogo.strip().lstrip("-").isdigit():
                jogo = int(jogo)
            else:
                raise IllegalAction("jogo_inexistente", jogo=jogo)
        if not 0 <= jogo < len(self._melds[side]):
            raise IllegalAction("jogo_inexistente", jogo=jogo)
        return jogo

    def _pegar_lixo(self, cartas: Any, jogo: Any) -> None:
        self._need_phase(COMPRAR)
        if not self._lixo:
            raise IllegalAction("lixo_vazio")
        seat = self.turn
        side = seat % self.sides
        hand = self._hands[seat]
        if not self.rules.lixo_fechado:
            if cartas is not None or jogo is not None:
                raise IllegalAction(
                    "acao_malformada",
                    detalhe="no lixo aberto, pegar_lixo não leva cartas nem jogo",
                )
            taken = self._lixo
            self._lixo = []
            self._lixo_unico = taken[0] if len(taken) == 1 else -1
            for c in taken:
                insort(hand, c)
                insort(self._taken[seat], c)
            self.phase = BAIXAR
            self.log.append({"seat": seat, "acao": "pegar_lixo", "cartas": cards_text(taken)})
            return
        top = self._lixo[-1]
        rest = self._lixo[:-1]
        if (cartas is None) == (jogo is None):
            raise IllegalAction("lixo_fechado_sem_uso", carta=_TEXT[top])
        if jogo is not None:
            idx = self._jogo_index(side, jogo)
            codes = tuple(sorted(self._meld_codes[side][idx] + (top,)))
            check = judge_codes(codes, self.rules)
            if not check.ok:
                raise IllegalAction(
                    "lixo_fechado_nao_encaixa",
                    carta=_TEXT[top],
                    motivo=check.reason,
                    motivo_code=check.code,
                )
            new_hand = sorted(hand + rest)
            melds = list(self._melds[side])
            melds[idx] = check
            self._guard_running_out(side, new_hand, melds)
            self._meld_codes[side][idx] = codes
            self._melds[side][idx] = check
            laid = {"jogo": idx}
        else:
            used = _codes(cartas, "cartas")
            if len(used) < 2:
                raise IllegalAction("lixo_fechado_poucas", carta=_TEXT[top])
            remaining = _remove(hand, used)
            codes = tuple(sorted(used + [top]))
            check = judge_codes(codes, self.rules)
            if not check.ok:
                raise IllegalAction(
                    "lixo_fechado_jogo_invalido",
                    carta=_TEXT[top],
                    motivo=check.reason,
                    motivo_code=check.code,
                )
            if self._must_open_big(side) and check.points < self.rules.vulneravel_minimo:
                raise IllegalAction(
                    "vulneravel", minimo=self.rules.vulneravel_minimo, pontos=check.points
                )
            new_hand = sorted(remaining + rest)
            self._guard_running_out(side, new_hand, self._melds[side] + [check])
            self._melds[side].append(check)
            self._meld_codes[side].append(codes)
            laid = {"jogo": len(self._melds[side]) - 1}
        self._hands[seat] = new_hand
        self._lixo = []
        self._sync_taken(seat, used if jogo is None else ())
        for c in rest:
            insort(self._taken[seat], c)
        self.phase = BAIXAR
        self.log.append(
            {"seat": seat, "acao": "pegar_lixo", "cartas": cards_text(rest + [top]), **laid}
        )
        self._after_laydown(seat)

    def _guard_running_out(self, side: int, remaining: list[int], melds: list[MeldCheck]) -> None:
        """Refuse a lay-down that would leave the hand unable to end the turn properly."""
        code = self._leave_refusal(side, remaining, melds)
        if code is not None:
            raise IllegalAction(code, **self._canastra_words())

    def _leave_refusal(self, side: int, remaining: list[int], melds: list[MeldCheck]) -> str | None:
        """Why a lay-down leaving ``remaining`` in hand is refused, or None.

        With no morto left for the side, fewer than 2 cards are left only to go out:
        that needs the required canastra, and at some tables a last card to discard
        that is not a curinga.
        """
        if (
            len(remaining) == 1
            and remaining[0] == self._lixo_unico
            and self.rules.proibe_descarte_do_lixo_unico
        ):
            return "sem_descarte_possivel"
        if remaining and self.rules.guardar_nao_curinga and all(_WILD[c] for c in remaining):
            return "guardar_nao_curinga"
        if len(remaining) >= 2 or self.can_take_morto(side):
            return None
        if not self.has_batida_canastra(side, melds):
            return "precisa_canastra_baixar"
        if not remaining:
            return None if self.rules.batida_por_baixada else "batida_so_descartando"
        if self.rules.batida_sem_curinga and _WILD[remaining[0]]:
            return "batida_com_curinga"
        return None

    def _canastra_words(self) -> dict[str, str]:
        if self.rules.batida_exige_limpa:
            return {"tipo": "limpa", "tipo_en": "clean"}
        return {"tipo": "", "tipo_en": ""}

    def _sync_taken(self, seat: int, removed: Iterable[int] = ()) -> None:
        """Keep the lixo-taken list a sub-multiset of the hand after cards left it."""
        taken = self._taken[seat]
        if not taken:
            return
        hand = self._hands[seat]
        for c in removed:
            if c in taken and taken.count(c) > hand.count(c):
                taken.remove(c)

    def _baixar(self, jogos: list[Any]) -> None:
        self._need_phase(BAIXAR)
        seat = self.turn
        side = seat % self.sides
        hand = self._hands[seat]
        checks: list[MeldCheck] = []
        all_codes: list[tuple[int, ...]] = []
        used: list[int] = []
        for jogo in jogos:
            codes = tuple(sorted(_codes(jogo, "cartas")))
            used.extend(codes)
            all_codes.append(codes)
        remaining = _remove(hand, used)
        for codes in all_codes:
            check = judge_codes(codes, self.rules)
            if not check.ok:
                raise IllegalAction("jogo_invalido", motivo=check.reason, motivo_code=check.code)
            checks.append(check)
        if self._must_open_big(side):
            points = sum(c.points for c in checks)
            if points < self.rules.vulneravel_minimo:
                raise IllegalAction(
                    "vulneravel", minimo=self.rules.vulneravel_minimo, pontos=points
                )
        self._guard_running_out(side, remaining, self._melds[side] + checks)
        first = len(self._melds[side])
        self._melds[side].extend(checks)
        self._meld_codes[side].extend(all_codes)
        self._hands[seat] = remaining
        self._sync_taken(seat, used)
        for i, codes in enumerate(all_codes):
            self.log.append(
                {"seat": seat, "acao": "baixar", "jogo": first + i, "cartas": cards_text(codes)}
            )
        self._after_laydown(seat)

    def _encostar(self, jogo: Any, cartas: Any) -> None:
        self._need_phase(BAIXAR)
        seat = self.turn
        side = seat % self.sides
        idx = self._jogo_index(side, jogo)
        used = _codes(cartas, "cartas")
        remaining = _remove(self._hands[seat], used)
        codes = tuple(sorted(self._meld_codes[side][idx] + tuple(used)))
        check = judge_codes(codes, self.rules)
        if not check.ok:
            raise IllegalAction("encostar_invalido", motivo=check.reason, motivo_code=check.code)
        melds = list(self._melds[side])
        melds[idx] = check
        self._guard_running_out(side, remaining, melds)
        self._melds[side][idx] = check
        self._meld_codes[side][idx] = codes
        self._hands[seat] = remaining
        self._sync_taken(seat, used)
        self.log.append({"seat": seat, "acao": "encostar", "jogo": idx, "cartas": cards_text(used)})
        self._after_laydown(seat)

    def _after_laydown(self, seat: int) -> None:
        """An empty hand after laying down: the morto (ida direta) or the batida."""
        if self._hands[seat]:
            return
        side = seat % self.sides
        if self.can_take_morto(side):
            self._take_morto(seat, direta=True)
        else:
            self.batida_by = seat
            self._end_hand("batida")

    def _take_morto(self, seat: int, direta: bool) -> None:
        side = seat % self.sides
        morto = self._mortos.pop(0)
        self._hands[seat] = sorted(morto)
        self._morto_taken[side] = True
        if not direta:
            self._pending[side] = seat
        self.log.append({"seat": seat, "acao": "morto", "direta": direta})

    def _descartar(self, carta: Any) -> None:
        if self.phase != BAIXAR:
            self._need_phase(BAIXAR)
        codes = _codes(carta, "carta")
        if len(codes) != 1:
            raise IllegalAction("acao_malformada", detalhe="descarte uma carta só")
        card = codes[0]
        seat = self.turn
        side = seat % self.sides
        hand = self._hands[seat]
        if card not in hand:
            raise IllegalAction("carta_nao_esta_na_mao", carta=_TEXT[card])
        if _WILD[card] and not self.rules.descarte_curinga:
            raise IllegalAction("descarte_curinga")
        if (
            card == self._lixo_unico
            and self.rules.proibe_descarte_do_lixo_unico
            and hand.count(card) == 1  # another copy, held before, may go
        ):
            raise IllegalAction("descarte_lixo_unico", carta=_TEXT[card])
        last = len(hand) == 1
        if last and not self.can_take_morto(side):
            if not self.has_batida_canastra(side):
                raise IllegalAction("precisa_canastra_descartar", **self._canastra_words())
            if self.rules.batida_sem_curinga and _WILD[card]:
                raise IllegalAction("batida_com_curinga")
        hand.remove(card)
        if self._taken[seat]:
            self._sync_taken(seat, (card,))
        self._lixo.append(card)
        self.log.append({"seat": seat, "acao": "descartar", "carta": _TEXT[card]})
        if last:
            if self.can_take_morto(side):
                self._take_morto(seat, direta=False)
            else:
                self.batida_by = seat
                self._end_hand("batida")
                return
        if not self._monte:
            if self.rules.terceiro_baralho:
                if self._third_deck:
                    self._end_hand("monte")
                    return
                self._bring_third_deck()
                self.log.append({"seat": seat, "acao": "terceiro_baralho"})
            elif self._mortos:
                self._monte = self._mortos.pop(0)
                self.log.append({"seat": seat, "acao": "morto_vira_monte"})
            else:
                self._end_hand("monte")
                return
        self.turn = (seat + 1) % self.players
        self.phase = COMPRAR
        self._lixo_unico = -1
        nxt = self.turn % self.sides
        if self._pending[nxt] == self.turn:
            self._pending[nxt] = -1

    def _bring_third_deck(self) -> None:
        """Rioplatense: 52 cards and 2 jokers, shuffled, become the monte."""
        cards = list(range(52)) + [JOKER, JOKER]
        random.Random(f"buraco:{self._seed}:{self.hand_number}:3").shuffle(cards)
        self._monte = cards
        self._third_deck = True

    # ------------------------------------------------------------- the count

    def _morto_counts_taken(self, side: int) -> bool:
        if not self._morto_taken[side]:
            return False
        return not (
            self.hand_over
            and self._pending[side] >= 0
            and self.rules.morto_indireto == INDIRETO_NAO_PEGO
        )

    def hand_score(self, side: int) -> HandScore:
        """The side's count for this hand, line by line (provisional until it ends)."""
        if self._final is not None:
            return self._final[side]
        return self._count(side)

    def _count(self, side: int) -> HandScore:
        mesa = limpas = sujas = c500 = c1000 = ases = curingas = 0
        for m in self._melds[side]:
            mesa += m.points
            kind = m.canastra
            if kind == LIMPA:
                limpas += 200
            elif kind == SUJA:
                sujas += 100
            elif kind == C500:
                c500 += 500
            elif kind == C1000:
                c1000 += 1000
            elif kind in (ASES_LIMPA, ASES_SUJA):
                ases += m.bonus
            elif kind == CURINGAS:
                curingas += m.bonus
        rules = self.rules
        has_canastra = any(m.canastra for m in self._melds[side])
        if rules.mesa_negativa_sem_canastra and not has_canastra:
            mesa = -mesa
        batida = 0
        if self.batida_by is not None and self.batida_by % self.sides == side:
            if rules.batida_exige_canastra or has_canastra:
                batida = 100
        taken = self._morto_counts_taken(side)
        other = any(self._morto_counts_taken(s) for s in range(self.sides) if s != side)
        morto = 0
        if not taken and (rules.multa_morto == MULTA_SEMPRE or other):
            morto = -100
        mao = 0
        skip = (
            self._pending[side]
            if self.hand_over and self.rules.morto_indireto == INDIRETO_NAO_PEGO
            else -1
        )
        values = rules.values
        for seat in range(side, self.players, self.sides):
            if seat != skip:
                mao -= sum(values[c] for c in self._hands[seat])
        return HandScore(
            mesa=mesa,
            canastras_limpas=limpas,
            canastras_sujas=sujas,
            canastras_500=c500,
            canastras_1000=c1000,
            canastras_ases=ases,
            canastras_curingas=curingas,
            batida=batida,
            morto=morto,
            mao=mao,
        )

    def _end_hand(self, reason: str) -> None:
        self.hand_over = True
        self.end_reason = reason
        self._final = [self._count(side) for side in range(self.sides)]
        totals = [s.total for s in self._final]
        for side in range(self.sides):
            self._scores[side] += totals[side]
        self.history.append(
            {
                "mao": self.hand_number,
                "totais": totals,
                "placar": list(self._scores),
                "batida": self.batida_by,
                "fim": reason,
                "contagem": [s.to_data() for s in self._final],
            }
        )
        self.log.append({"seat": self.batida_by, "acao": "fim_da_mao", "fim": reason})
        best = max(self._scores)
        leaders = [side for side, score in enumerate(self._scores) if score == best]
        if len(leaders) == 1 and (self.rules.meta == 0 or best >= self.rules.meta):
            self.match_over = True
            self.winner = leaders[0]

    def next_hand(self) -> None:
        """Deal the next hand of the match (the opener rotates)."""
        if self.match_over:
            raise IllegalAction("fim_da_partida")
        if not self.hand_over:
            raise IllegalAction("mao_em_andamento")
        self.hand_number += 1
        self.opener = (self.opener + 1) % self.players
        self._deal()

    def abandon(self, seat: int) -> None:
        """A player leaves: the other side wins the match (of three sides, the leader
        of the other two)."""
        self._check_seat(seat)
        if self.match_over:
            raise IllegalAction("fim_da_partida")
        self.abandoned_by = seat
        self.match_over = True
        others = [side for side in range(self.sides) if side != seat % self.sides]
        self.winner = max(others, key=lambda side: (self._scores[side], -side))
        self.end_reason = self.end_reason or "abandono"

    # ------------------------------------------------------- suggestions

    def legal_actions(self) -> list[dict[str, Any]]:
        """The suggestions of RULES.md §4 for the seat to act, as action dicts.

        The dicts are read-only and shared (:class:`Suggestion`); copy one with
        ``dict(action)`` to change it.

        Comprar, pegar o lixo (in a closed lixo: every way to use its top card
        with two hand cards or on a jogo), every allowed discard, every new
        3-card jogo, every 1-card encostar and, for a vulnerável side yet to
        open, an opening of several jogos reaching the minimum. Copies of a card
        count once. The order depends only on the state.
        """
        if self.match_over:
            return []
        if self.hand_over:
            return [{"acao": "nova_mao"}]
        seat = self.turn
        side = seat % self.sides
        hand = self._hands[seat]
        if self.phase == COMPRAR:
            out: list[dict[str, Any]] = []
            if self._monte and not self._must_take_lixo():
                out.append(_COMPRAR)
            if self._lixo:
                if self.rules.lixo_fechado:
                    out.extend(self._closed_lixo_options(seat))
                else:
                    out.append(_PEGAR_LIXO)
            return out
        out = []
        n = len(hand)
        counts: set[int] | None = None
        morto_ok = not self._morto_taken[side] and bool(self._mortos)
        if self.rules.vulneravel and self._must_open_big(side):
            opening = vulneravel_opening(hand, self.rules)
            if opening is not None:
                left = _remove(hand, [c for j in opening for c in j])
                checks = [judge_codes(j, self.rules) for j in opening]
                if self._leave_refusal(side, left, self._melds[side] + checks) is None:
                    out.append({"acao": "baixar_varios", "jogos": [cards_text(j) for j in opening]})
        else:
            rules = self.rules
            unico = self._lixo_unico >= 0 and rules.proibe_descarte_do_lixo_unico
            # rioplatense: a lay-down must keep a non-curinga in hand
            guard = rules.guardar_nao_curinga
            nonwild = sum(1 for c in hand if not _WILD[c]) if guard else 0
            wide = n >= 5 or (morto_ok and not unico)
            melds_now = self._melds[side]
            counts = set(hand)
            baixar = _BAIXAR
            for codes in _new_jogos(hand, rules, counts):
                if guard and n > 3 and sum(1 for c in codes if not _WILD[c]) == nonwild:
                    continue  # only curingas would be left
                if wide or (
                    self._leave_refusal(
                        side, _remove(hand, codes), melds_now + [judge_codes(codes, rules)]
                    )
                    is None
                ):
                    out.append(baixar.get(codes) or _baixar_suggestion(codes))
            melds = self._melds[side]
            if melds:
                distinct = counts
                tight = (n < 3 and not morto_ok) or (n == 2 and unico)
                lone = guard and nonwild == 1 and n > 1  # the one non-curinga must stay
                for idx, meld in enumerate(melds):
                    fits = meld.fits
                    if fits is None:
                        fits = fits_of(meld, rules)
                    fitting = distinct & fits
                    if not fitting:
                        continue
                    for c in sorted(fitting):
                        if lone and not _WILD[c]:
                            continue
                        if tight:
                            codes = self._meld_codes[side][idx]
                            new = judge_codes(tuple(sorted(codes + (c,))), rules)
                            others = melds[:idx] + [new] + melds[idx + 1 :]
                            if self._leave_refusal(side, _remove(hand, [c]), others):
                                continue
                        out.append(_ENCOSTAR.get((idx, c)) or _encostar_suggestion(idx, c))
        discard = _DESCARTAR
        distinct = sorted(counts or set(hand))
        if n == 1 and not morto_ok:
            if not self.has_batida_canastra(side):
                return out
            if self.rules.batida_sem_curinga and _WILD[hand[0]]:
                return out
        unico = self._lixo_unico
        if unico >= 0 and self.rules.proibe_descarte_do_lixo_unico and hand.count(unico) == 1:
            distinct = [c for c in distinct if c != unico]
        if not self.rules.descarte_curinga:
            distinct = [c for c in distinct if not _WILD[c]]
        out += [discard[c] for c in distinct]
        return out

    def _closed_lixo_options(self, seat: int) -> list[dict[str, Any]]:
        """Every way to take a closed lixo: its top card on a jogo, or with two hand cards."""
        side = seat % self.sides
        top = self._lixo[-1]
        rest = self._lixo[:-1]
        hand = self._hands[seat]
        out: list[dict[str, Any]] = []
        if self._must_open_big(side):
            return out  # two hand cards and the top never reach the vulnerável minimum
        rules = self.rules
        melds = self._melds[side]
        after = hand + rest
        for idx, codes in enumerate(self._meld_codes[side]):
            if top in fits_of(melds[idx], rules):
                if len(after) < 2:
                    new = judge_codes(tuple(sorted(codes + (top,))), rules)
                    if self._leave_refusal(side, after, melds[:idx] + [new] + melds[idx + 1 :]):
                        continue
                out.append({"acao": "pegar_lixo", "jogo": idx})
        for codes in _new_jogos(hand + [top], rules):
            if top not in codes:
                continue
            pair = list(codes)
            pair.remove(top)
            if len(after) < 4:
                left = _remove(hand, pair) + rest
                if self._leave_refusal(side, left, melds + [judge_codes(codes, rules)]):
                    continue
            out.append({"acao": "pegar_lixo", "cartas": cards_text(pair)})
        return out

    def timeout_action(self) -> dict[str, Any]:
        """The time-out move of RULES.md §4: draw from the monte; at the discard,
        the loose card (no suit neighbour in hand) of highest value, curingas last."""
        if self.hand_over:
            raise IllegalAction("fim_da_mao")
        if self.phase == COMPRAR:
            if self._monte and not self._must_take_lixo():
                return {"acao": "comprar"}
            return {"acao": "pegar_lixo"}
        hand = self._hands[self.turn]
        offered = self.legal_actions()
        allowed = [c for c in hand if _DESCARTAR[c] in offered] or hand
        card = timeout_discard(hand, allowed, self.rules.values)
        return {"acao": "descartar", "carta": _TEXT[card]}

    # ------------------------------------------------------------ the view

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (RULES.md §3), as plain JSON data, cards as text.

        Its own hand; the whole lixo; every jogo; scores; card counts of every
        hand, the monte and the mortos; and the cards each seat took from the
        lixo and still holds. Never the order of the monte, the mortos or the
        other hands.
        """
        self._check_seat(seat)
        return {
            "seat": seat,
            "side": seat % self.sides,
            "sides": self.sides,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "turn": self.turn,
            "phase": self.phase,
            "hand": [_TEXT[c] for c in self._hands[seat]],
            "hand_counts": [len(h) for h in self._hands],
            "lixo_taken": [[_TEXT[c] for c in t] for t in self._taken],
            "lixo": [_TEXT[c] for c in self._lixo],
            # the card the player to act took alone from the lixo this turn (public)
            "lixo_unico": _TEXT[self._lixo_unico] if self._lixo_unico >= 0 else None,
            "monte_count": len(self._monte),
            "mortos_left": len(self._mortos),
            "morto_taken": list(self._morto_taken),
            "melds": [[m.to_data() for m in side] for side in self._melds],
            "scores": list(self._scores),
            "start_scores": list(self._start_scores),
            "morto_pending": list(self._pending),
            "vulneravel": [self.vulneravel(side) for side in range(self.sides)],
            "third_deck": self._third_deck,
            "target": self.rules.meta,
            "hand_number": self.hand_number,
            "opener": self.opener,
            "hand_over": self.hand_over,
            "match_over": self.match_over,
            "winner": self.winner,
            "batida_by": self.batida_by,
            # the count shows the other hands' values: only once the hand is over
            "hand_scores": (
                [self.hand_score(side).to_data() for side in range(self.sides)]
                if self.hand_over
                else None
            ),
            "history": [dict(h) for h in self.history],
            "log": [dict(e) for e in self.log],
        }

    # ------------------------------------------------------------- saving

    def _state(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA_VERSION,
            "rules": self.rules.to_dict(),
            "players": self.players,
            "hands": [cards_text(h) for h in self._hands],
            "lixo_taken": [cards_text(t) for t in self._taken],
            "monte": cards_text(self._monte),
            "mortos": [cards_text(m) for m in self._mortos],
            "lixo": cards_text(self._lixo),
            "melds": [[cards_text(c) for c in side] for side in self._meld_codes],
            "turn": self.turn,
            "phase": self.phase,
            "morto_taken": list(self._morto_taken),
            "pending": list(self._pending),
            "scores": list(self._scores),
            "start_scores": list(self._start_scores),
            "hand_number": self.hand_number,
            "opener": self.opener,
            "hand_over": self.hand_over,
            "match_over": self.match_over,
            "winner": self.winner,
            "abandoned_by": self.abandoned_by,
            "batida_by": self.batida_by,
            "end_reason": self.end_reason,
            "final": [s.to_data() for s in self._final] if self._final else None,
            "history": self.history,
            "log": self.log,
            "seed": self._seed,
            "partial": self._partial,
            "third_deck": self._third_deck,
            "lixo_unico": _TEXT[self._lixo_unico] if self._lixo_unico >= 0 else None,
        }

    def to_json(self) -> str:
        """The whole match as JSON text, with a schema version inside."""
        return json.dumps(self._state(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Read back :meth:`to_json`. Unreadable or newer-version text raises ``ValueError``."""
        try:
            data = json.loads(text)
        except (TypeError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ValueError(f"jogo salvo ilegível: {exc}") from None
        if not isinstance(data, dict):
            raise ValueError("jogo salvo ilegível: não é um objeto JSON")
        schema = data.get("schema")
        if not isinstance(schema, int) or isinstance(schema, bool):
            raise ValueError("jogo salvo ilegível: sem versão de esquema")
        if schema > SCHEMA_VERSION:
            raise ValueError(
                f"jogo salvo por uma versão mais nova (esquema {schema}; esta lê até {SCHEMA_VERSION})"
            )
        if schema < 1:
            raise ValueError(f"versão de esquema inválida: {schema}")
        try:
            return cls._from_state(data)
        except ValueError as exc:
            raise ValueError(f"jogo salvo ilegível: {exc}") from None
        except (KeyError, TypeError, IndexError, AttributeError) as exc:
            raise ValueError(f"jogo salvo ilegível: campo ausente ou inválido ({exc!r})") from None

    @classmethod
    def _from_state(cls, d: dict[str, Any]) -> Game:
        rules = Rules.from_dict(d["rules"])
        game = cls(rules, int(d["players"]))
        n = game.players

        def codes(text: str) -> list[int]:
            if not isinstance(text, str):
                raise ValueError("cartas devem ser texto")
            return [int(c) for c in parse_cards(text)]

        game._hands = [sorted(codes(h)) for h in d["hands"]]
        game._taken = [sorted(codes(t)) for t in d["lixo_taken"]]
        if len(game._hands) != n or len(game._taken) != n:
            raise ValueError("número de mãos não confere")
        game._monte = codes(d["monte"])
        game._mortos = [codes(m) for m in d["mortos"]]
        game._lixo = codes(d["lixo"])
        if len(d["melds"]) != game.sides:
            raise ValueError("número de lados não confere")
        for side in range(game.sides):
            for text in d["melds"][side]:
                c = tuple(sorted(codes(text)))
                check = judge_codes(c, rules)
                if not check.ok:
                    raise ValueError(f"jogo inválido na mesa: {text}")
                game._melds[side].append(check)
                game._meld_codes[side].append(c)
        game.turn = int(d["turn"])
        if not 0 <= game.turn < n:
            raise ValueError("vez inválida")
        if d["phase"] not in PHASES:
            raise ValueError("fase inválida")
        game.phase = d["phase"]
        game._morto_taken = [bool(x) for x in d["morto_taken"]]
        game._pending = [int(x) for x in d["pending"]]
        game._scores = [int(x) for x in d["scores"]]
        game._start_scores = [int(x) for x in d["start_scores"]]
        game.hand_number = int(d["hand_number"])
        game.opener = int(d["opener"])
        game.hand_over = bool(d["hand_over"])
        game.match_over = bool(d["match_over"])
        game.winner = d["winner"]
        game.abandoned_by = d.get("abandoned_by")
        game.batida_by = d["batida_by"]
        game.end_reason = str(d["end_reason"])
        final = d.get("final")
        game._final = [HandScore.from_data(s) for s in final] if final else None
        game.history = list(d["history"])
        game.log = list(d["log"])
        game._seed = int(d["seed"])
        game._partial = bool(d.get("partial", False))
        game._third_deck = bool(d.get("third_deck", False))
        unico = d.get("lixo_unico")
        game._lixo_unico = codes(unico)[0] if unico else -1
        game._check_conservation(exact=not game._partial)
        return game

    def copy(self) -> Game:
        """An independent copy of the whole match (cheap: meld verdicts are shared)."""
        other = Game.__new__(Game)
        other.rules = self.rules
        other.players = self.players
        other.sides = self.sides
        other._third_deck = self._third_deck
        other._hands = [list(h) for h in self._hands]
        other._taken = [list(t) for t in self._taken]
        other._monte = list(self._monte)
        other._mortos = [list(m) for m in self._mortos]
        other._lixo = list(self._lixo)
        other._melds = [list(m) for m in self._melds]
        other._meld_codes = [list(m) for m in self._meld_codes]
        other.turn = self.turn
        other.phase = self.phase
        other._morto_taken = list(self._morto_taken)
        other._pending = list(self._pending)
        other._scores = list(self._scores)
        other._start_scores = list(self._start_scores)
        other.hand_number = self.hand_number
        other.opener = self.opener
        other.hand_over = self.hand_over
        other.match_over = self.match_over
        other.winner = self.winner
        other.abandoned_by = self.abandoned_by
        other.batida_by = self.batida_by
        other.end_reason = self.end_reason
        other.history = list(self.history)
        other.log = list(self.log)
        other._seed = self._seed
        other._partial = self._partial
        other._lixo_unico = self._lixo_unico
        other._final = self._final
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._state() == other._state()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<Game {self.rules.preset} {self.players}p mão {self.hand_number} "
            f"vez {self.turn} {self.phase} placar {self._scores}>"
        )


# ------------------------------------------------------------ hand analysis


def _positions(code: int) -> tuple[int, ...]:
    r = code % 13 + 1
    return (1, 14) if r == 1 else (r,)


def _pos_code(suit: int, p: int) -> int:
    return suit * 13 + (0 if p == 14 else p - 1)


_SUIT_JOGOS: dict[tuple, list[tuple[int, ...]]] = {}
_SET_JOGOS: dict[tuple, list[tuple[int, ...]]] = {}


def _set_jogos(cards: list[int], wilds: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The 3-card trincas of one rank's natural cards (sorted), plus one curinga each."""
    found: dict[tuple[int, ...], None] = {}
    n = len(cards)
    for i in range(n):
        for j in range(i + 1, n):
            for k in range(j + 1, n):
                found[(cards[i], cards[j], cards[k])] = None
            for w in wilds:
                found[tuple(sorted((cards[i], cards[j], w)))] = None
    if len(_SET_JOGOS) > 100_000:
        _SET_JOGOS.clear()
    sets = _SET_JOGOS[(tuple(cards), wilds)] = list(found)
    return sets


def _suit_jogos(suit: int, m: int, wilds: tuple[int, ...], double2: bool) -> list[tuple[int, ...]]:
    """The 3-card sequences of one suit, from its position mask and the curingas held.

    ``double2``: the hand holds both copies of this suit's 2 (one may stand
    natural while the other is the curinga). Memoised: the same holdings recur.
    """
    key = (suit, m, wilds, double2)
    known = _SUIT_JOGOS.get(key)
    if known is not None:
        return known
    base = suit * 13
    found: dict[tuple[int, ...], None] = {}
    t = m & (m >> 1) & (m >> 2)
    while t:
        low = t & -t
        p = low.bit_length() - 1
        t ^= low
        found[
            (base + p - 1, base + p, base + p + 1) if p < 12 else (base, base + 11, base + 12)
        ] = None
    if wilds:
        for dist in (1, 2):
            t = m & (m >> dist)
            while t:
                low = t & -t
                p = low.bit_length() - 1
                t ^= low
                a, b = _pos_code(suit, p), _pos_code(suit, p + dist)
                for w in wilds:
                    if (w == a or w == b) and not double2:
                        continue
                    found[tuple(sorted((a, b, w)))] = None
    if len(_SUIT_JOGOS) > 200_000:
        _SUIT_JOGOS.clear()
    known = _SUIT_JOGOS[key] = list(found)
    return known


def _new_jogos(
    hand: list[int], rules: Rules, distinct: set[int] | None = None
) -> list[tuple[int, ...]]:
    """Every distinct valid 3-card jogo the hand holds (sorted code tuples).

    Sequences come from bit masks of the positions (1..14, the ace at both ends)
    each suit holds: three in a row, or two at distance 1 or 2 plus a curinga.
    The order depends only on the hand.
    """
    if distinct is None:
        distinct = set(hand)
    wild = _WILD
    wilds = tuple(sorted(c for c in distinct if wild[c]))
    masks = [0, 0, 0, 0]
    bits = _POS_BITS
    for c in distinct:
        masks[c // 13 if c != JOKER else 0] |= bits[c]
    found: list[tuple[int, ...]] = []
    cache = _SUIT_JOGOS
    for suit in range(4):
        m = masks[suit]
        if not m & (m - 1):
            continue
        two = suit * 13 + 1
        double2 = two in distinct and hand.count(two) > 1
        jogos = cache.get((suit, m, wilds, double2))
        if jogos is None:
            jogos = _suit_jogos(suit, m, wilds, double2)
        found += jogos
    if rules.trincas:
        by_rank: list[list[int]] = [[], [], [], [], [], [], [], [], [], [], [], [], []]
        for c in hand:
            if not wild[c]:
                by_rank[c % 13].append(c)
        for cards in by_rank:
            if len(cards) > 1:
                key = (tuple(cards), wilds)
                sets = _SET_JOGOS.get(key)
                if sets is None:
                    sets = _set_jogos(cards, wilds)
                found += sets
    if rules.jogos_de_curingas and len(wilds) >= 1:
        pool = sorted(c for c in hand if wild[c])
        trios: dict[tuple[int, ...], None] = {}
        for i in range(len(pool)):
            for j in range(i + 1, len(pool)):
                for k in range(j + 1, len(pool)):
                    trios[(pool[i], pool[j], pool[k])] = None
        found += [t for t in trios if judge_codes(t, rules).ok and t not in found]
    return found


def _pos_bits(code: int) -> int:
    r = code % 13 + 1
    return (1 << 1) | (1 << 14) if r == 1 else 1 << r


_POS_BITS = [0 if c == JOKER else _pos_bits(c) for c in range(N_CODES)]


_OPENINGS: dict[tuple, list[tuple[int, ...]] | None] = {}


def vulneravel_opening(hand: list[int], rules: Rules) -> list[tuple[int, ...]] | None:
    """Disjoint jogos from ``hand`` worth at least the vulnerável minimum, or None.

    A bounded depth-first search over every jogo the hand can make (natural runs
    and their sub-runs, and runs completed by one curinga), richest first, so a
    run is split when only the split reaches the minimum.
    """
    key = (rules.trincas, rules.curingas_de_papel, rules.vulneravel_minimo, tuple(sorted(hand)))
    if key in _OPENINGS:
        return _OPENINGS[key]
    candidates = sorted(
        ((judge_codes(c, rules).points, c) for c in _opening_candidates(hand, rules)),
        key=lambda pc: (-pc[0], pc[1]),
    )
    counts: dict[int, int] = {}
    for c in hand:
        counts[c] = counts.get(c, 0) + 1
    minimo = rules.vulneravel_minimo
    budget = [4000]
    chosen: list[tuple[int, ...]] = []

    def search(start: int, total: int) -> bool:
        if total >= minimo:
            return True
        for k in range(start, len(candidates)):
            budget[0] -= 1
            if budget[0] < 0:
                return False
            points, codes = candidates[k]
            if all(counts[c] >= codes.count(c) for c in codes):
                for c in codes:
                    counts[c] -= 1
                chosen.append(codes)
                if search(k + 1, total + points):
                    return True
                chosen.pop()
                for c in codes:
                    counts[c] += 1
        return False

    result = list(chosen) if search(0, 0) else None
    if len(_OPENINGS) > 20_000:
        _OPENINGS.clear()
    _OPENINGS[key] = result
    return result


def _opening_candidates(hand: list[int], rules: Rules) -> list[tuple[int, ...]]:
    """Every valid jogo of the hand that an opening may use (sorted code tuples)."""
    distinct = set(hand)
    wilds = sorted(c for c in distinct if _WILD[c])
    found: dict[tuple[int, ...], None] = dict.fromkeys(_new_jogos(hand, rules, distinct))
    for suit in range(4):
        ps = sorted(p for p in range(1, 15) if _pos_code(suit, p) in distinct)
        for i in range(len(ps)):
            for j in range(i + 1, len(ps)):
                gaps = ps[j] - ps[i] + 1 - (j - i + 1)
                if gaps > 1:
                    break
                naturals = [_pos_code(suit, p) for p in ps[i : j + 1]]
                if naturals.count(naturals[0]) > hand.count(naturals[0]):
                    continue  # both aces, one copy held
                if gaps == 0 and len(naturals) >= 3:
                    found[tuple(sorted(naturals))] = None
                for w in wilds:
                    codes = tuple(sorted(naturals + [w]))
                    if codes.count(w) > hand.count(w) or codes in found:
                        continue
                    if judge_codes(codes, rules).ok:
                        found[codes] = None
    return list(found)


def timeout_discard(
    hand: list[int], allowed: list[int] | None = None, values: tuple[int, ...] = VALUES
) -> int:
    """The loose card (no suit neighbour in hand) of highest value, curingas last.

    ``allowed``: the cards the table lets go (default: the whole hand);
    ``values``: the table's card values.
    """
    present = set(hand)

    def neighbours(c: int) -> bool:
        if _WILD[c]:
            return False
        suit = c // 13
        for p in _positions(c):
            for q in (p - 1, p + 1):
                if 1 <= q <= 14:
                    n = suit * 13 + (0 if q in (1, 14) else q - 1)
                    if n in present and n != c:
                        return True
        return False

    def key(c: int) -> tuple:
        return (not _WILD[c], not neighbours(c), values[c], -c)

    return max(allowed or hand, key=key)
