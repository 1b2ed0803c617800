"""The rules as data: one options object, and presets as named option sets.

Every table of docs/rules.md §11 is a :class:`Rules` value; :func:`ruleset` builds
one from a preset id plus table options. The engine reads only these fields,
so a new table is a new entry in :data:`PRESET_OPTIONS` (plus, for a rule no
table had before, a new field).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from .cards import JOKER, VALUES

_VALUE_TABLES: dict[tuple[int, int, int], tuple[int, ...]] = {}
#: Each table's fields as ``asdict`` gives them (``Rules.to_dict``; every field is immutable).
_DICTS: dict[Rules, dict[str, Any]] = {}
#: Every distinct set of the rules that judging a jogo depends on, numbered.
_MELD_KEYS: dict[tuple[Any, ...], int] = {}


class MultaMorto(StrEnum):
    """When a side without its morto pays 100 (values as saved)."""

    SEMPRE = "sempre"
    """Every side without a morto pays."""
    SE_OUTRO_PEGOU = "se_outro_pegou"
    """Only when another side took theirs."""


class MortoIndireto(StrEnum):
    """How a morto taken by ida indireta counts when the hand ends before its taker
    plays again (values as saved)."""

    NAO_PEGO = "nao_pego"
    MAO = "mao"


MULTA_SEMPRE = MultaMorto.SEMPRE
MULTA_SE_OUTRO_PEGOU = MultaMorto.SE_OUTRO_PEGOU
INDIRETO_NAO_PEGO = MortoIndireto.NAO_PEGO
INDIRETO_MAO = MortoIndireto.MAO


@dataclass(frozen=True)
class Rules:
    """One table's rules. Build it with :func:`ruleset`; it never changes."""

    preset: str = "aberto"
    #: Table options (docs/rules.md §12.1).
    trincas: bool = False
    curingas_de_papel: bool = False
    canastras_especiais: bool = True
    batida_exige_limpa: bool = True
    vulneravel: bool = False
    meta: int = 3000
    #: Differences between tables that are not table options (docs/rules.md §12.2).
    lixo_inicial: bool = True
    """One card from the monte is turned up to open the lixo."""
    lixo_fechado: bool = False
    """The lixo is taken only by using its top card at once (Fechado)."""
    lixo_so_topo: bool = False
    """Only the lixo's top card and its count are shown, the pile stacked
    (docs/rules.md §9.2; decision 22)."""
    lixo_em_leque: bool = False
    """Table option, a learning aid: show the whole lixo fanned even where the
    table shows only its top card (docs/rules.md §9.2)."""
    multa_morto: MultaMorto = MultaMorto.SE_OUTRO_PEGOU
    """``sempre``: -100 for every side without a morto; ``se_outro_pegou``: only
    when the other side took theirs."""
    morto_indireto: MortoIndireto = MortoIndireto.NAO_PEGO
    """A morto taken by ida indireta when the hand ends before its taker plays
    again: ``nao_pego`` counts as not taken (cards not counted); ``mao`` counts
    its cards as a hand."""
    vulneravel_minimo: int = 75
    """Card points the first lay-down of a vulnerável side must reach."""
    valor_curinga_2: int = 10
    """Points of a 2 standing as curinga in a jogo (a natural 2, or a 2 in hand, is 10)."""
    batida_por_baixada: bool = True
    """A player may go out by laying every card down (else only by discarding)."""
    batida_sem_curinga: bool = False
    """The discard that goes out may not be a curinga."""
    proibe_descarte_do_lixo_unico: bool = False
    """A player who took exactly one card from the lixo may not discard it that turn."""
    # -- the rioplatense game (docs/rules.md §11.10)
    valor_as: int = 15
    """Points of an ace."""
    valor_dois: int = 10
    """Points of a 2 (in hand, natural, or as curinga unless valor_curinga_2 says more)."""
    valor_joker: int = 20
    """Points of a paper joker."""
    jogos_de_curingas: bool = False
    """Jogos made only of curingas (2s and jokers) are allowed, with any number of them."""
    max_jogo: int = 0
    """Most cards a jogo may hold (0: no limit); a full jogo takes no more cards."""
    canastras_rioplatenses: bool = False
    """The aces canastra (500 limpa, 200 suja) and the curingas canastra (1500)."""
    descarte_curinga: bool = True
    """A curinga may be discarded (rioplatense: never)."""
    guardar_nao_curinga: bool = False
    """After laying down a player keeps a non-curinga; a turn that starts with only
    curingas in hand must take the lixo."""
    batida_exige_canastra: bool = True
    """Going out needs a canastra (else anyone who took the morto may; the batida
    prize is then paid only with a canastra)."""
    mesa_negativa_sem_canastra: bool = False
    """A side with no canastra counts its cards on the table as negative."""
    terceiro_baralho: bool = False
    """When the monte first runs out a third deck (52 cards and 2 jokers) comes in;
    the second time ends the hand. Otherwise a morto becomes the monte."""
    jogadores: tuple[int, ...] = (2, 4)
    """How many may play: 2 or 4 (pairs); rioplatense also 3 alone and 6 (3 pairs)."""
    curinga_em_trinca: bool = True
    """A set (trinca) may hold one curinga (VIP: a 2 is a curinga only in a
    sequence; decision 29)."""

    if TYPE_CHECKING:  # pragma: no cover
        #: What judging one jogo depends on (set in ``__post_init__``; not a field:
        #: the default only tells the type checker it needs no argument).
        meld_key: int = 0

    def __post_init__(self) -> None:
        for name, enum in (("multa_morto", MultaMorto), ("morto_indireto", MortoIndireto)):
            value = getattr(self, name)
            try:
                object.__setattr__(self, name, enum(value))
            except ValueError:
                valid = " ou ".join(repr(str(v)) for v in enum)
                raise ValueError(f"{name} deve ser {valid}") from None
        if isinstance(self.meta, bool) or not isinstance(self.meta, int) or self.meta < 0:
            raise ValueError("meta deve ser um inteiro >= 0 (0 = uma mão só)")
        for name in (
            "vulneravel_minimo",
            "valor_curinga_2",
            "valor_as",
            "valor_dois",
            "valor_joker",
            "max_jogo",
        ):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"{name} deve ser um inteiro >= 0")
        for f in fields(self):
            if f.type == "bool" and not isinstance(getattr(self, f.name), bool):
                raise ValueError(f"a opção {f.name} deve ser True ou False")
        if isinstance(self.jogadores, list):
            object.__setattr__(self, "jogadores", tuple(self.jogadores))
        if not self.jogadores or not set(self.jogadores) <= {2, 3, 4, 6}:
            raise ValueError("jogadores: 2, 3, 4 ou 6")
        if 0 < self.max_jogo < 3:
            raise ValueError("max_jogo: 0 (sem limite) ou pelo menos 3")
        # What judging one jogo depends on (the memo key of judge.judge_codes), as a
        # small int: a tuple's hash is not cached, and the key is hashed on every judge.
        judged_by = (
            self.trincas,
            self.canastras_especiais,
            self.curingas_de_papel,
            self.valor_curinga_2,
            self.values,
            self.jogos_de_curingas,
            self.max_jogo,
            self.canastras_rioplatenses,
            self.curinga_em_trinca,
        )
        object.__setattr__(self, "meld_key", _MELD_KEYS.setdefault(judged_by, len(_MELD_KEYS)))

    @property
    def values(self) -> tuple[int, ...]:
        """Points of each card code under these rules."""
        key = (self.valor_as, self.valor_dois, self.valor_joker)
        known = _VALUE_TABLES.get(key)
        if known is None:
            table = list(VALUES)
            for suit in range(4):
                table[suit * 13] = self.valor_as
                table[suit * 13 + 1] = self.valor_dois
            table[JOKER] = self.valor_joker
            known = _VALUE_TABLES[key] = tuple(table)
        return known

    @property
    def lixo_a_vista(self) -> bool:
        """The whole lixo is shown fanned (else only its top card and its count)."""
        return self.lixo_em_leque or not self.lixo_so_topo

    @property
    def single_hand(self) -> bool:
        """The match is one hand (``meta == 0``)."""
        return self.meta == 0

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data, for saving and for a seat's view: a new dict each call.

        Every field is immutable, so the fields are read once per table (``asdict``
        copies deeply, and a view, which every bot decision reads, asks for them)."""
        known = _DICTS.get(self)
        if known is None:
            known = _DICTS[self] = asdict(self)
        return {**known, "jogadores": list(self.jogadores)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Read back :meth:`to_dict`; unknown keys raise ``ValueError``."""
        if not isinstance(data, dict):
            raise ValueError("regras ilegíveis")
        # lists (the seat counts) as tuples, so the table's rules come from ruleset's
        # cache: every guess the search builds reads them from a view
        data = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items()}
        preset = data.pop("preset", "aberto")
        return ruleset(preset, **data)


