"""The one place the app imports its GUI toolkit (PySide6, Qt 6).

Every other module of `desktop/` imports Qt names from here (`from .qt import QWidget, Signal`),
so the toolkit, its version checks and any compatibility shims live in one file.
"""
# ruff: noqa: F401, F403, F405
from __future__ import annotations

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import *
from PySide6.QtGui import *
from PySide6.QtWidgets import *

QT_VERSION = qVersion()
