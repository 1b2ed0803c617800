"""``buraco serve`` (issue 11, item 6): the app in a real headless browser, through textual-serve.

Issue 11: "a test starts it, loads the page in a real headless browser and sees the table drawn
and a key answered." The browser is Debian's Chromium and its driver (installed by .ci/run);
where they are absent the browser test skips, unless BURACO_REQUIRE_BROWSER=1 (CI), where it
fails. xterm.js draws on a canvas, so the test reads what the app sends: a script added before
the page loads listens on the page's WebSocket and keeps the text of the terminal output.
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest

from buraco_tui.cli.share import serve_command, serve_command_line
from buraco_tui.text.lang import tr

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
#: textual-serve's page asks Google Fonts for its Roboto Mono stylesheet (its template has the
#: link); with no internet the request fails and the page keeps its fallback fonts.
KNOWN_EXTERNAL = {"fonts.googleapis.com"}

HOOK = """
window.__out = '';
const decoder = new TextDecoder();
const Native = window.WebSocket;
window.WebSocket = function (url, protocols) {
  const ws = protocols === undefined ? new Native(url) : new Native(url, protocols);
  ws.addEventListener('message', (e) => {
    if (e.data instanceof ArrayBuffer) {
      window.__out += decoder.decode(new Uint8Array(e.data), {stream: true});
    } else if (typeof e.data === 'string') {
      window.__out += e.data;
    }
  });
  return ws;
};
window.WebSocket.prototype = Native.prototype;
Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
"""


def _no_browser(reason: str) -> None:
    if os.environ.get("BURACO_REQUIRE_BROWSER") == "1":
        pytest.fail(f"BURACO_REQUIRE_BROWSER=1 but {reason}")
    pytest.skip(f"{reason} (apt-get install chromium chromium-driver to run it)")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_for_port(port: int, proc: subprocess.Popen[bytes], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(
                f"buraco serve stopped: {proc.stdout.read() if proc.stdout else ''}"
            )
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.2)
    raise AssertionError("buraco serve did not listen in time")


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """``buraco serve`` on a free port with a temporary data dir; its URL and data dir."""
    port = _free_port()
    data = tmp_path / "data"
    data.mkdir()
    proc = subprocess.Popen(
        [sys.executable, "-m", "buraco_tui", "serve", "--port", str(port), "--data-dir", str(data)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        _wait_for_port(port, proc)
        yield f"http://127.0.0.1:{port}", data
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _browser():  # type: ignore[no-untyped-def]
    if not (os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER)):
        _no_browser(f"no Chromium at {CHROMIUM} and its driver at {CHROMEDRIVER}")
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        _no_browser("selenium is not installed")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--window-size=1280,800",
    ):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOOK})
    return driver


def _wait_for_text(driver, words: list[str], start: int = 0, timeout: float = 30.0) -> str:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    out = ""
    while time.monotonic() < deadline:
        out = driver.execute_script("return window.__out || ''")[start:]
        if all(w in out for w in words):
            return str(out)
        time.sleep(0.3)
    raise AssertionError(f"never saw {words!r}; the page got {len(out)} characters")


def test_the_table_is_drawn_in_a_browser_and_answers_a_key(served):
    url, _ = served
    driver = _browser()
    try:
        from selenium.webdriver.common.by import By

        driver.get(url)
        table = [tr("ui.monte", "pt"), tr("ui.lixo", "pt"), tr("ui.your_hand", "pt")]
        _wait_for_text(driver, table)
        before = len(driver.execute_script("return window.__out"))
        driver.find_element(By.CSS_SELECTOR, ".xterm-helper-textarea").send_keys("t")
        _wait_for_text(driver, [tr("ui.stats.title", "pt")], start=before)
        hosts = {
            urlparse(name).hostname
            for name in driver.execute_script(
                "return performance.getEntriesByType('resource').map(e => e.name)"
            )
        }
        assert hosts - {"127.0.0.1"} <= KNOWN_EXTERNAL
    finally:
        driver.quit()


class FakeServer:
    """Stands in for textual-serve's Server: records how it was built."""

    made: list[tuple[str, str, int]] = []

    def __init__(self, command: str, host: str, port: int) -> None:
        FakeServer.made.append((command, host, port))

    def serve(self) -> None:
        """Returns at once."""


def test_serve_listens_on_localhost_by_default_and_warns_otherwise(monkeypatch, capsys):
    import textual_serve.server

    monkeypatch.setattr(textual_serve.server, "Server", FakeServer)
    args = argparse.Namespace(host="127.0.0.1", port=8123, data_dir="/tmp/d", lang=None)
    assert serve_command(args) == 0
    assert FakeServer.made[-1][1:] == ("127.0.0.1", 8123)
    assert "--data-dir /tmp/d" in FakeServer.made[-1][0]
    assert capsys.readouterr().err == ""
    args.host = "0.0.0.0"
    serve_command(args)
    assert tr("cli.serve.warning", "pt", host="0.0.0.0") in capsys.readouterr().err


def test_serve_command_line_runs_this_app_with_the_same_python():
    line = serve_command_line(argparse.Namespace(data_dir=None, lang="en"))
    assert line.startswith(shutil.which(sys.executable) or sys.executable)
    assert line.endswith("-m buraco_tui --lang en")
