#!/usr/bin/env python3
"""Runs an unmodified course Fenix agent as an Arbitre bot.

    python3 fenix_agent.py --agent DIR/FILE.py[:ClassName] [--engine PATH/fenix.py] [--margin-ms N]
                           [--expect-sha256 HEX]

The agent file sits in its folder beside the course's fenix.py and agent.py, as it did for its
author. This program imports them from there, keeps the course's own FenixState in step with the
referee (built with the course's result() from the start, so the agent sees the same state, history
and counters as under the course's referee), calls act(state, remaining_time) on its turn with the
seconds left in its bank, and speaks the line protocol (docs/fenix.md).

Standard output carries the actions and nothing else: everything the agent prints goes to standard
error. Exit status: 0 at the end of the game, 1 when the agent crashes or the referee's line cannot
be played on the course's engine, 2 when the agent or the engine cannot be loaded.
"""
import os
import sys

# Before anything else is imported: keep the real standard output for the protocol, and send
# everything else written to it (prints, even through file descriptor 1) to standard error.
_PROTOCOL = os.fdopen(os.dup(1), "w", encoding="ascii", buffering=1)
os.dup2(2, 1)
sys.stdout = sys.stderr

import argparse  # noqa: E402
import copy  # noqa: E402
import hashlib  # noqa: E402
import importlib  # noqa: E402
import importlib.util  # noqa: E402
import inspect  # noqa: E402
import random  # noqa: E402
import re  # noqa: E402
import time  # noqa: E402
import traceback  # noqa: E402

NAME = "fenix_agent"
EXIT_CRASH = 1
EXIT_LOAD = 2
COURSE_BANK_SECONDS = 300.0
# Added to the measured time of each act() call: the referee's clock also runs while the line
# travels through the pipes.
ALLOWANCE_SECONDS = 0.005

ACTION = re.compile(r"^([0-6]),([0-7])-([0-6]),([0-7])((?:[xX][0-6],[0-7])*)$")


class LoadError(Exception):
    """The agent or the engine cannot be loaded; the message says which and why."""


def log(message):
    print(NAME + ": " + message, file=sys.stderr, flush=True)


def parse_arguments(argv):
    parser = argparse.ArgumentParser(prog="fenix_agent.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--agent", required=True, help="the agent file, DIR/FILE.py, optionally :ClassName")
    parser.add_argument("--engine", help="the course engine to use instead of the agent folder's fenix.py")
    parser.add_argument("--margin-ms", type=int, default=500,
                        help="kept out of the remaining time given to act() (default 500)")
    parser.add_argument("--expect-sha256", default="",
                        help="the SHA-256 of the course's original fenix.py: warn when the engine differs")
    return parser.parse_args(argv)


def split_agent(spec):
    """DIR/FILE.py[:Class] -> (path, class name or None); a colon inside the path is kept."""
    path, colon, name = spec.rpartition(":")
    if colon and path.endswith(".py") and name.isidentifier():
        return path, name
    return spec, None


def load_engine(folder, engine_path, expected_sha256):
    if engine_path:
        if not os.path.isfile(engine_path):
            raise LoadError("engine file not found: " + engine_path)
        spec = importlib.util.spec_from_file_location("fenix", engine_path)
        module = importlib.util.module_from_spec(spec)
        sys.modules["fenix"] = module
        spec.loader.exec_module(module)
    else:
        if not os.path.isfile(os.path.join(folder, "fenix.py")):
            raise LoadError("the course engine fenix.py is not in " + folder + " (or give --engine PATH)")
        module = importlib.import_module("fenix")
    if not hasattr(module, "FenixState"):
        raise LoadError("the engine " + module.__file__ + " has no FenixState")
    with open(module.__file__, "rb") as source:
        digest = hashlib.sha256(source.read()).hexdigest()
    log("engine " + module.__file__ + " sha256 " + digest)
    if expected_sha256 and digest != expected_sha256.lower():
        log("warning: this fenix.py differs from the course's; the agent may choose actions the referee refuses")
    return module


