"""The Textual screens: the table, the end of a hand, the replay and review, the help, the
new-match form, options, statistics and the dialogs, each in its own module with its
``.tcss`` beside it; the widgets they are built of stand apart in ``widgets/``.

Screens own the state and talk to the app through ``host.AppServices``; bots think in
workers that post ``messages``, paced on the table by ``pacing.BotPacer``. May import
:mod:`buraco_tui.store` and everything below it, never the app (checked by
``lint-imports``).
"""
