"""Card pixmaps for views: the card's own picture (`image:` of a user set, in the profile's pictures
folder, carddb/pictures.py) or else one from the image folder when there is one, else the drawn
face; rendered once per card, size and language and kept in QPixmapCache."""
from __future__ import annotations

from pathlib import Path

from carddb.pictures import picture_path
from engine.cards import CardDef
from engine.limits import MAX_PICTURE_SIDE, STORED_PICTURE_BOX

from .cardface import CARD_ASPECT, face_data, paint_card, paint_image_card
from .cardimages import ImageIndex
from .qt import QImage, QImageReader, QObject, QPainter, QPixmap, QPixmapCache, QRectF, QSize, Qt, Signal


class CardPixmaps(QObject):
    """Renders and caches card faces; `changed` fires when the image folder or language changes."""

    changed = Signal()

    def __init__(self, image_folder: str = "", lang: str = "en", parent: QObject | None = None,
                 pictures: Path | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.images = ImageIndex(image_folder)
        self.pictures = pictures  # the profile's pictures folder (cards that name their own picture)
        self._generation = 0
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 96 * 1024))  # KiB

    def set_image_folder(self, folder: str) -> None:
        self.images = ImageIndex(folder)
        self._generation += 1
        self.changed.emit()

    def set_language(self, lang: str) -> None:
        if lang != self.lang:
            self.lang = lang
            self._generation += 1
            self.changed.emit()

    def refresh(self) -> None:
        """Draw every face anew (card sets were imported: texts or attribute names may differ)."""
        self._generation += 1
        self.changed.emit()

    def picture_file(self, cd: CardDef) -> Path | None:
        """The file drawn for the card: its own picture if it names one that exists, else the image
        folder's picture of it."""
        name = cd.raw.get("image") if isinstance(cd.raw, dict) else None
        if self.pictures is not None and isinstance(name, str):
            own = picture_path(self.pictures, cd.set, name)
            if own is not None and own.is_file():
                return own
        return self.images.find(cd.set, cd.number)

    def image_for(self, cd: CardDef) -> QImage | None:
        path = self.picture_file(cd)
        if path is None:
            return None
        reader = QImageReader(str(path))
        reader.setAutoTransform(True)
        size = reader.size()  # from the header: nothing decoded yet
        if not size.isValid() or max(size.width(), size.height()) > MAX_PICTURE_SIDE:
            return None  # unreadable, or so large each render would decode hundreds of MB: the drawn face
        box = QSize(*STORED_PICTURE_BOX)
        if size.width() > box.width() or size.height() > box.height():
            reader.setScaledSize(size.scaled(box, Qt.AspectRatioMode.KeepAspectRatio))  # no bigger than drawn
        img = reader.read()
        return None if img.isNull() else img

    def _key(self, cd: CardDef, width: int, dpr: float) -> str:
        return f"card|{self._generation}|{cd.game}|{cd.id}|{width}|{dpr:.2f}|{self.lang}"

    def is_cached(self, cd: CardDef, width: int, dpr: float = 1.0) -> bool:
        """Whether `pixmap(cd, width, dpr)` would be a copy from the cache (no render)."""
        return QPixmapCache.find(self._key(cd, width, dpr), QPixmap())

    def pixmap(self, cd: CardDef, width: int, dpr: float = 1.0) -> QPixmap:
        """The card `width` logical pixels wide (height from the card aspect)."""
        key = self._key(cd, width, dpr)
        pm = QPixmap()
        if QPixmapCache.find(key, pm):
            return pm
        h = round(width * CARD_ASPECT)
        pm = QPixmap(max(1, round(width * dpr)), max(1, round(h * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        self.paint(painter, QRectF(0, 0, width, h), cd)
        painter.end()
        QPixmapCache.insert(key, pm)
        return pm

    def paint(self, painter: QPainter, rect: QRectF, cd: CardDef) -> None:
        """Paint the card straight into `rect` (no cache; for large, one-off faces)."""
        img = self.image_for(cd)
        if img is not None:
            paint_image_card(painter, rect, img)
        else:
            paint_card(painter, rect, face_data(cd, self.lang))
