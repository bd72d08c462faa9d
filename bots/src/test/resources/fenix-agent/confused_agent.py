from agent import Agent
from fenix import FenixAction


class FirstAgent(Agent):
    def act(self, state, remaining_time):
        return state.actions()[0]


class IllegalAgent(Agent):
    """Answers an action the engine does not list."""

    def act(self, state, remaining_time):
        return FenixAction((3, 3), (3, 4), frozenset())


class NoneAgent(Agent):
    """Answers nothing that looks like an action."""

    def act(self, state, remaining_time):
        return None
