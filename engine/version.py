"""Engine version: replays and saves record it so a later engine can tell what made them."""
ENGINE_VERSION = "0.2.0"  # 0.2.0: the rules fixes of issue 41 (a replay of 0.1.0 may play out otherwise)
SAVE_FORMAT = 2
REPLAY_FORMAT = 2
