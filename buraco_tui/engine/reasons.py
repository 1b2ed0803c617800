"""Why a move or a jogo is refused: stable codes with sentences in pt and en.

Every refusal of the engine names a code from :data:`MESSAGES`. The code is
stable (tests and the UI key on it); the sentence is for the player, in
Brazilian Portuguese by default and in English on request.
"""

from __future__ import annotations

from typing import Any

#: code -> (Portuguese, English). ``{name}`` fields are filled from params.
MESSAGES: dict[str, tuple[str, str]] = {
    # one jogo
    "poucas_cartas": (
        "Um jogo precisa de pelo menos 3 cartas.",
        "A meld needs at least 3 cards.",
    ),
    "curingas_demais": (
        "Um jogo aceita no máximo um curinga.",
        "A meld takes at most one wild card.",
    ),
    "sem_naturais": (
        "Um jogo precisa de cartas naturais, não só curingas.",
        "A meld needs natural cards, not only wild cards.",
    ),
    "naipes_misturados": (
        "Uma sequência tem de ser toda do mesmo naipe.",
        "A sequence must be all of one suit.",
    ),
    "trinca_proibida": (
        "Trincas não valem nesta mesa: só sequências do mesmo naipe.",
        "Sets are not allowed at this table: only same-suit sequences.",
    ),
    "trinca_sem_curinga": (
        "Nesta mesa o 2 só é curinga em sequência: um conjunto (trinca) não leva curinga.",
        "At this table a 2 is wild only in a sequence: a set takes no wild card.",
    ),
    "trinca_de_2": (
        "Não existe trinca de 2: o 2 é curinga.",
        "There is no set of 2s: a 2 is a wild card.",
    ),
    "carta_repetida": (
        "Uma sequência não pode ter a mesma carta duas vezes.",
        "A sequence cannot hold the same card twice.",
    ),
    "nao_da_volta": (
        "A sequência não dá a volta: o Ás fica antes do 2 ou depois do Rei (K-A-2 não vale).",
        "A sequence does not wrap: the ace goes below the 2 or above the king (K-A-2 is not valid).",
    ),
    "sequencia_com_buraco": (
        "Essas cartas não são seguidas: falta carta no meio e o curinga não cobre.",
        "These cards are not consecutive: cards are missing and one wild card cannot cover them.",
    ),
    "sequencia_longa": (
        "Uma sequência vai no máximo de Ás a Ás (14 cartas).",
        "A sequence runs at most from ace to ace (14 cards).",
    ),
    "jogo_cheio": (
        "Um jogo tem no máximo 7 cartas: com 7 é canastra e não aceita mais.",
        "A meld holds at most 7 cards: at 7 it is a canastra and takes no more.",
    ),
    "sem_curinga_de_papel": (
        "Esta mesa joga sem curingas de papel (jokers).",
        "This table plays without jokers.",
    ),
    # the turn
    "fim_da_mao": (
        "A mão já acabou.",
        "The hand is over.",
    ),
    "fim_da_partida": (
        "A partida já acabou.",
        "The match is over.",
    ),
    "mao_em_andamento": (
        "A mão ainda não acabou.",
        "The hand is not over yet.",
    ),
    "fase_comprar": (
        "Primeiro compre: uma carta do monte ou o lixo.",
        "Draw first: one card from the stock or the discard pile.",
    ),
    "fase_baixar": (
        "Você já comprou nesta vez: agora baixe, encoste ou descarte.",
        "You have already drawn this turn: now meld, lay off or discard.",
    ),
    "monte_vazio": (
        "O monte está vazio.",
        "The stock is empty.",
    ),
    "lixo_vazio": (
        "O lixo está vazio: compre do monte.",
        "The discard pile is empty: draw from the stock.",
    ),
    "lixo_fechado_sem_uso": (
        "No lixo fechado, só pega o lixo quem usa a carta de cima na hora: "
        "diga com que cartas da mão baixar o {carta} ou em que jogo encostá-lo.",
        "With a closed discard pile you may take it only by using its top card at once: "
        "say which hand cards to meld the {carta} with, or which meld to add it to.",
    ),
    "lixo_fechado_poucas": (
        "Para baixar o {carta} do lixo é preciso juntar pelo menos 2 cartas da mão.",
        "To meld the {carta} from the discard pile you need at least 2 cards from your hand.",
    ),
    "lixo_fechado_nao_encaixa": (
        "O {carta} do lixo não encaixa nesse jogo: {motivo}",
        "The {carta} from the discard pile does not fit that meld: {motivo}",
    ),
    "lixo_fechado_jogo_invalido": (
        "O {carta} do lixo não forma jogo com essas cartas: {motivo}",
        "The {carta} from the discard pile does not make a meld with those cards: {motivo}",
    ),
    "carta_nao_esta_na_mao": (
        "Você não tem {carta} na mão.",
        "You have no {carta} in your hand.",
    ),
    "jogo_inexistente": (
        "Não existe o jogo {jogo} do seu lado da mesa.",
        "There is no meld {jogo} on your side of the table.",
    ),
    "jogo_invalido": (
        "{motivo}",
        "{motivo}",
    ),
    "encostar_invalido": (
        "Essas cartas não encaixam nesse jogo: {motivo}",
        "Those cards do not fit that meld: {motivo}",
    ),
    "sem_cartas": (
        "Escolha as cartas.",
        "Choose the cards.",
    ),
    "vulneravel": (
        "Seu lado está vulnerável: a primeira baixada precisa somar {minimo} pontos "
        "em cartas (esta soma {pontos}).",
        "Your side is vulnerable: its first lay-down must total {minimo} card points "
        "(this one totals {pontos}).",
    ),
    "precisa_canastra_baixar": (
        "Você não pode ficar com menos de 2 cartas na mão: ainda não tem canastra {tipo} "
        "para bater (uma carta para descartar e outra para continuar).",
        "You cannot keep fewer than 2 cards: you have no {tipo_en} canastra to go out yet "
        "(one card to discard and one to keep).",
    ),
    "precisa_canastra_descartar": (
        "Você não pode descartar a última carta: ainda não tem canastra {tipo} para bater.",
        "You cannot discard your last card: you have no {tipo_en} canastra to go out yet.",
    ),
    "batida_so_descartando": (
        "Nesta mesa só se bate descartando a última carta: guarde uma carta para o descarte.",
        "At this table you go out only by discarding your last card: keep one card to discard.",
    ),
    "batida_com_curinga": (
        "Não se bate descartando um curinga: guarde outra carta para o descarte final.",
        "You may not go out by discarding a wild card: keep another card for the last discard.",
    ),
    "sem_descarte_possivel": (
        "Guarde uma carta que possa descartar: a que você pegou sozinha do lixo não pode "
        "voltar para ele nesta vez.",
        "Keep a card you can discard: the one card you took from the discard pile cannot go "
        "back this turn.",
    ),
    "descarte_lixo_unico": (
        "Você pegou só o {carta} do lixo: não pode descartá-lo nesta mesma vez.",
        "You took only the {carta} from the discard pile: you may not discard it this turn.",
    ),
    "descarte_curinga": (
        "Nesta mesa nunca se descarta um curinga.",
        "At this table a wild card is never discarded.",
    ),
    "guardar_nao_curinga": (
        "Depois de baixar, fique com pelo menos uma carta que não seja curinga.",
        "After laying down, keep at least one card that is not a wild card.",
    ),
    "so_curingas_pegue_lixo": (
        "Sua mão só tem curingas: pegue o lixo para ter o que descartar.",
        "Your hand holds only wild cards: take the discard pile to have something to discard.",
    ),
    "precisa_morto_para_bater": (
        "Você só fica sem cartas depois de pegar o morto: guarde uma carta para continuar.",
        "You may run out of cards only after taking your morto: keep a card to go on.",
    ),
    # action dicts
    "acao_malformada": (
        "Jogada mal formada: {detalhe}",
        "Malformed move: {detalhe}",
    ),
    "acao_desconhecida": (
        "Jogada desconhecida: {acao!r}. As jogadas são: {validas}.",
        "Unknown move: {acao!r}. The moves are: {validas}.",
    ),
    "cartas_invalidas": (
        "Cartas ilegíveis: {detalhe}",
        "Unreadable cards: {detalhe}",
    ),
    "assento_invalido": (
        "Assento inválido: {seat}.",
        "Invalid seat: {seat}.",
    ),
}


def message(code: str, lang: str = "pt", **params: Any) -> str:
    """The sentence for a refusal code, in ``lang`` (``"pt"`` or ``"en"``)."""
    pt, en = MESSAGES[code]
    template = en if lang == "en" else pt
    try:
        text = template.format(**params)
    except (KeyError, IndexError):
        text = template
    return " ".join(text.split()) if "  " in text else text


class IllegalAction(ValueError):
    """A refused action or jogo. ``code`` is stable; ``str()`` is the pt sentence.

    ``message("en")`` gives the English sentence. The game is left unchanged.
    """

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(message(code, "pt", **params))

    def message(self, lang: str = "pt") -> str:
        """The player's sentence in ``lang``; nested reasons follow the same language."""
        params = dict(self.params)
        for key in ("motivo",):
            nested = params.get(key + "_code")
            if nested:
                params[key] = message(nested, lang, **params.get(key + "_params", {}))
        return message(self.code, lang, **params)
