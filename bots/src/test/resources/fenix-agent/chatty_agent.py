import os
import random

import fenix
from agent import Agent


class ChattyAgent(Agent):
    """Plays a random legal action and prints freely, as students' agents do."""

    def act(self, state, remaining_time):
        if not isinstance(state, fenix.FenixState):
            raise TypeError("the state is not the engine's FenixState: %r" % type(state))
        if not isinstance(remaining_time, float) or remaining_time <= 0:
            raise ValueError("bad remaining time %r" % remaining_time)
        if state.to_move() != self.player:
            raise ValueError("asked to move for %s, I am %s" % (state.to_move(), self.player))
        print("thinking at ply", state.turn, "with", round(remaining_time, 3), "s left")
        os.write(1, b"a raw write on file descriptor 1\n")
        return random.choice(sorted(state.actions()))


class Helper:
    """Not an agent: the adapter must not pick it."""
