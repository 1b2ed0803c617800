"""Every string of the interface, in Brazilian Portuguese (default) and English.

``tr(key, lang, **fields)`` gives the sentence. The engine's refusals carry their own
sentences (``IllegalAction.message(lang)``); this module holds the rest: labels, key
names, the status line, the screens, and the rules summary of each table
(:func:`rules_summary`, built from the preset's options so every preset is covered).
"""

from __future__ import annotations

from typing import Any

LANGS = ("pt", "en")

#: key -> (pt, en)
STRINGS: dict[str, tuple[str, str]] = {
    # people and levels
    "you": ("Você", "You"),
    "zeca": ("Zeca", "Zeca"),
    "level.easy": ("fácil", "easy"),
    "level.medium": ("médio", "medium"),
    "level.hard": ("difícil", "hard"),
    # table labels
    "cards_n": ("{n} cartas", "{n} cards"),
    "cards_1": ("1 carta", "1 card"),
    "from_lixo": ("do lixo:", "from the lixo:"),
    "monte": ("Monte", "Stock"),
    "mortos": ("Mortos", "Mortos"),
    "lixo": ("Lixo", "Lixo"),
    "lixo_empty": ("(vazio)", "(empty)"),
    "lixo_top": ("topo", "top"),
    "your_jogos": ("Seus jogos", "Your melds"),
    "zeca_jogos": ("Jogos do Zeca", "Zeca's melds"),
    "no_jogos": ("nenhum jogo ainda", "no melds yet"),
    "your_hand": ("Sua mão", "Your hand"),
    "sorted_naipe": ("por naipe", "by suit"),
    "sorted_valor": ("por valor", "by value"),
    "selected_n": ("{n} marcadas", "{n} selected"),
    "selected_1": ("1 marcada", "1 selected"),
    "canastra.limpa": ("limpa 200", "clean 200"),
    "canastra.suja": ("suja 100", "dirty 100"),
    "canastra.500": ("limpa 500", "clean 500"),
    "canastra.1000": ("limpa 1000", "clean 1000"),
    "learn_legend": ("• forma jogo  + encaixa num jogo seu", "• makes a meld  + fits your meld"),
    "learn_lixo": ("o lixo dá jogo: {cards}", "lixo gives a meld: {cards}"),
    "hint_mark": ("dica", "hint"),
    # score panel
    "score": ("Placar", "Score"),
    "target": ("Alvo", "Target"),
    "target_single": ("uma mão", "one hand"),
    "hand_n": ("Mão {n}", "Hand {n}"),
    "morto_label": ("Morto", "Morto"),
    "morto_taken": ("pegou", "taken"),
    "morto_not": ("não", "not yet"),
    "rounds": ("Rodadas", "Hands"),
    "no_rounds": ("nenhuma ainda", "none yet"),
    "sound_on": ("som ligado", "sound on"),
    "timer": ("tempo {s}s", "time {s}s"),
    # status line
    "st.your_comprar": (
        "Sua vez: compre do monte (c) ou pegue o lixo (l).",
        "Your turn: draw from the stock (c) or take the lixo (l).",
    ),
    "st.your_comprar_fechado": (
        "Sua vez: compre do monte (c), ou pegue o lixo (l) usando o topo com as cartas marcadas ou num jogo seu.",
        "Your turn: draw (c), or take the lixo (l) using its top card with the selected cards or on one of your melds.",
    ),
    "st.your_baixar": (
        "Sua vez: baixe (b), encoste (e ou 1-9) e descarte (d) uma carta.",
        "Your turn: meld (b), lay off (e or 1-9) and discard (d) one card.",
    ),
    "st.zeca_turn": ("Vez do Zeca…", "Zeca's turn…"),
    "st.zeca_thinking": ("Vez do Zeca… (f avança)", "Zeca's turn… (f skips ahead)"),
    "st.hand_over": (
        "A mão acabou: Enter mostra a contagem.",
        "The hand is over: Enter shows the count.",
    ),
    "st.match_over": (
        "A partida acabou: n para uma nova partida.",
        "The match is over: n for a new match.",
    ),
    "st.not_your_turn": ("Espere: é a vez do Zeca.", "Wait: it is Zeca's turn."),
    "st.nothing_to_undo": (
        "Não há o que desfazer: comprar do monte, pegar o morto e o descarte não se desfazem.",
        "Nothing to undo: drawing from the stock, taking the morto and discarding cannot be undone.",
    ),
    "st.undone": ("Desfeito.", "Undone."),
    "st.select_first": (
        "Marque as cartas primeiro (espaço ou clique).",
        "Select the cards first (space or click).",
    ),
    "st.discard_one": (
        "Marque uma carta só para descartar.",
        "Select exactly one card to discard.",
    ),
    "st.which_jogo": (
        "Em que jogo encostar? Tecle o número do jogo (1-9) ou clique nele.",
        "Lay off on which meld? Press its number (1-9) or click it.",
    ),
    "st.which_jogo_lixo": (
        "Em que jogo pôr o {carta} do lixo? Tecle o número (1-9) ou clique no jogo.",
        "On which meld should the {carta} from the lixo go? Press its number (1-9) or click it.",
    ),
    "st.no_jogo_fits": (
        "As cartas marcadas não encaixam em nenhum dos seus jogos.",
        "The selected cards fit none of your melds.",
    ),
    "st.no_jogos_yet": ("Você ainda não tem jogos na mesa.", "You have no melds on the table yet."),
    "st.hint": ("Dica: {reason}", "Hint: {reason}"),
    "st.hint_thinking": ("Procurando uma dica…", "Looking for a hint…"),
    "st.hint_none": ("Sem dica agora.", "No hint right now."),
    "st.timeout": (
        "O tempo acabou: jogada automática ({what}).",
        "Time ran out: automatic move ({what}).",
    ),
    "st.sorted": ("Mão ordenada {how}.", "Hand sorted {how}."),
    "st.sound": ("Som {state}.", "Sound {state}."),
    "st.on": ("ligado", "on"),
    "st.off": ("desligado", "off"),
    "st.resumed": ("Partida retomada de onde parou.", "Match resumed where it was left."),
    "st.new_match": (
        "Partida nova: {mode}, {target}, Zeca {level}.",
        "New match: {mode}, {target}, Zeca {level}.",
    ),
    "st.options_ignored": (
        "Havia uma partida salva: ela foi retomada (use --new para começar outra com essas opções).",
        "A saved match was found and resumed (use --new to start another with those options).",
    ),
    "st.save_failed": (
        "Não foi possível salvar a partida: {detail}",
        "Could not save the match: {detail}",
    ),
    # events (narration)
    "ev.comprar": ("{who} comprou do monte.", "{who} drew from the stock."),
    "ev.pegar_lixo": ("{who} pegou o lixo: {cards}.", "{who} took the lixo: {cards}."),
    "ev.pegar_lixo_jogo": (
        "{who} pegou o lixo ({cards}), com o topo no jogo {n}.",
        "{who} took the lixo ({cards}), its top card going to meld {n}.",
    ),
    "ev.baixar": ("{who} baixou {cards}.", "{who} melded {cards}."),
    "ev.encostar": ("{who} encostou {cards} no jogo {n}.", "{who} laid {cards} off on meld {n}."),
    "ev.descartar": ("{who} descartou {card}.", "{who} discarded {card}."),
    "ev.morto_direta": (
        "{who} pegou o morto e continua a vez.",
        "{who} took the morto and plays on.",
    ),
    "ev.morto_indireta": (
        "{who} pegou o morto (para a próxima vez).",
        "{who} took the morto (for the next turn).",
    ),
    "ev.morto_vira_monte": (
        "O monte acabou: um morto virou o monte.",
        "The stock ran out: a morto became the stock.",
    ),
    "ev.fim_batida": ("{who} bateu!", "{who} went out!"),
    "ev.fim_monte": (
        "O monte acabou: fim da mão sem batida.",
        "The stock ran out: the hand ends with no batida.",
    ),
    "who.you": ("Você", "You"),
    "who.zeca": ("Zeca", "Zeca"),
    # keys (footer and help)
    "key.cursor": ("Cursor", "Cursor"),
    "key.select": ("Marcar", "Select"),
    "key.clear": ("Desmarcar", "Unselect"),
    "key.comprar": ("Comprar", "Draw"),
    "key.lixo": ("Lixo", "Lixo"),
    "key.baixar": ("Baixar", "Meld"),
    "key.encostar": ("Encostar", "Lay off"),
    "key.jogo_n": ("No jogo", "On meld"),
    "key.descartar": ("Descartar", "Discard"),
    "key.desfazer": ("Desfazer", "Undo"),
    "key.dica": ("Dica", "Hint"),
    "key.ordenar": ("Ordenar", "Sort"),
    "key.som": ("Som", "Sound"),
    "key.avancar": ("Avançar", "Skip"),
    "key.contagem": ("Contagem", "Count"),
    "key.ajuda": ("Ajuda", "Help"),
    "key.nova": ("Nova", "New"),
    "key.stats": ("Estatísticas", "Stats"),
    "key.opcoes": ("Opções", "Options"),
    "key.sair": ("Sair", "Quit"),
    "key.fechar": ("Fechar", "Close"),
    "key.ok": ("Continuar", "Continue"),
    # key explanations (help screen)
    "keyhelp.cursor": ("mover o cursor na mão", "move the cursor in your hand"),
    "keyhelp.select": (
        "marcar/desmarcar a carta do cursor (ou clique na carta)",
        "select/unselect the card under the cursor (or click it)",
    ),
    "keyhelp.clear": ("desmarcar todas", "unselect all"),
    "keyhelp.comprar": (
        "comprar a carta de cima do monte (ou clique no monte)",
        "draw the top card of the stock (or click the stock)",
    ),
    "keyhelp.lixo": (
        "pegar o lixo; no lixo fechado, com as cartas marcadas ou num jogo seu (ou clique no lixo)",
        "take the lixo; with a closed lixo, with the selected cards or onto one of your melds (or click the lixo)",
    ),
    "keyhelp.baixar": (
        "baixar as cartas marcadas como um jogo novo",
        "lay the selected cards down as a new meld",
    ),
    "keyhelp.encostar": (
        "encostar as cartas marcadas num jogo seu (ou clique no jogo)",
        "add the selected cards to one of your melds (or click it)",
    ),
    "keyhelp.jogo_n": (
        "encostar as marcadas no jogo de número 1 a 9",
        "add the selected cards to meld number 1 to 9",
    ),
    "keyhelp.descartar": (
        "descartar a carta marcada e passar a vez",
        "discard the selected card and end the turn",
    ),
    "keyhelp.desfazer": (
        "desfazer baixas e o lixo pego, até o descarte (comprar do monte e o morto não se desfazem)",
        "undo lay-downs and taking the lixo until you discard (drawing and the morto cannot be undone)",
    ),
    "keyhelp.dica": (
        "mostrar a melhor jogada agora, com o porquê",
        "show the best move now, and why",
    ),
    "keyhelp.ordenar": (
        "ordenar a mão por naipe ou por valor",
        "sort the hand by suit or by value",
    ),
    "keyhelp.som": (
        "ligar/desligar o bipe na sua vez e na batida",
        "sound on/off: a bell on your turn and on the batida",
    ),
    "keyhelp.avancar": ("pular a animação da vez do Zeca", "skip ahead through Zeca's turn"),
    "keyhelp.contagem": (
        "ver a contagem da mão que acabou",
        "see the count of the hand that ended",
    ),
    "keyhelp.ajuda": ("esta ajuda", "this help"),
    "keyhelp.nova": ("começar uma partida nova", "start a new match"),
    "keyhelp.stats": ("estatísticas por modo e alvo", "statistics per mode and target"),
    "keyhelp.opcoes": (
        "idioma, naipes ASCII, modo aprendizado, tempo por jogada",
        "language, ASCII suits, learning mode, move timer",
    ),
    "keyhelp.sair": ("sair (a partida fica salva)", "quit (the match stays saved)"),
    # help screen
    "help.title": ("Ajuda", "Help"),
    "help.keys": ("Teclas", "Keys"),
    "help.mouse": (
        "Mouse: clique numa carta da mão para marcar, no monte para comprar, no lixo para pegá-lo, num jogo seu para encostar as marcadas.",
        "Mouse: click a hand card to select it, the stock to draw, the lixo to take it, one of your melds to lay the selected cards off on it.",
    ),
    "help.rules": ("Regras desta mesa: {mode}", "Rules of this table: {mode}"),
    "help.turn": (
        "A vez: (1) compre uma carta do monte ou o lixo inteiro; (2) baixe jogos novos e encoste cartas nos seus jogos, quantas vezes quiser; (3) descarte uma carta.",
        "A turn: (1) draw one card from the stock or take the whole lixo; (2) meld and lay off on your melds as often as you like; (3) discard one card.",
    ),
    "help.learning": (
        "Modo aprendizado: • marca as cartas que formam um jogo, + as que encaixam num jogo seu; a linha do lixo diz se ele dá jogo.",
        "Learning mode: • marks cards that make a meld, + those that fit one of your melds; the lixo line says whether it gives a meld.",
    ),
    # end of hand / match
    "end.title": ("Fim da mão {n}", "End of hand {n}"),
    "end.batida": ("{who} bateu.", "{who} went out."),
    "end.monte": ("O monte acabou, sem batida.", "The stock ran out, no batida."),
    "end.total": ("Total da mão", "Hand total"),
    "end.match_score": ("Placar da partida", "Match score"),
    "end.next": ("Próxima mão", "Next hand"),
    "end.you_won": ("Você venceu a partida!", "You won the match!"),
    "end.zeca_won": ("O Zeca venceu a partida.", "Zeca won the match."),
    "end.final": ("Placar final: você {a} × {b} Zeca.", "Final score: you {a} × {b} Zeca."),
    "end.again": ("Jogar de novo", "Play again"),
    "end.close": ("Fechar", "Close"),
    "end.tie_more": ("Empate no alvo: joga-se mais uma mão.", "Tied at the target: one more hand."),
    "hist.line": ("{n:>2}. {a:>6} {b:>6}", "{n:>2}. {a:>6} {b:>6}"),
    "hist.header": ("Mão   Você   Zeca", "Hand    You   Zeca"),
    "hist.batida_you": ("batida: você", "out: you"),
    "hist.batida_zeca": ("batida: Zeca", "out: Zeca"),
    "hist.monte": ("monte", "stock"),
    # new match
    "new.title": ("Nova partida", "New match"),
    "new.mode": ("Modo", "Mode"),
    "new.target": ("Alvo", "Target"),
    "new.level": ("Nível do Zeca", "Zeca's level"),
    "new.learning": ("Modo aprendizado", "Learning mode"),
    "new.timer": ("Tempo por jogada (45 s)", "Time per move (45 s)"),
    "new.start": ("Começar", "Start"),
    "new.cancel": ("Cancelar", "Cancel"),
    "new.confirm": (
        "Há uma partida em andamento. Começar outra? A atual conta como não terminada nas estatísticas.",
        "A match is in progress. Start another? The current one counts as unfinished in the statistics.",
    ),
    "new.yes": ("Sim, começar", "Yes, start"),
    "new.no": ("Não, voltar", "No, go back"),
    "target.3000": ("3000 pontos", "3000 points"),
    "target.1500": ("1500 pontos (curta)", "1500 points (short)"),
    "target.0": ("uma mão só", "a single hand"),
    # stats
    "stats.title": ("Estatísticas", "Statistics"),
    "stats.mode": ("Modo", "Mode"),
    "stats.target": ("Alvo", "Target"),
    "stats.matches": ("Partidas", "Matches"),
    "stats.wins": ("Vitórias", "Wins"),
    "stats.highest": ("Maior pontuação", "Highest score"),
    "stats.streak": ("Sequência", "Streak"),
    "stats.best_streak": ("Melhor sequência", "Best streak"),
    "stats.unfinished": ("Não terminadas", "Unfinished"),
    "stats.empty": ("Nenhuma partida ainda.", "No matches yet."),
    # options
    "opt.title": ("Opções", "Options"),
    "opt.lang": ("Idioma", "Language"),
    "opt.ascii": ("Naipes em letras ASCII (s h d c)", "Suits as ASCII letters (s h d c)"),
    "opt.learning": ("Modo aprendizado nesta partida", "Learning mode in this match"),
    "opt.timer": ("Tempo por jogada: 45 s nesta partida", "Time per move: 45 s in this match"),
    "opt.sound": ("Som", "Sound"),
    "opt.fast": ("Vez do Zeca rápida (sem pausa)", "Fast Zeca turns (no pause)"),
    "opt.theme_dark": ("Tema escuro", "Dark theme"),
    "opt.close": ("Fechar", "Close"),
    # save problems and size
    "save.corrupt": (
        "A partida salva não pôde ser lida (o arquivo está estragado ou incompleto).",
        "The saved match could not be read (the file is damaged or incomplete).",
    ),
    "save.newer": (
        "A partida salva foi gravada por uma versão mais nova do buraco-tui e esta versão não sabe lê-la.",
        "The saved match was written by a newer version of buraco-tui, which this version cannot read.",
    ),
    "save.kept": (
        "O arquivo foi guardado à parte, sem mudança, em:\n{path}",
        "The file was kept aside, unchanged, at:\n{path}",
    ),
    "save.not_moved": (
        "Não foi possível guardá-lo à parte; ele não será sobrescrito: {path}",
        "It could not be moved aside; it will not be overwritten: {path}",
    ),
    "save.offer": ("Começar uma partida nova?", "Start a new match?"),
    "save.new": ("Nova partida", "New match"),
    "save.quit": ("Sair", "Quit"),
    "settings.corrupt": (
        "As configurações salvas estavam estragadas e foram guardadas à parte; valem as de fábrica.",
        "The saved settings were damaged and kept aside; the defaults apply.",
    ),
    "stats.corrupt": (
        "As estatísticas salvas estavam estragadas e foram guardadas à parte; a contagem recomeça.",
        "The saved statistics were damaged and kept aside; counting starts over.",
    ),
    "too_small": (
        "Terminal pequeno demais: {w}×{h}.\nO Buraco precisa de pelo menos 80×24 (melhor 100×30).\nAumente a janela.",
        "Terminal too small: {w}×{h}.\nBuraco needs at least 80×24 (100×30 is best).\nMake the window larger.",
    ),
}

