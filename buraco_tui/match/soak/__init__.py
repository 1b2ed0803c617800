"""The soak (issue 26, item 7): many hands of every table and seat count, random and bot
play mixed per seat, every action checked.

``players`` seats a random player or a bot per seat; ``checks`` holds what is checked
(the cards conserved, the lixo record, the save round trip, the replay from the seed);
``leak`` that a seat's view reveals no hidden card; ``runner`` plays the matches and
adds up the report. ``buraco soak`` (``cli/soak.py``) runs it; a small run is part of
the test suite.
"""

from buraco_tui.match.soak.runner import (
    Failure,
    SoakJob,
    SoakReport,
    play_match,
    run_job,
    soak_jobs,
)

__all__ = ["Failure", "SoakJob", "SoakReport", "play_match", "run_job", "soak_jobs"]
