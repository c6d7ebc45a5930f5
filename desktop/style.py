"""The app's look: Fusion style, a light palette and a stylesheet (dark navigation bar)."""
from __future__ import annotations

from .qt import QApplication, QColor, QPalette, QStyleFactory

ACCENT = "#3c5bd6"

STYLESHEET = f"""
QMainWindow, QWidget#page {{ background: #f4f5f8; }}
QListWidget#navigation {{
    background: #1c2033; border: none; color: #c9d0e0; padding-top: 8px; outline: 0;
    font-size: 13px;
}}
QListWidget#navigation::item {{ padding: 10px 6px; margin: 2px 6px; border-radius: 8px; }}
QListWidget#navigation::item:hover {{ background: #2a3050; }}
QListWidget#navigation::item:selected {{ background: {ACCENT}; color: white; }}
QLabel#appTitle {{ color: #ffffff; font-size: 15px; font-weight: 600; padding: 12px 10px 4px 14px;
                   background: #1c2033; }}
QLabel#pageTitle {{ font-size: 20px; font-weight: 600; color: #1d2233; }}
QLabel#subtle, QLabel[subtle="true"] {{ color: #6b7286; }}
QLabel#error {{ color: #c0392b; }}
QLabel#ok {{ color: #1e8449; font-weight: 600; }}
QLabel#bad {{ color: #c0392b; font-weight: 600; }}
QFrame#panel, QGroupBox {{ background: white; border: 1px solid #dde1ea; border-radius: 10px; }}
QGroupBox {{ margin-top: 14px; padding-top: 8px; font-weight: 600; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #3b4256; }}
QTableView, QListView, QTreeView {{
    background: white; border: 1px solid #dde1ea; border-radius: 8px;
    selection-background-color: #dfe6ff; selection-color: #111; alternate-background-color: #f8f9fc;
    gridline-color: #eef0f5;
}}
QHeaderView::section {{ background: #f0f2f7; border: none; border-bottom: 1px solid #dde1ea;
                        padding: 5px 6px; color: #3b4256; font-weight: 600; }}
QLineEdit, QComboBox, QSpinBox {{ padding: 5px 8px; border: 1px solid #cfd5e2; border-radius: 6px;
                                 background: white; }}
QLineEdit:focus, QComboBox:focus, QSpinBox:focus {{ border-color: {ACCENT}; }}
QLineEdit[invalid="true"] {{ border-color: #c0392b; background: #fff5f4; }}
QPushButton, QToolButton {{ padding: 5px 12px; border: 1px solid #cfd5e2; border-radius: 6px;
                            background: white; color: #1d2233; }}
QPushButton:hover, QToolButton:hover {{ background: #eef1fb; }}
QPushButton:checked, QToolButton:checked {{ background: #dfe6ff; border-color: {ACCENT}; }}
QPushButton#primary {{ background: {ACCENT}; color: white; border-color: {ACCENT}; font-weight: 600; }}
QPushButton#primary:hover {{ background: #3450c0; }}
QPushButton:disabled, QToolButton:disabled {{ color: #9aa1b2; }}
QPushButton#primary:disabled {{ background: #c9cedb; border-color: #c9cedb; color: #f4f5f8; }}
QToolBar {{ background: #f4f5f8; border: none; spacing: 4px; }}
QStatusBar {{ background: #e9ecf3; color: #3b4256; }}
QSplitter::handle {{ background: transparent; }}
QTabWidget::pane {{ border: 1px solid #dde1ea; border-radius: 8px; background: white; }}
QTabBar::tab {{ padding: 6px 14px; }}
"""


def apply_style(app: QApplication) -> None:
    """Fusion style, light palette, the stylesheet. Once: applying them again re-polishes every
    widget there is for nothing (seconds in a process that has made many windows)."""
    if app.property("tcgtable_styled"):
        return
    app.setProperty("tcgtable_styled", True)
    fusion = QStyleFactory.create("Fusion")
    if fusion is not None:
        app.setStyle(fusion)
    pal = app.palette()
    pal.setColor(QPalette.ColorRole.Window, QColor("#f4f5f8"))
    pal.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
    pal.setColor(QPalette.ColorRole.AlternateBase, QColor("#f8f9fc"))
    pal.setColor(QPalette.ColorRole.Highlight, QColor("#dfe6ff"))
    pal.setColor(QPalette.ColorRole.HighlightedText, QColor("#111111"))
    pal.setColor(QPalette.ColorRole.Text, QColor("#1d2233"))
    pal.setColor(QPalette.ColorRole.WindowText, QColor("#1d2233"))
    pal.setColor(QPalette.ColorRole.ButtonText, QColor("#1d2233"))
    app.setPalette(pal)
    app.setStyleSheet(STYLESHEET)