#: Display names of the presets (RULES.md §2); unknown ids show as themselves.
MODE_NAMES: dict[str, tuple[str, str]] = {
    "aberto": ("Aberto", "Aberto"),
    "fechado": ("Fechado", "Fechado"),
    "mestre-buraco": ("Mestre: Buraco", "Mestre: Buraco"),
    "mestre-canastra": ("Mestre: Canastra", "Mestre: Canastra"),
    "jogatina-aberto": ("Jogatina Aberto", "Jogatina Aberto"),
    "jogatina-fechado": ("Jogatina Fechado", "Jogatina Fechado"),
    "jogatina-stbl": ("Jogatina Fechado STBL", "Jogatina Fechado STBL"),
    "vip-aberto-sujo": ("VIP Aberto sujo", "VIP Aberto sujo"),
    "vip-fechado-sujo": ("VIP Fechado sujo", "VIP Fechado sujo"),
    "rioplatense": ("Rioplatense", "Rioplatense"),
}


#: One line about each preset, for the new-match form.
MODE_HINTS: dict[str, tuple[str, str]] = {
    "aberto": (
        "lixo aberto, bate com canastra limpa (o padrão)",
        "open lixo, go out with a clean canastra (default)",
    ),
    "fechado": (
        "lixo fechado: só pega quem usa o topo na hora",
        "closed lixo: take it only by using its top card",
    ),
    "mestre-buraco": (
        "a regra-base: lixo vazio, bate com qualquer canastra",
        "the base rules: empty lixo, any canastra",
    ),
    "mestre-canastra": (
        "regra-base com vulnerável; bate com limpa",
        "base rules with vulnerável; clean canastra",
    ),
    "jogatina-aberto": ("108 cartas com jokers, lixo aberto", "108 cards with jokers, open lixo"),
    "jogatina-fechado": (
        "jokers, lixo fechado, trincas, bate com suja",
        "jokers, closed lixo, sets, dirty canastra",
    ),
    "jogatina-stbl": (
        "jokers, lixo fechado, sem trincas, bate com limpa",
        "jokers, closed lixo, no sets, clean canastra",
    ),
    "vip-aberto-sujo": (
        "trincas; bate com suja, só descartando; curinga 30",
        "sets; dirty canastra, out only by discarding",
    ),
    "vip-fechado-sujo": (
        "lixo fechado, trincas, bate com suja; curinga 20",
        "closed lixo, sets, dirty canastra; wild 2 = 20",
    ),
}