_BASE = dict(
    trincas=False,
    curingas_de_papel=False,
    canastras_especiais=False,
    batida_exige_limpa=False,
    vulneravel=False,
    meta=3000,
    lixo_inicial=False,
    lixo_fechado=False,
    multa_morto=MULTA_SEMPRE,
    morto_indireto=INDIRETO_MAO,
)

_ABERTO = dict(
    _BASE,
    lixo_inicial=True,
    batida_exige_limpa=True,
    canastras_especiais=True,
    multa_morto=MULTA_SE_OUTRO_PEGOU,
    morto_indireto=INDIRETO_NAO_PEGO,
)

_JOGATINA = dict(
    _BASE,
    curingas_de_papel=True,
    lixo_inicial=True,
    batida_exige_limpa=True,
    canastras_especiais=True,
)

_VIP = dict(
    _BASE,
    trincas=True,
    curinga_em_trinca=False,
    canastras_especiais=True,
    batida_sem_curinga=True,
    proibe_descarte_do_lixo_unico=True,
)

_VIP_LIMPA = dict(_VIP, trincas=False, batida_exige_limpa=True, valor_curinga_2=20)

#: Every preset id, with the options that make it (docs/rules.md §11).
PRESET_OPTIONS: dict[str, dict[str, Any]] = {
    "aberto": _ABERTO,
    "fechado": dict(_ABERTO, lixo_fechado=True),
    "mestre-buraco": dict(_BASE),
    "mestre-canastra": dict(_BASE, batida_exige_limpa=True, vulneravel=True),
    # Jogatina (docs/rules.md §11.5-§11.7): the base plus its differences; its morto
    # rules are the base's (penalty always, an unplayed morto counts as hand cards;
    # decision 6), its 500 is Ás ao Rei (decision 28).
    "jogatina-aberto": _JOGATINA,
    # The closed Jogatina lixo shows only its top card (seed 002: "só o topo do lixo").
    "jogatina-fechado": dict(
        _JOGATINA, lixo_fechado=True, lixo_so_topo=True, trincas=True, batida_exige_limpa=False
    ),
    "jogatina-stbl": dict(_JOGATINA, lixo_fechado=True, lixo_so_topo=True),
    # VIP (docs/rules.md §11.8-§11.9, §11.12-§11.14): sets without curinga (decision 29),
    # the curinga 2 worth more, two discard limits; the closed lixo shows only its top
    # card (seed 004: "apenas a carta em cima da pilha ... fica visível").
    "vip-aberto-sujo": dict(_VIP, valor_curinga_2=30, batida_por_baixada=False),
    "vip-fechado-sujo": dict(_VIP, valor_curinga_2=20, lixo_fechado=True, lixo_so_topo=True),
    # The base game of seed 004 and its Fechado modes: batida needs a limpa ("No Aberto
    # sujo e Fechado sujo, os jogadores podem baixar com uma canastra suja" — only
    # those); no sets "nas variantes Aberto e Fechado STBL".
    "vip-aberto": _VIP_LIMPA,
    "vip-fechado": dict(_VIP_LIMPA, trincas=True, lixo_fechado=True, lixo_so_topo=True),
    "vip-fechado-stbl": dict(_VIP_LIMPA, lixo_fechado=True, lixo_so_topo=True),
    # The Spanish text's game (docs/rules.md §11.10): its own deck, jogos, closing and prizes.
    "rioplatense": dict(
        _BASE,
        curingas_de_papel=True,
        lixo_inicial=True,
        trincas=True,
        valor_as=20,
        valor_dois=20,
        valor_joker=50,
        valor_curinga_2=20,
        jogos_de_curingas=True,
        max_jogo=7,
        canastras_rioplatenses=True,
        descarte_curinga=False,
        guardar_nao_curinga=True,
        batida_exige_canastra=False,
        batida_por_baixada=False,
        lixo_so_topo=True,
        mesa_negativa_sem_canastra=True,
        terceiro_baralho=True,
        jogadores=(2, 3, 4, 6),
    ),
}

