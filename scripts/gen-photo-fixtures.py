#!/usr/bin/env python3
"""Makes the JPEG fixtures of photos (issue 13), deterministically, with Pillow (pip install
pillow; a dev script only: chatshot itself reads JPEGs with libjpeg-turbo).

  Tests/Fixtures/photos/exif-N.jpg   N = 1..8: one upright 32x16 picture (red, green / blue,
                                     white quadrants) stored as EXIF orientation N says, so
                                     each decodes, turned upright, to the same picture.
  Examples/photos/beach.jpg          a landscape photo (960x640) for Examples/photo.json
  Examples/photos/lighthouse.jpg     a portrait phone photo: stored 800x600 with orientation 6
                                     (turn 90 degrees clockwise), upright 600x800

Run from the repository root: python3 scripts/gen-photo-fixtures.py
"""
import os
from PIL import Image, ImageDraw

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The transpose that stores an upright picture so that orientation N shows it upright again
# (the inverse of what a viewer applies: 6 and 8 swap, the others are their own inverse).
STORE = {
    1: None,
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_90,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_270,
}


def save(image, path, orientation, quality):
    exif = Image.Exif()
    exif[0x0112] = orientation
    os.makedirs(os.path.dirname(path), exist_ok=True)
    image.save(path, "JPEG", quality=quality, exif=exif.tobytes(), optimize=False,
               subsampling=0 if quality >= 95 else 2)


def quadrants():
    image = Image.new("RGB", (32, 16))
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, 15, 7], fill=(255, 0, 0))
    draw.rectangle([16, 0, 31, 7], fill=(0, 255, 0))
    draw.rectangle([0, 8, 15, 15], fill=(0, 0, 255))
    draw.rectangle([16, 8, 31, 15], fill=(255, 255, 255))
    return image


def beach():
    w, h = 960, 640
    image = Image.new("RGB", (w, h))
    draw = ImageDraw.Draw(image)
    for y in range(h * 6 // 10):  # sky: light blue to pale at the horizon
        t = y / (h * 0.6)
        draw.line([(0, y), (w, y)], fill=(int(70 + 150 * t), int(150 + 80 * t), int(230 + 20 * t)))
    draw.ellipse([700, 80, 820, 200], fill=(255, 236, 150))
    for y in range(h * 6 // 10, h * 8 // 10):  # sea
        t = (y - h * 0.6) / (h * 0.2)
        draw.line([(0, y), (w, y)], fill=(int(20 + 30 * t), int(110 + 50 * t), int(170 + 20 * t)))
    draw.polygon([(0, h * 8 // 10), (w, h * 74 // 100), (w, h), (0, h)], fill=(236, 212, 160))
    draw.ellipse([120, 520, 260, 560], fill=(214, 80, 60))  # a towel
    return image


def lighthouse():
    w, h = 600, 800
    image = Image.new("RGB", (w, h))
    draw = ImageDraw.Draw(image)
    for y in range(h):  # dusk sky
        t = y / h
        draw.line([(0, y), (w, y)], fill=(int(40 + 200 * t), int(50 + 100 * t), int(120 + 40 * t)))
    draw.polygon([(0, 640), (220, 600), (600, 660), (600, 800), (0, 800)], fill=(60, 70, 60))
    draw.polygon([(260, 620), (340, 620), (325, 260), (275, 260)], fill=(245, 245, 240))
    for y in (340, 440, 540):
        draw.polygon([(268 + (620 - y) * 0, y), (332, y), (330, y + 40), (270, y + 40)],
                     fill=(200, 40, 40))
    draw.rectangle([265, 220, 335, 260], fill=(40, 40, 50))
    draw.ellipse([285, 226, 315, 254], fill=(255, 240, 160))
    draw.polygon([(260, 220), (340, 220), (300, 180)], fill=(200, 40, 40))
    return image


def main():
    upright = quadrants()
    for n, method in STORE.items():
        stored = upright if method is None else upright.transpose(method)
        save(stored, os.path.join(ROOT, "Tests/Fixtures/photos/exif-%d.jpg" % n), n, 95)
    save(beach(), os.path.join(ROOT, "Examples/photos/beach.jpg"), 1, 80)
    save(lighthouse().transpose(STORE[6]), os.path.join(ROOT, "Examples/photos/lighthouse.jpg"),
         6, 80)


if __name__ == "__main__":
    main()