def load_agent_class(path, class_name):
    module_name = os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(module_name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except Exception:
        raise LoadError("importing " + path + " failed:\n" + traceback.format_exc())
    classes = [c for _, c in inspect.getmembers(module, inspect.isclass) if c.__module__ == module_name]
    if class_name:
        chosen = getattr(module, class_name, None)
        if not inspect.isclass(chosen):
            raise LoadError("no class %s in %s (classes: %s)" % (class_name, path, names(classes)))
        return chosen
    base_module = sys.modules.get("agent")
    base = getattr(base_module, "Agent", None) if base_module is not None else None
    if inspect.isclass(base):
        subclasses = [c for c in classes if issubclass(c, base) and c is not base]
        if len(subclasses) == 1:
            return subclasses[0]
        if len(subclasses) > 1:
            raise LoadError("several agent classes in %s: %s; name one as %s:ClassName"
                            % (path, names(subclasses), path))
    named = getattr(module, "Agent", None)
    if inspect.isclass(named) and callable(getattr(named, "act", None)):
        return named
    raise LoadError("no agent class in %s (a subclass of the course's Agent, or a class Agent with act);"
                    " classes found: %s" % (path, names(classes)))


def names(classes):
    return ", ".join(c.__name__ for c in classes) or "none"


def seed_generators():
    seed = os.environ.get("ARBITRE_SEED", "").strip()
    if not seed:
        return
    try:
        value = int(seed)
    except ValueError:
        log("ignoring ARBITRE_SEED=%r: not a whole number" % seed)
        return
    random.seed(value)
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        numpy.random.seed(value % 2 ** 32)


def find_action(state, start, end, removed):
    """The element of state.actions() with this start, end and captured set, or None."""
    for action in state.actions():
        if tuple(action.start) == start and tuple(action.end) == end and frozenset(action.removed) == removed:
            return action
    return None


def parse_action(text):
    match = ACTION.match(text)
    if not match:
        return None
    numbers = [int(n) for n in re.findall(r"\d", text)]
    squares = [tuple(numbers[i:i + 2]) for i in range(0, len(numbers), 2)]
    removed = frozenset(squares[2:])
    if len(removed) != len(squares) - 2:
        return None
    return squares[0], squares[1], removed


def format_action(action):
    """Canonical text of what act() returned, or None when it is not an action at all."""
    try:
        if all(hasattr(action, field) for field in ("start", "end", "removed")):
            start, end, removed = action.start, action.end, action.removed
        else:
            start, end, removed = action
        squares = [start, end] + sorted(tuple(s) for s in removed)
        text = []
        for square in squares:
            row, column = square
            if type(row) is not int or type(column) is not int:
                return None
            text.append("%d,%d" % (row, column))
    except (TypeError, ValueError):
        return None
    return text[0] + "-" + text[1] + "".join("x" + s for s in text[2:])


def describe(state):
    return "ply %s, player %s, pieces %s" % (getattr(state, "turn", "?"), state.to_move(),
                                            sorted(getattr(state, "pieces", {}).items()))


def play(agent_class, fenix, margin):
    player = {"1": 1, "2": -1}.get(os.environ.get("ARBITRE_PLAYER", "").strip())
    agent = agent_class(player) if player is not None else None
    state = fenix.FenixState()
    bank_ms = os.environ.get("ARBITRE_BANK_MS", "").strip()
    bank = int(bank_ms) / 1000.0 if bank_ms.isdigit() else COURSE_BANK_SECONDS
    for line in sys.stdin:
        text = line.strip()
        if not text:
            continue
        if text.startswith("RESULT") or text.startswith("END"):
            log("game over: " + text)
            return 0
        if text == "START":
            player = player or 1
        else:
            player = player or -1
            parsed = parse_action(text)
            action = find_action(state, *parsed) if parsed else None
            if action is None:
                log("the referee's line '%s' is not a legal action of the course's engine here (%s)"
                    % (text, describe(state)))
                return EXIT_CRASH
            state = state.result(action)
        if agent is None:
            agent = agent_class(player)
        if state.is_terminal():
            continue
        started = time.perf_counter()
        try:
            chosen = agent.act(copy.deepcopy(state), bank - margin)
        except Exception:
            log("act() raised:\n" + traceback.format_exc())
            return EXIT_CRASH
        bank -= time.perf_counter() - started + ALLOWANCE_SECONDS
        answer = format_action(chosen)
        if answer is None:
            log("act() returned %r, which is not an action" % (chosen,))
            answer = "none"
        _PROTOCOL.write(answer + "\n")
        _PROTOCOL.flush()
        parsed = parse_action(answer)
        legal = find_action(state, *parsed) if parsed else None
        if legal is not None:
            state = state.result(legal)
        elif parsed is not None:
            log("act() returned %s, which is not among state.actions(); the referee will refuse it" % answer)
    return 0


def main(argv):
    arguments = parse_arguments(argv)
    path, class_name = split_agent(arguments.agent)
    if not os.path.isfile(path):
        log("agent file not found: " + path)
        return EXIT_LOAD
    folder = os.path.dirname(os.path.abspath(path))
    sys.path.insert(0, folder)
    try:
        fenix = load_engine(folder, arguments.engine, arguments.expect_sha256)
        agent_class = load_agent_class(path, class_name)
    except LoadError as error:
        log(str(error))
        return EXIT_LOAD
    except Exception:
        log("loading failed:\n" + traceback.format_exc())
        return EXIT_LOAD
    start = os.environ.get("ARBITRE_START", "").strip()
    if start not in ("", "standard"):
        log("cannot start from '%s': course agents play from the start position only" % start)
        return EXIT_LOAD
    log("playing %s from %s" % (agent_class.__name__, path))
    seed_generators()
    return play(agent_class, fenix, arguments.margin_ms / 1000.0)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
