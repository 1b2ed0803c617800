"""Settings for every test: plain asserts in the shared helpers, and the hypothesis profiles.

``dev`` (the default) runs few examples per property so that a local run stays quick on a
shared machine; ``ci`` runs at least 50 and is chosen when the environment variable ``CI``
is set (CI sets it to ``true``). Pick one by hand with ``CI=true pytest ...`` or
``pytest --hypothesis-profile=ci ...``.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

# the helpers' asserts explain a failure as the tests' own do
pytest.register_assert_rewrite("tests.helpers")

settings.register_profile("dev", max_examples=10)
settings.register_profile("ci", max_examples=50, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI", "").lower() not in ("", "0", "false") else "dev")