def mode_hint(preset: str, lang: str = "pt") -> str:
    """A short line about a preset (empty for one this list does not know)."""
    hints = MODE_HINTS.get(preset)
    if hints is None:
        return ""
    return hints[1] if lang == "en" else hints[0]


def tr(key: str, lang: str = "pt", **fields: Any) -> str:
    """The interface string ``key`` in ``lang`` (``"pt"`` or ``"en"``), fields filled in."""
    pt, en = STRINGS[key]
    text = en if lang == "en" else pt
    return text.format(**fields) if fields else text


def mode_name(preset: str, lang: str = "pt") -> str:
    """The display name of a preset id."""
    names = MODE_NAMES.get(preset)
    if names is None:
        return preset
    return names[1] if lang == "en" else names[0]


def level_name(level: str, lang: str = "pt") -> str:
    """Zeca's level in words."""
    return tr(f"level.{level}", lang)


def target_name(target: int, lang: str = "pt") -> str:
    """The match target in words (0 is a single hand)."""
    key = f"target.{target}"
    if key in STRINGS:
        return tr(key, lang)
    return f"{target}"


def cards_count(n: int, lang: str = "pt") -> str:
    """``"1 carta"`` / ``"7 cartas"``."""
    return tr("cards_1", lang) if n == 1 else tr("cards_n", lang, n=n)


