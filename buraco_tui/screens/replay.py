"""A hand again, move by move: the table as it was from your seat, both sides (issue 11).

:class:`ReplayScreen` draws a :class:`~buraco_tui.match.replay.ReplayModel` with the table's
own views (Zeca's band and jogos, the monte and the lixo, your jogos and hand, the
score), steps forward and back with the keys or the buttons, tells each move as the
table narrated it, and, once the hand is over, shows every hand face up on request.

The review (:mod:`buraco_tui.ai.dica.review`) runs in a thread worker that posts its progress
and its result; a progress bar shows it, ``x`` cancels it, and the result is kept in
the record (opening the hand again shows it at once). "Jogar daqui" hands the position
at the cursor to the app, which starts a practice match from it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Button, ProgressBar, Static
from textual.worker import get_current_worker

from buraco_tui.ai.dica.review import DEFAULT_PLAYOUTS, FINE, Cancelled, Review, Verdict, review
from buraco_tui.engine import Game
from buraco_tui.match.records import RecordProblem
from buraco_tui.match.replay import PLAYER, ReplayModel
from buraco_tui.store.hands import HandStore
from buraco_tui.text.lang import tr
from buraco_tui.text.names import level_name, seat_name

from .narration import narrate
from .styles import TABLE_CSS, stylesheet
from .table_fill import show_jogos_and_piles
from .table_layout import compose_piles, compose_status
from .widgets.bands import Band, LogView, SeatLine, ZecaBand
from .widgets.box import Box
from .widgets.cards import PALETTE, cards_in_text, plain_cards
from .widgets.footer import KeyFooter
from .widgets.hand import HandView, sort_hand
from .widgets.lixo import LixoView
from .widgets.melds import MeldsView
from .widgets.score import ScorePanel, ScoreSummary

PlayFrom = Callable[[Game], None]


class ReviewProgress(Message):
    """The review weighed ``done`` of ``total`` decisions."""

    def __init__(self, done: int, total: int) -> None:
        super().__init__()
        self.done = done
        self.total = total


class ReviewDone(Message):
    """The review finished (``result``) or was cancelled (``None``)."""

    def __init__(self, result: Review | None) -> None:
        super().__init__()
        self.result = result


class ReplayScreen(Screen[None]):
    """One recorded hand, step by step."""

    DEFAULT_CSS = TABLE_CSS + stylesheet("replay.tcss")
    COMPONENT_CLASSES = set(PALETTE)

    BINDINGS = [
        Binding("right", "step(1)", "ui.rp.key.step", key_display="←→"),
        Binding("left", "step(-1)", "ui.rp.key.step", show=False),
        Binding("home", "edge(0)", "ui.rp.key.edges", key_display="home/end"),
        Binding("end", "edge(1)", "ui.rp.key.edges", show=False),
        Binding("pagedown,down", "decision(1)", "ui.rp.key.decision", key_display="↑↓"),
        Binding("pageup,up", "decision(-1)", "ui.rp.key.decision", show=False),
        Binding("v", "face_up", "ui.rp.key.face_up"),
        Binding("r", "review", "ui.rp.key.review"),
        Binding("x", "cancel_review", "ui.rp.key.cancel"),
        # p, not j: on the table j picks a jogo by number (issue 26: one key, one name)
        Binding("p", "play_here", "ui.rp.key.play_here"),
        Binding("escape,q", "close", "ui.key.fechar", key_display="esc"),
    ]

    face_up: reactive[bool] = reactive(False, init=False)
    busy: reactive[bool] = reactive(False, init=False)

    def __init__(
        self,
        model: ReplayModel,
        lang: str,
        *,
        store: HandStore | None = None,
        play_from: PlayFrom | None = None,
        letters: str = "",
        playouts: int = DEFAULT_PLAYOUTS,
    ) -> None:
        super().__init__()
        self.model = model
        self.lang = lang
        self.store = store
        self.play_from = play_from
        self.letters = letters
        self.playouts = playouts
        cached = model.hand.review
        self.result: Review | None = Review.from_dict(cached) if cached else None
        self.progress_text = ""
        self._ready = False

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        """The table on the left, the score and the review on the right."""
        with Horizontal(id="main"):
            with Vertical(id="table"):
                yield ZecaBand(id="zeca-head")
                yield Band(id="zeca-hand")
                yield Static(id="other-hands")
                with Box(id="zeca-jogos-box"):
                    yield MeldsView(numbered=False, id="zeca-jogos")
                with Box(id="side2-jogos-box"):
                    yield MeldsView(numbered=False, id="side2-jogos")
                yield from compose_piles(LixoView(id="lixo"))
                yield Band(id="my-head")
                with Box(id="my-jogos-box"):
                    yield MeldsView(id="my-jogos")
                yield Band(id="hand-head")
                with Box(id="hand-box"):
                    hand = HandView(id="hand")
                    hand.set_reactive(HandView.show_cursor, False)  # a replay has no cursor
                    yield hand
            with Box(id="replay-side"):
                yield Static(id="review")
                yield ScorePanel(id="score")
        yield from compose_status()
        with Horizontal(id="controls"):
            for label, button_id in (
                ("◀◀", "first"),
                ("◀", "back"),
                ("▶", "forward"),
                ("▶▶", "last"),
                (tr("ui.rp.review", self.lang), "review-button"),
                (tr("ui.rp.play_here", self.lang), "play-here"),
            ):
                button = Button(label, id=button_id)
                button.can_focus = False  # the keys stay with the replay; the mouse clicks
                yield button
            yield ProgressBar(id="review-bar", show_eta=False, classes="-hidden")
        yield KeyFooter()

    def on_mount(self) -> None:
        """Draw the deal (once every view is in place)."""
        self._ready = True
        self.call_after_refresh(self.draw)

    # ------------------------------------------------------------------ drawing

    def draw(self) -> None:
        """Hand every view the game at the cursor, as the player's seat saw it."""
        if not self._ready:
            return
        try:
            self._draw()
        except NoMatches:  # the screen is being composed or torn down
            pass

    def _seat_line(self, seat: int) -> SeatLine:
        """What the replay shows of another seat at the cursor (as the table does)."""
        g, lang = self.model.game, self.lang
        players = g.players
        name = seat_name(seat, players, lang)
        seats = self.model.record.seats
        if seat < len(seats) and seats[seat] != "you":
            name = f"{name} ({level_name(seats[seat], lang)})"
        label = tr("ui.zeca_from_lixo", lang) + " "
        n = len(g.hand(seat))
        return SeatLine(
            name=name,
            count=n,
            count_text=tr("ui.cards", lang, n=n),
            taken=tuple(sort_hand(g.lixo_taken(seat), "naipe")),  # as the replay's hand
            taken_label=f"{seat_name(seat, players, lang)} {label}",
            turn_text="  ◂ " + tr("ui.seats.turn", lang)
            if g.turn == seat and not g.hand_over
            else "",
        )

    def _draw(self) -> None:
        m, lang = self.model, self.lang
        g = m.game
        zeca_seat = 1
        self.query_one("#zeca-head", ZecaBand).seats = tuple(
            self._seat_line(seat) for seat in range(1, g.players)
        )
        open_hands = self.face_up and m.over
        zeca_hand = self.query_one("#zeca-hand", Band)
        zeca_hand.display = open_hands
        if open_hands:  # each hand by its seat's name, as the table names the seats
            label = (
                tr("ui.rp.zeca_hand", lang)
                if g.players == 2
                else tr("ui.rp.seat_hand", lang, name=seat_name(zeca_seat, g.players, lang))
            )
            zeca_hand.parts = ((label + " ", "band--plain"),)
            zeca_hand.cards = tuple(g.hand(zeca_seat))
        others = self.query_one("#other-hands", Static)
        others.display = open_hands and g.players > 2
        if others.display:  # 3 to 6 seats: every other hand, seat by seat
            others.update(
                "\n".join(
                    tr("ui.rp.seat_hand", lang, name=seat_name(seat, g.players, lang))
                    + " "
                    + plain_cards(g.hand(seat), self.letters)
                    for seat in range(2, g.players)
                )
            )
        three = g.sides == 3  # rioplatense alone or in three pairs: a second opposing side
        self.query_one("#side2-jogos-box", Box).display = three
        sides = (("#zeca-jogos", g.side_of(zeca_seat)), ("#my-jogos", 0), ("#side2-jogos", 2))
        show_jogos_and_piles(self, g, sides[: 3 if three else 2], lang)
        self.query_one("#lixo-head", Band).parts = (
            (tr("ui.lixo", lang), "band--title"),
            (f" ({len(g.lixo)})", "band--plain"),
        )
        pairs = g.players > g.sides  # the table's own heading: "Jogos da dupla" in pairs
        my_jogos = tr("ui.seats.our_jogos" if pairs else "ui.your_jogos", lang)
        self.query_one("#my-head", Band).parts = ((my_jogos, "band--title"),)
        hand = sort_hand(g.hand(PLAYER), "naipe")
        self.query_one("#hand", HandView).cards = hand
        self.query_one("#hand-head", Band).parts = (
            (tr("ui.your_hand", lang), "band--title"),
            (f"  {tr('ui.cards', lang, n=len(hand))}", "band--plain"),
        )
        self.query_one("#score", ScorePanel).summary = ScoreSummary.of(g, lang)
        step_text = tr("ui.rp.step", lang, hand=m.hand.hand_number, step=m.step, last=m.last)
        self.query_one("#turn", Band).parts = ((step_text, "band--title"),)
        self.query_one("#log", LogView).text = self.narration()
        self.query_one("#review", Static).update(self.review_text())

    def narration(self) -> str:
        """The move that led to the cursor, told as the table told it."""
        m = self.model
        if m.step == 0:
            return tr("ui.rp.deal", self.lang)
        events = m.events()
        drawn = None
        if m.seat_of() == PLAYER and any(e.get("acao") == "comprar" for e in events):
            before = m.states[m.step - 1].hand(PLAYER)
            new = [c for c in m.game.hand(PLAYER) if c not in before]
            drawn = new[0] if len(new) == 1 else None
        return narrate(events, m.game, self.lang, self.letters, drawn)

    def review_text(self) -> Text:
        """The review: progress, or the verdict here and the summary."""
        lang = self.lang
        out = Text()
        if self.busy:
            out.append(self.progress_text or tr("ui.rp.reviewing", lang))
            return out
        if self.result is None:
            out.append(tr("ui.rp.not_reviewed", lang), style="dim")
            return out
        here = self.verdict_here()
        if here is not None:
            out.append(tr(f"ui.rp.verdict.{here.verdict}", lang), style="bold")
            if here.verdict != FINE:
                out.append(
                    "\n" + tr("ui.rp.cost", lang, cost=round(here.cost), spread=round(here.spread))
                )
                sentence = here.sentence.get(lang, here.sentence.get("pt", ""))
                out.append("\n" + cards_in_text(sentence, self.letters))
            out.append("\n\n")
        r = self.result
        out.append(tr("ui.rp.summary", lang), style="bold")
        worst = r.costliest(3)
        if not worst:
            out.append("\n" + tr("ui.rp.all_fine", lang))
        for v in worst:
            out.append(
                "\n"
                + tr(
                    "ui.rp.worst_line",
                    lang,
                    step=v.step + 1,  # the step that shows the player's move
                    verdict=tr(f"ui.rp.verdict.{v.verdict}", lang),
                    cost=round(v.cost),
                )
            )
        out.append(
            "\n" + tr("ui.rp.total", lang, total=round(r.total), spread=round(2 * r.total_spread))
        )
        return out

    def verdict_here(self) -> Verdict | None:
        """The review of the player's move the cursor shows: a decision starts at the state
        before it (whose narration is the move that led there, often a bot's), so its
        verdict stands on the steps that show the player's own actions."""
        if self.result is None:
            return None
        step = self.model.step
        for v in self.result.verdicts:
            if v.step < step <= v.step + max(1, len(v.played)):
                return v
        return None

    def watch_face_up(self) -> None:
        self.draw()

    def watch_busy(self, busy: bool) -> None:
        if self._ready:
            self.query_one("#review-bar", ProgressBar).set_class(not busy, "-hidden")
        self.draw()

    # ------------------------------------------------------------------ keys and buttons

    def action_step(self, delta: int) -> None:
        """One action forward or back."""
        self.model.go(self.model.step + delta)
        self.draw()

    def action_edge(self, end: int) -> None:
        """The deal, or the end."""
        self.model.go(self.model.last if end else 0)
        self.draw()

    def action_decision(self, delta: int) -> None:
        """The player's next (or previous) decision, on its first move (where the review's
        verdict stands)."""
        steps = [d.step + 1 for d in self.model.decisions()]
        now = self.model.step
        later = [s for s in steps if (s > now if delta > 0 else s < now)]
        if later:
            self.model.go(later[0] if delta > 0 else later[-1])
            self.draw()

    def action_face_up(self) -> None:
        """Every hand face up (once the hand is over), or back."""
        if not self.model.over:
            self.notify(tr("ui.rp.face_up_later", self.lang))
            return
        self.face_up = not self.face_up

    def action_close(self) -> None:
        """Back where the replay was opened from (a running review stops)."""
        self.workers.cancel_group(self, "review")
        self.app.pop_screen()

    def action_review(self) -> None:
        """Start the review (or show the cached one)."""
        if self.busy or self.result is not None:
            return
        decisions = self.model.decisions()
        self.busy = True
        self.progress_text = tr("ui.rp.reviewing", self.lang)
        bar = self.query_one("#review-bar", ProgressBar)
        bar.update(total=max(1, len(decisions)), progress=0)
        self.review_worker(decisions)

    def action_cancel_review(self) -> None:
        """Stop the review."""
        if self.busy:
            self.workers.cancel_group(self, "review")
            self.busy = False
            self.progress_text = ""
            self.notify(tr("ui.rp.cancelled", self.lang))

    def action_play_here(self) -> None:
        """A practice match from the player's decision at (or after) the cursor."""
        if self.play_from is None:
            return
        m = self.model
        for step in range(m.step, m.last + 1):
            g = m.states[step]
            if not g.hand_over and g.turn == PLAYER:
                self.workers.cancel_group(self, "review")
                self.play_from(g.copy())
                return
        self.notify(tr("ui.rp.no_decision", self.lang), severity="warning")

    def on_score_panel_open_hand(self, message: ScorePanel.OpenHand) -> None:
        """A click on a hand of the round history: that hand of the same match, from its deal
        (a running review stops first)."""
        hands = self.model.record.hands
        index = next((i for i, h in enumerate(hands) if h.hand_number == message.hand_number), None)
        if index is None or index == self.model.index:
            return
        try:
            model = ReplayModel(self.model.record, index)
        except RecordProblem as problem:
            self.notify(tr("ui.rp.refused", self.lang, detail=problem.detail), severity="error")
            return
        self.action_cancel_review()
        self.model = model
        cached = model.hand.review
        self.result = Review.from_dict(cached) if cached else None
        self.progress_text = ""
        self.face_up = False
        self.draw()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        """The buttons are the keys for the mouse."""
        actions: dict[str, Callable[[], None]] = {
            "first": lambda: self.action_edge(0),
            "back": lambda: self.action_step(-1),
            "forward": lambda: self.action_step(1),
            "last": lambda: self.action_edge(1),
            "review-button": self.action_review,
            "play-here": self.action_play_here,
        }
        run = actions.get(event.button.id or "")
        if run is not None:
            run()

    # ------------------------------------------------------------------ the review worker

    @work(thread=True, exclusive=True, exit_on_error=False, group="review")
    def review_worker(self, decisions: list[Any]) -> None:
        """Weigh every decision; post progress and the result (None when cancelled)."""
        worker = get_current_worker()

        def progress(done: int, total: int) -> None:
            self.post_message(ReviewProgress(done, total))

        seed = self.model.record.seed + self.model.hand.hand_number
        try:
            result = review(
                decisions,
                playouts=self.playouts,
                seed=seed,
                progress=progress,
                cancelled=lambda: worker.is_cancelled,
            )
        except Cancelled:
            return
        if not worker.is_cancelled:
            self.post_message(ReviewDone(result))

    def on_review_progress(self, message: ReviewProgress) -> None:
        """Move the bar."""
        if not self.busy:
            return
        self.query_one("#review-bar", ProgressBar).update(
            total=max(1, message.total), progress=message.done
        )
        self.progress_text = tr("ui.rp.progress", self.lang, done=message.done, total=message.total)
        self.query_one("#review", Static).update(self.review_text())

    def on_review_done(self, message: ReviewDone) -> None:
        """Keep the result in the record and show it."""
        if message.result is None:
            return
        self.result = message.result
        self.model.hand.review = message.result.to_dict()
        if self.store is not None:
            try:
                self.store.save(self.model.record)
            except (OSError, ValueError, TypeError):
                pass
        self.busy = False
