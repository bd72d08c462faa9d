"""Stands in for the course's engine module fenix.py, with its interface, so that the example agent
runs out of the box. For real course agents, put the course's own fenix.py here instead (and in
each student's folder).

The rules come from the Python starter bot, bots/examples/python/fenix_bot.py, which exposes the
same FenixState and FenixAction.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "python"))

from fenix_bot import FenixAction, FenixState  # noqa: E402,F401