#: The ids of the presets built so far; the first is the default.
PRESETS: tuple[str, ...] = tuple(PRESET_OPTIONS)

OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in fields(Rules) if f.name != "preset")

_CACHE: dict[tuple[Any, ...], Rules] = {}


def ruleset(name: str = "aberto", **options: Any) -> Rules:
    """The rules of preset ``name`` with table options overriding.

    ``ruleset("aberto", trincas=True, meta=1500)``. An unknown preset or option
    raises :class:`ValueError` listing the valid ones.
    """
    # the value's type in the key: 1 == True, and a 1 must not find the rules of a True
    # that validation let in (a save file's "trincas": 1 is refused, not read as True)
    key = (name, tuple(sorted((k, type(v), v) for k, v in options.items())))
    try:
        cached = _CACHE.get(key)
    except TypeError:  # an unhashable option value: let validation speak
        cached = None
    if cached is not None:
        return cached
    if name not in PRESET_OPTIONS:
        raise ValueError(f"regra desconhecida: {name!r}; as válidas são: {', '.join(PRESETS)}")
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise ValueError(
            f"opção desconhecida: {', '.join(unknown)}; as válidas são: {', '.join(OPTION_NAMES)}"
        )
    rules = replace(Rules(preset=name), **{**PRESET_OPTIONS[name], **options})
    try:
        _CACHE[key] = rules
    except TypeError:
        pass
    return rules