_RULE_LINES: dict[str, tuple[str, str]] = {
    "deck": (
        "Dois baralhos, 104 cartas. Os 2 são curingas; o 2 do naipe no lugar dele é carta comum.",
        "Two decks, 104 cards. The 2s are wild (curingas); a 2 of the suit in its own place is a natural card.",
    ),
    "deck_jokers": (
        "Dois baralhos com 4 jokers, 108 cartas. Jokers e 2 são curingas (o joker vale 20); o 2 do naipe no lugar dele é carta comum.",
        "Two decks with 4 jokers, 108 cards. Jokers and 2s are wild (the joker is worth 20); a 2 of the suit in its own place is natural.",
    ),
    "deal": (
        "Cada jogador recebe 11 cartas; dois mortos de 11 ficam na mesa; o resto é o monte.",
        "Each player gets 11 cards; two mortos of 11 wait on the table; the rest is the stock (monte).",
    ),
    "lixo_inicial": ("Uma carta virada abre o lixo.", "One card turned up opens the lixo."),
    "lixo_vazio": ("O lixo começa vazio.", "The lixo starts empty."),
    "lixo_aberto": (
        "Lixo aberto: pode ser pego a qualquer hora, inteiro, e vai todo para a mão.",
        "Open lixo: it can be taken at any time, whole, into your hand.",
    ),
    "lixo_fechado": (
        "Lixo fechado: só pega quem usa a carta de cima na hora, num jogo novo com 2 cartas da mão ou num jogo seu; o resto vem para a mão. Aqui o lixo fica aberto em leque.",
        "Closed lixo: take it only by using its top card at once, in a new meld with 2 hand cards or on one of your melds; the rest goes to your hand. The lixo is still shown as an open fan.",
    ),
    "seq": (
        "Jogo: 3 ou mais cartas seguidas do mesmo naipe; o Ás vai antes do 2 ou depois do Rei, sem dar a volta. Um curinga por jogo.",
        "Meld: 3 or more consecutive cards of one suit; the ace goes below the 2 or above the king, never wrapping. One wild card per meld.",
    ),
    "trincas": (
        "Trincas valem: 3 ou mais cartas do mesmo valor (nunca de 2), com pelo menos duas naturais.",
        "Sets are allowed: 3 or more cards of one rank (never 2s), at least two of them natural.",
    ),
    "no_trincas": ("Trincas não valem: só sequências.", "No sets: sequences only."),
    "canastra": (
        "Canastra: jogo de 7 ou mais cartas. Limpa (sem curinga) +200, suja +100.",
        "Canastra: a meld of 7 or more cards. Clean (no wild card) +200, dirty +100.",
    ),
    "especiais": (
        "Canastra de 500: 13 cartas limpas (Ás a Rei ou 2 a Ás); de 1000: Ás a Ás, 14 limpas.",
        "500 canastra: 13 clean cards (A to K or 2 to A); 1000 canastra: A to A, 14 clean.",
    ),
    "morto": (
        "Quem fica sem cartas pega o morto (um por lado): baixando tudo, segue a vez; descartando a última, usa na próxima vez.",
        "Running out of cards takes the morto (one per side): by melding everything you play on; by discarding the last card you use it next turn.",
    ),
    "batida_limpa": (
        "Bater: ficar sem cartas depois de pegar o morto, com uma canastra limpa. Vale +100 e encerra a mão.",
        "Going out (batida): running out of cards after taking the morto, with a clean canastra. Worth +100; ends the hand.",
    ),
    "batida_qualquer": (
        "Bater: ficar sem cartas depois de pegar o morto, com qualquer canastra. Vale +100 e encerra a mão.",
        "Going out (batida): running out of cards after taking the morto, with any canastra. Worth +100; ends the hand.",
    ),
    "guardar": (
        "Sem poder bater e sem morto para pegar, é preciso guardar 2 cartas na mão depois de baixar.",
        "When you cannot go out and have no morto to take, keep 2 cards in hand after melding.",
    ),
    "multa_se_outro": (
        "Quem não pegou o morto perde 100, se o outro pegou o dele.",
        "A side that did not take its morto loses 100 if the other side took theirs.",
    ),
    "multa_sempre": (
        "Quem não pegou o morto perde 100.",
        "A side that did not take its morto loses 100.",
    ),
    "indireto_nao_pego": (
        "Morto pego descartando a última carta conta como não pego se a mão acabar antes da sua vez seguinte.",
        "A morto taken by discarding the last card counts as not taken if the hand ends before its taker's next turn.",
    ),
    "indireto_mao": (
        "Um morto pego e não jogado conta como cartas na mão.",
        "A morto taken and not played counts as cards in hand.",
    ),
    "vulneravel": (
        "Vulnerável: com metade do alvo ou mais no começo da mão, a primeira baixada precisa somar {minimo} pontos em cartas.",
        "Vulnerable: with half the target or more at the start of a hand, your first lay-down must total {minimo} card points.",
    ),
    "curinga_2": (
        "Um 2 usado como curinga vale {n} pontos (o 2 natural, 10).",
        "A 2 standing as a wild card is worth {n} points (a natural 2, 10).",
    ),
    "so_descartando": (
        "Só se bate descartando a última carta, nunca baixando tudo.",
        "You go out only by discarding your last card, never by melding everything.",
    ),
    "sem_curinga_batida": (
        "O descarte que bate não pode ser um curinga.",
        "The discard that goes out may not be a wild card.",
    ),
    "lixo_unico": (
        "Quem pegou uma só carta do lixo não pode descartar essa mesma carta na mesma vez.",
        "A player who took exactly one card from the lixo may not discard that card in the same turn.",
    ),
    "values": (
        "Valores: 3 a 7 = 5; 8 a Rei = 10; Ás = {a}; 2 = {dois}{joker}. Cartas na mesa somam; na mão descontam.",
        "Values: 3 to 7 = 5; 8 to K = 10; A = {a}; 2 = {dois}{joker}. Cards on the table count for you; cards in hand against you.",
    ),
    "jogos_de_curingas": (
        "Jogos só de curingas (2 e jokers) também valem, com quantos curingas forem.",
        "Melds of wild cards only (2s and jokers) are allowed too, with any number of them.",
    ),
    "max_jogo": (
        "Um jogo tem de 3 a {n} cartas: com {n} é canastra e não aceita mais.",
        "A meld holds 3 to {n} cards: at {n} it is a canastra and takes no more.",
    ),
    "canastras_rio": (
        "Canastra de ases: limpa +500, suja +200. Canastra de curingas: +1500.",
        "Aces canastra: clean +500, dirty +200. Wild-card canastra: +1500.",
    ),
    "nunca_curinga": (
        "Nunca se descarta um curinga.",
        "A wild card is never discarded.",
    ),
    "guardar_nao_curinga": (
        "Depois de baixar, fique com uma carta que não seja curinga; quem começa a vez só com curingas pega o lixo.",
        "After melding, keep a card that is not wild; a turn that starts with only wild cards takes the lixo.",
    ),
    "batida_sem_canastra": (
        "Fechar: descartar a última carta depois de pegar o morto. Com canastra vale +100; sem canastra não há prêmio.",
        "Closing: discarding your last card after taking the morto. Worth +100 with a canastra; no prize without one.",
    ),
    "mesa_negativa": (
        "Quem não tem nenhuma canastra conta as cartas baixadas como negativas.",
        "A side with no canastra counts its melded cards as negative.",
    ),
    "terceiro_baralho": (
        "Quando o monte acaba pela primeira vez entra um terceiro baralho (54 cartas); na segunda, a mão termina após aquela vez.",
        "When the stock first runs out a third deck (54 cards) comes in; the second time the hand ends after that turn.",
    ),
    "monte_fim": (
        "Se o monte acaba, um morto não pego vira o monte; sem morto, a mão termina após a vez de quem comprou a última.",
        "When the stock runs out a morto not yet taken becomes the stock; with none left, the hand ends after that turn.",
    ),
    "match": (
        "A partida vai até {target}; se os dois passam empatados, joga-se mais uma mão.",
        "The match goes to {target}; a tie at the top plays one more hand.",
    ),
    "single": (
        "A partida é de uma mão só: vence quem fizer mais pontos.",
        "The match is a single hand: the higher score wins.",
    ),
}


