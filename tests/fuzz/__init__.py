"""Fuzzing of every file reader: shared seeds, mutators, targets and the forked sandbox used by both
scripts/fuzz_inputs.py and the hypothesis tests in this package (docs/fuzzing.md)."""
