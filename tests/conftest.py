"""Shared pytest configuration. The `rule` marker (a test's rules clauses, as game:clause) is
declared in pyproject.toml; nothing else is registered here."""
