#!/usr/bin/env python3
"""Draws the custom test theme's PNGs (run from this folder; needs Pillow).

Balloons: 41 x 33 pt body-and-tail shapes whose middle row and column are flat, so they
stretch without seams; 'out' has its tail at the bottom right, 'in' at the bottom left.
"""
from PIL import Image, ImageDraw

SS = 8  # supersampling for antialiased edges


def balloon(scale, color, tail_right):
    w, h = 41, 33
    big = Image.new("RGBA", (w * scale * SS, h * scale * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    u = scale * SS
    body = (7 * u, 0, w * u - 1, h * u - 1) if not tail_right else (0, 0, (w - 7) * u - 1, h * u - 1)
    d.rounded_rectangle(body, radius=12 * u, fill=color)
    if tail_right:
        tail = [((w - 7) * u - 14 * u, h * u), (w * u, h * u), ((w - 7) * u - 2 * u, (h - 14) * u)]
    else:
        tail = [(7 * u + 14 * u, h * u), (0, h * u), (7 * u + 2 * u, (h - 14) * u)]
    d.polygon(tail, fill=color)
    return big.resize((w * scale, h * scale), Image.LANCZOS)


def avatar(color, accent):
    s = 40 * SS
    big = Image.new("RGBA", (s, s), color)
    d = ImageDraw.Draw(big)
    d.ellipse((12 * SS, 7 * SS, 28 * SS, 23 * SS), fill=accent)
    d.ellipse((5 * SS, 26 * SS, 35 * SS, 56 * SS), fill=accent)
    return big.resize((40, 40), Image.LANCZOS)


balloon(1, (52, 199, 89, 255), True).save("balloons/out.png")
balloon(2, (52, 199, 89, 255), True).save("balloons/out@2x.png")
balloon(2, (58, 58, 66, 255), False).save("balloons/in@2x.png")
avatar((255, 159, 10, 255), (255, 236, 200, 255)).save("avatars/me.png")
