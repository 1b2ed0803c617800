"""The command line's errors (issue 26, item 4).

"`--data-dir` that cannot be created (as a normal user) and `export-hand 1 DIR/` or into a
missing folder end in a traceback; several command-line messages come out in Portuguese
under `--lang en`." -- "Errors of the command line (a data dir that cannot be made, an
export target that cannot be written, every other I/O failure) are messages in the chosen
language with a non-zero exit, never a traceback."
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from buraco_tui.cli import main
from buraco_tui.store.lock import LOCK_FILE, DataDirLock
from tests.helpers.history import record_hand

ROOT = Path(__file__).resolve().parents[2]


def one_line(capsys) -> str:
    """What the command said on stderr: exactly one line, no traceback."""
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert "Traceback" not in captured.err
    return lines[0]


@pytest.fixture
def not_a_dir(tmp_path: Path) -> Path:
    """A plain file where a folder would have to be."""
    path = tmp_path / "a-file"
    path.write_text("x", encoding="utf-8")
    return path


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A data dir with one recorded hand (``export-hand 1`` finds it)."""
    path = tmp_path / "data"
    path.mkdir()
    record_hand(path)
    return path


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "buraco: cannot create the data dir {path}: part of the path is not a folder"),
        ("pt", "buraco: não foi possível criar a pasta de dados {path}: parte do caminho não"),
        ("es", "buraco: no se pudo crear la carpeta de datos {path}: parte de la ruta no"),
    ],
)
@pytest.mark.parametrize("command", [[], ["review", "x.json"], ["export-hand", "1", "x.json"]])
def test_a_data_dir_that_cannot_be_made_is_one_line_in_the_language(
    not_a_dir, capsys, lang, said, command
):
    path = str(not_a_dir / "data")
    assert main([*command, "--data-dir", path, "--lang", lang]) == 1
    assert one_line(capsys).startswith(said.format(path=path))


def test_export_into_a_folder_or_a_missing_folder_is_told_in_english(data_dir, tmp_path, capsys):
    folder = tmp_path / "out"
    folder.mkdir()
    assert (
        main(["--lang", "en", "export-hand", "1", f"{folder}/", "--data-dir", str(data_dir)]) == 1
    )
    assert one_line(capsys) == f"buraco: cannot write {folder}/: it is a folder"
    missing = tmp_path / "no-such-folder" / "hand.json"
    assert (
        main(["export-hand", "1", str(missing), "--data-dir", str(data_dir), "--lang", "en"]) == 1
    )
    assert one_line(capsys) == f"buraco: cannot write {missing}: the folder or file does not exist"
    assert main(["export-hand", "1", str(missing), "--data-dir", str(data_dir)]) == 1
    assert one_line(capsys) == (
        f"buraco: não foi possível escrever {missing}: a pasta ou o arquivo não existe"
    )


def test_export_to_a_file_it_may_not_write_says_permission_denied(
    data_dir, tmp_path, capsys, monkeypatch
):
    # the tests may run as root, whom no mode bit stops: the refusal the system gives a user
    def refuse(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "write_text", refuse)
    target = tmp_path / "locked" / "hand.json"
    assert main(["--lang", "es", "export-hand", "1", str(target), "--data-dir", str(data_dir)]) == 1
    assert one_line(capsys) == f"buraco: no se pudo escribir {target}: permiso denegado"


def test_export_reads_a_data_dir_another_instance_owns_and_writes_the_file(data_dir, tmp_path):
    out = tmp_path / "hand.json"
    owner = DataDirLock(data_dir)
    assert owner.acquire()
    try:
        before = sorted((p.name, p.stat().st_mtime_ns) for p in data_dir.rglob("*"))
        assert main(["export-hand", "1", str(out), "--data-dir", str(data_dir)]) == 0
        assert out.exists()
        assert sorted((p.name, p.stat().st_mtime_ns) for p in data_dir.rglob("*")) == before
    finally:
        owner.release()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "buraco: cannot read {path}: the folder or file does not exist"),
        ("pt", "buraco: não foi possível ler {path}: a pasta ou o arquivo não existe"),
    ],
)
def test_review_of_a_missing_file_is_one_line_in_the_language(tmp_path, capsys, lang, said):
    path = str(tmp_path / "nothing.json")
    assert main(["review", path, "--data-dir", str(tmp_path / "d"), "--lang", lang]) == 1
    assert one_line(capsys) == said.format(path=path)


def test_review_of_a_folder_is_refused(tmp_path, capsys):
    assert main(["--lang", "en", "review", str(tmp_path), "--data-dir", str(tmp_path / "d")]) == 1
    assert one_line(capsys) == f"buraco: cannot read {tmp_path}: it is a folder"


def test_any_other_file_error_names_the_file_in_the_language(tmp_path, capsys):
    data = tmp_path / "data"
    (data / LOCK_FILE).mkdir(parents=True)  # the lock file cannot be opened
    assert main(["--lang", "en", "--data-dir", str(data)]) == 1
    assert one_line(capsys) == f"buraco: file error at {data / LOCK_FILE}: it is a folder"


def test_a_real_run_ends_in_one_line_and_status_1(not_a_dir):
    run = subprocess.run(
        [sys.executable, "-m", "buraco_tui", "--lang", "en", "--data-dir", f"{not_a_dir}/d"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert run.returncode == 1
    assert run.stderr == (
        f"buraco: cannot create the data dir {not_a_dir}/d: part of the path is not a folder\n"
    )
    assert run.stdout == ""


def test_a_usage_error_is_status_2(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "en", "--target", "7"])
    assert exit_.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


def test_serving_on_a_port_in_use_is_one_line(tmp_path, capsys):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        args = ["--lang", "en", "serve", "--port", str(port), "--data-dir", str(tmp_path)]
        assert main(args) == 1
    assert (
        one_line(capsys)
        == f"buraco: cannot serve on 127.0.0.1:{port}: the address is already in use"
    )


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["calibrate", "--presets", "aberto,nada"], "unknown table 'nada'; valid: aberto, "),
        (["serve", "--port", "99999"], "a port is a number from 1 to 65535, not '99999'"),
    ],
)
def test_a_bad_table_or_port_is_a_usage_error_in_english(capsys, argv, said):
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "en", *argv])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err and "desconhecida" not in err


def test_ctrl_c_in_a_long_run_is_one_line_and_exit_130(tmp_path: Path) -> None:
    """Ctrl+C in the arena's worker processes (noticed at stop 30: a traceback from the
    parent and one from every worker): the terminal's signal reaches the whole process
    group; the command stops with one line and the shell's code for an interrupt."""
    import os
    import signal
    import time

    proc = subprocess.Popen(
        [sys.executable, "-m", "buraco_tui", "arena", "--a", "hard", "--b", "medium"]
        + ["--matches", "400", "--target", "0", "--seed", "3", "--jobs", "2"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a terminal's foreground job
    )
    time.sleep(6)  # the workers are spawned and playing
    assert proc.poll() is None, proc.communicate()
    os.killpg(proc.pid, signal.SIGINT)
    _out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    assert err.strip().splitlines()[-1] == "buraco: interrompido (Ctrl+C)"
