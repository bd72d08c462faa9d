import random

from agent import Agent


class CaptureAgent(Agent):
    """A course-style agent in one file: the action that captures the most stacks, else a random one.

    Run it as an Arbitre bot through the adapter:
        python3 bots/adapters/fenix_agent.py --agent bots/adapters/examples/capture_agent.py
    """

    def act(self, state, remaining_time):
        actions = list(state.actions())
        most = max(len(action.removed) for action in actions)
        return random.choice([action for action in actions if len(action.removed) == most])
