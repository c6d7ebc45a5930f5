"""Engine version: replays and saves record it so a later engine can tell what made them."""
ENGINE_VERSION = "0.1.0"
SAVE_FORMAT = 2
REPLAY_FORMAT = 2
