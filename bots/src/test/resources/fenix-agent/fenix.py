"""A stand-in for the course's engine module, with its interface, for the adapter's tests.

The rules come from the Python starter bot, which exposes the same FenixState and FenixAction;
the tests put its folder on PYTHONPATH.
"""
from fenix_bot import FenixAction, FenixState  # noqa: F401
