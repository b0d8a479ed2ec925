/** Chocolate boxes, heart boxes and bars. */
import { tone } from "./palette";
import { bow, gloss, heartD, lightToDark, shadow, tones } from "./shapes";
import { type Ctx, at, circle, ellipse, f, line, path, rect, rotate } from "./svg";

function truffle(c: Ctx, x: number, y: number, r: number, kind: number): string {
  let cup = "";
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    cup += circle(x + r * 1.18 * Math.cos(a), y + r * 1.18 * Math.sin(a), r * 0.22, "#4a2a1c");
  }
  cup += circle(x, y, r * 1.2, "#4a2a1c") + circle(x, y + r * 0.08, r * 1.02, "#2e1810");
  const body = (a: string, b: string, cc: string): string =>
    circle(
      x,
      y,
      r,
      c.rad(
        [
          [0, a],
          [0.6, b],
          [1, cc],
        ],
        0.35,
        0.3,
        0.75,
      ),
    );
  const zig = (col: string): string =>
    line(
      `M${f(x - r * 0.7)} ${f(y - r * 0.2)}L${f(x - r * 0.35)} ${f(y - r * 0.55)}L${f(x)} ${f(y - r * 0.1)}L${f(x + r * 0.35)} ${f(y - r * 0.5)}L${f(x + r * 0.7)} ${f(y - r * 0.1)}`,
      col,
      r * 0.12,
    );
  switch (kind % 5) {
    case 0:
      return (
        cup +
        body("#7a4a33", "#4a2a1c", "#24120b") +
        zig("#9a6a4e") +
        gloss(x - r * 0.35, y - r * 0.4, r * 0.2, r * 0.13, 0.5)
      );
    case 1:
      return (
        cup +
        body("#c88b5c", "#98603a", "#5e3620") +
        ellipse(x, y - r * 0.2, r * 0.35, r * 0.22, "#f1d19a") +
        gloss(x - r * 0.4, y - r * 0.4, r * 0.2, r * 0.13, 0.5)
      );
    case 2:
      return cup + body("#fffaf0", "#f1e3c8", "#cdb48e") + zig(c.p.main);
    case 3:
      return (
        cup +
        body("#fff3c4", "#e0aa3e", "#8c5f18") +
        line(
          `M${f(x - r * 0.6)} ${f(y + r * 0.1)}L${f(x + r * 0.2)} ${f(y - r * 0.5)}M${f(x - r * 0.1)} ${f(y + r * 0.5)}L${f(x + r * 0.6)} ${f(y - r * 0.1)}`,
          "#fff6d8",
          r * 0.08,
          'opacity="0.8"',
        )
      );
    default:
      return (
        cup +
        path(
          heartD(x, y, r * 0.95),
          c.lin([
            [0, tone(c.hue + 345, 70, 68)],
            [1, tone(c.hue + 345, 60, 40)],
          ]),
        ) +
        gloss(x - r * 0.4, y - r * 0.35, r * 0.2, r * 0.12, 0.6, -30)
      );
  }
}

/** Chocolate: an open box of truffles, a heart box, or a stack of wrapped bars. */
export function drawChocolate(c: Ctx): string {
  const v = c.variant;
  const box = tones(tone(c.hue, 60, v % 2 ? 40 : 55));
  const ribbon = tones(at(["#e6b84f", tone(c.hue + 180, 60, 70), "#f4f1ec"], v));
  let out = shadow(c, 400, 680, 300, 40);
  const style = v % 3;
  if (style === 0) {
    out +=
      `<g ${rotate(-7, 400, 300)}>` +
      rect(190, 150, 420, 250, 20, c.slant(box.light, box.dark)) +
      rect(370, 150, 60, 250, 0, ribbon.main) +
      rect(190, 245, 420, 50, 0, ribbon.main, 'opacity="0.9"') +
      bow(c, 400, 270, 70, ribbon) +
      "</g>";
    out += rect(165, 330, 470, 340, 24, c.fade(box.main, box.dark));
    out +=
      rect(190, 355, 420, 290, 16, box.dark) +
      rect(190, 355, 420, 14, 8, "#000000", 'opacity="0.25"');
    for (let r = 0; r < 3; r++)
      for (let k = 0; k < 4; k++) out += truffle(c, 243 + k * 105, 402 + r * 95, 33, r * 4 + k + v);
  } else if (style === 1) {
    out +=
      `<g ${rotate(-10, 400, 300)}>` +
      path(heartD(400, 280, 230), c.slant(box.light, box.dark)) +
      path(heartD(400, 280, 215), box.main, 'opacity="0.5"') +
      "</g>";
    out += path(heartD(400, 470, 235), c.fade(box.main, box.dark));
    out += path(heartD(400, 466, 212), box.dark);
    const spots: [number, number][] = [
      [300, 380],
      [500, 380],
      [250, 460],
      [350, 455],
      [450, 455],
      [550, 460],
      [320, 540],
      [400, 535],
      [480, 540],
      [400, 610],
      [360, 615],
      [440, 615],
    ];
    spots
      .slice(0, 10)
      .forEach(
        ([x, y], i) =>
          (out += truffle(c, x === 400 && y === 610 ? 400 : x, y === 615 ? 620 : y, 32, i + v)),
      );
    out += bow(c, 560, 330, 58, ribbon);
  } else {
    const bar = (cx: number, cy: number, deg: number, hue: number, open: boolean): string => {
      const wrap = tones(tone(hue, 65, 50));
      let b = rect(cx - 250, cy - 80, 500, 160, 14, "#3e2116");
      for (let gx = 0; gx < 6; gx++)
        for (let gy = 0; gy < 3; gy++)
          b += rect(
            cx - 240 + gx * 54,
            cy - 70 + gy * 48,
            48,
            42,
            6,
            c.lin(
              [
                [0, "#8a5638"],
                [0.5, "#5e3422"],
                [1, "#3a1e12"],
              ],
              0,
              0,
              1,
              1,
            ),
          );
      const wx = open ? cx + 10 : cx - 256;
      if (open)
        b += path(
          `M${wx - 40} ${cy - 84}L${wx + 10} ${cy - 70}L${wx - 15} ${cy - 20}L${wx + 15} ${cy + 30}L${wx - 25} ${cy + 84}L${wx + 40} ${cy + 84}L${wx + 40} ${cy - 84}Z`,
          c.lin(
            [
              [0, "#ffffff"],
              [0.5, "#c7ccd4"],
              [1, "#8f96a3"],
            ],
            0,
            0,
            1,
            1,
          ),
        );
      b += rect(wx + 30, cy - 86, cx + 256 - wx - 30, 172, 10, c.lin(lightToDark(wrap, 0.5)));
      b +=
        rect(wx + 30, cy - 20, cx + 256 - wx - 30, 16, 0, "#e6b84f") +
        rect(wx + 30, cy + 6, cx + 256 - wx - 30, 5, 0, "#e6b84f");
      b +=
        path(heartD(cx + 150, cy - 48, 16), "#ffffff", 'opacity="0.85"') +
        gloss(cx + 120, cy - 70, 70, 6, 0.35);
      return `<g ${rotate(deg, cx, cy)}>${b}</g>`;
    };
    out += bar(400, 330, -14, c.hue + 30, false) + bar(400, 500, 6, c.hue, true);
    out +=
      truffle(c, 230, 640, 34, v) +
      truffle(c, 320, 660, 34, v + 3) +
      truffle(c, 600, 650, 34, v + 1);
  }
  return out;
}
