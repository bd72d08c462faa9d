from agent import Agent


class BrokenAgent(Agent):
    def act(self, state, remaining_time):
        raise RuntimeError("this agent always fails")
