"""The game table: playing against the computer and watching replays on the same board.

`board` draws a game's zones (laid out per game by `games/`), from what one player may see
(`model.board_model`, built from the rules' `view()`), with drag and drop onto the places the
engine allows; `controller` runs a game (the computer on a worker thread, take-back, autosave);
`tableview` puts board, prompts and log together; `replay_viewer` steps through a stored replay.
Only `desktop.qt` imports the toolkit.
"""