def _line(key: str, lang: str, **fields: Any) -> str:
    pt, en = _RULE_LINES[key]
    text = en if lang == "en" else pt
    return text.format(**fields) if fields else text


def rules_summary(rules: Any, lang: str = "pt") -> list[str]:
    """The rules of a table in short sentences, built from its options (every preset).

    Options a newer engine adds and this list does not know yet are simply not described.
    """
    lines = [_line("deck_jokers" if rules.curingas_de_papel else "deck", lang), _line("deal", lang)]
    lines.append(_line("lixo_inicial" if rules.lixo_inicial else "lixo_vazio", lang))
    lines.append(_line("lixo_fechado" if rules.lixo_fechado else "lixo_aberto", lang))
    lines.append(_line("seq", lang))
    lines.append(_line("trincas" if rules.trincas else "no_trincas", lang))
    if getattr(rules, "jogos_de_curingas", False):
        lines.append(_line("jogos_de_curingas", lang))
    if getattr(rules, "max_jogo", 0):
        lines.append(_line("max_jogo", lang, n=rules.max_jogo))
    lines.append(_line("canastra", lang))
    if rules.canastras_especiais:
        lines.append(_line("especiais", lang))
    if getattr(rules, "canastras_rioplatenses", False):
        lines.append(_line("canastras_rio", lang))
    lines.append(_line("morto", lang))
    if not getattr(rules, "batida_exige_canastra", True):
        lines.append(_line("batida_sem_canastra", lang))
    else:
        lines.append(_line("batida_limpa" if rules.batida_exige_limpa else "batida_qualquer", lang))
        lines.append(_line("guardar", lang))
    if not getattr(rules, "descarte_curinga", True):
        lines.append(_line("nunca_curinga", lang))
    if getattr(rules, "guardar_nao_curinga", False):
        lines.append(_line("guardar_nao_curinga", lang))
    if getattr(rules, "mesa_negativa_sem_canastra", False):
        lines.append(_line("mesa_negativa", lang))
    lines.append(_line("multa_sempre" if rules.multa_morto == "sempre" else "multa_se_outro", lang))
    lines.append(
        _line("indireto_nao_pego" if rules.morto_indireto == "nao_pego" else "indireto_mao", lang)
    )
    if rules.vulneravel:
        lines.append(_line("vulneravel", lang, minimo=rules.vulneravel_minimo))
    if getattr(rules, "valor_curinga_2", 10) != 10:
        lines.append(_line("curinga_2", lang, n=rules.valor_curinga_2))
    if not getattr(rules, "batida_por_baixada", True):
        lines.append(_line("so_descartando", lang))
    if getattr(rules, "batida_sem_curinga", False):
        lines.append(_line("sem_curinga_batida", lang))
    if getattr(rules, "proibe_descarte_do_lixo_unico", False):
        lines.append(_line("lixo_unico", lang))
    values = getattr(rules, "values", None)
    ace, two, jk = (values[0], values[1], values[52]) if values else (15, 10, 20)
    joker = f"; joker = {jk}" if rules.curingas_de_papel else ""
    lines.append(_line("values", lang, a=ace, dois=two, joker=joker))
    lines.append(
        _line(
            "terceiro_baralho" if getattr(rules, "terceiro_baralho", False) else "monte_fim", lang
        )
    )
    if rules.meta:
        lines.append(_line("match", lang, target=rules.meta))
    else:
        lines.append(_line("single", lang))
    return lines
