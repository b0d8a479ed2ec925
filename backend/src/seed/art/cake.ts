/** Layered celebration cake on a stand. */
import { mix, tone } from "./palette";
import { gloss, heartD, shadow } from "./shapes";
import { type Ctx, type Pt, at, circle, ellipse, f, line, path } from "./svg";
import { type Topping, candle, topping } from "./toppings";

/** Front-half point of an ellipse; u runs -1 (left) … 1 (right). */
const front = (cx: number, cy: number, rx: number, ry: number, u: number): Pt => [
  cx + u * rx,
  cy + ry * Math.sqrt(Math.max(0, 1 - u * u)),
];

/** Glaze that covers the top and runs down the side in rounded drips. */
function dripD(c: Ctx, cx: number, top: number, rx: number, ry: number, depth: number): string {
  const count = Math.max(5, Math.round(rx / 26));
  let d = `M${f(cx - rx)} ${f(top)}`;
  let u = -1;
  for (let i = 0; i < count; i++) {
    const centre = -0.86 + (1.72 * (i + 0.5)) / count + c.range(-0.04, 0.04);
    const hw = c.range(0.045, 0.07);
    for (; u < centre - hw; u += 0.04) {
      const [x, y] = front(cx, top, rx, ry, u);
      d += `L${f(x)} ${f(y + 10)}`;
    }
    const [xl, yl] = front(cx, top, rx, ry, centre - hw);
    const [xr, yr] = front(cx, top, rx, ry, centre + hw);
    const bottom = Math.max(yl, yr) + depth * c.range(0.35, 1);
    const r = (xr - xl) / 2;
    d += `L${f(xl)} ${f(yl + 10)}L${f(xl)} ${f(bottom - r)}A${f(r)} ${f(r)} 0 0 0 ${f(xr)} ${f(bottom - r)}L${f(xr)} ${f(yr + 10)}`;
    u = centre + hw;
  }
  for (; u < 1; u += 0.04) {
    const [x, y] = front(cx, top, rx, ry, u);
    d += `L${f(x)} ${f(y + 10 * Math.sqrt(1 - u * u))}`;
  }
  return d + `L${f(cx + rx)} ${f(top)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx - rx)} ${f(top)}Z`;
}

/** A 1–3 tier frosted cake with glaze drips, piped pearls and toppings. */
export function drawCake(c: Ctx): string {
  const v = c.variant;
  const tiers = at([2, 1, 3, 2, 1, 3, 2, 1, 2, 3], v);
  const glaze = at(
    ["#fff6ec", "#5a3222", tone(c.hue, 60, 45), "#fff6ec", "#6b3a26", tone(c.hue + 330, 80, 86)],
    v,
  );
  const tops: Topping[] = ["cherries", "strawberries", "rosettes", "macarons", "berries"];
  const top = at(tops, v + Math.floor(c.hue / 60));
  const dims: [number, number][] =
    tiers === 1
      ? [[470, 215]]
      : tiers === 2
        ? [
            [440, 165],
            [310, 140],
          ]
        : [
            [430, 128],
            [320, 112],
            [220, 100],
          ];
  const standY = 612;
  const plateR = at(dims, 0)[0] / 2 + 48;
  const stand = at<[string, string, string]>(
    [
      ["#ffffff", "#e4dff0", "#c9c2da"],
      ["#fff1c9", "#e6be62", "#a9792a"],
      [tone(c.hue + 180, 40, 94), tone(c.hue + 180, 35, 82), tone(c.hue + 180, 30, 66)],
    ],
    v >> 1,
  );
  let out = shadow(c, 400, 708, 290, 36);
  out += path(
    `M${f(400 - 38)} ${f(standY + 10)}L${f(400 - 120)} 690L${f(400 + 120)} 690L${f(400 + 38)} ${f(standY + 10)}Z`,
    c.lin(
      [
        [0, stand[1]],
        [0.5, stand[0]],
        [1, stand[2]],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += ellipse(400, 690, 120, 18, stand[2]);
  out += ellipse(400, standY + 12, plateR, plateR * 0.15, stand[2]);
  out += ellipse(
    400,
    standY,
    plateR,
    plateR * 0.15,
    c.lin([
      [0, stand[0]],
      [1, stand[1]],
    ]),
  );
  let base = standY;
  const frostings = [c.p.light, tone(c.hue, 30, 95), tone(c.hue + 15, 70, 76)];
  dims.forEach(([w, h], i) => {
    const rx = w / 2;
    const ry = w * 0.15;
    const topY = base - h;
    const fr = at(frostings, i + v);
    const side = c.lin(
      [
        [0, tone(c.hue, 40, 58)],
        [0.2, fr],
        [0.45, mix(fr, "#ffffff", 0.6)],
        [0.75, fr],
        [1, tone(c.hue, 40, 55)],
      ],
      0,
      0,
      1,
      0,
    );
    out += path(
      `M${f(400 - rx)} ${f(topY)}L${f(400 - rx)} ${f(base)}A${f(rx)} ${f(ry)} 0 0 0 ${f(400 + rx)} ${f(base)}L${f(400 + rx)} ${f(topY)}Z`,
      side,
    );
    // a darker band at the cake's base reads as the shadow under the pearls
    if ((v + i) % 3 === 1) {
      for (let k = -4; k <= 4; k++) {
        const [x, y] = front(400, topY + h * 0.55, rx, ry, k / 5);
        out += circle(x, y, 7, c.p.main);
      }
    } else if ((v + i) % 3 === 2) {
      for (let k = -5; k < 5; k++) {
        const [x1, y1] = front(400, topY + h * 0.45, rx, ry, k / 5.4);
        const [x2, y2] = front(400, topY + h * 0.45, rx, ry, (k + 1) / 5.4);
        out += line(
          `M${f(x1)} ${f(y1)}Q${f((x1 + x2) / 2)} ${f((y1 + y2) / 2 + 26)} ${f(x2)} ${f(y2)}`,
          c.p.main,
          7,
        );
      }
    }
    out += path(dripD(c, 400, topY, rx, ry, h * 0.45), glaze);
    out += ellipse(
      400 - rx * 0.15,
      topY - ry * 0.1,
      rx * 0.7,
      ry * 0.55,
      "#ffffff",
      'opacity="0.18"',
    );
    for (let k = 0; k <= 18; k++) {
      const [x, y] = front(400, base, rx, ry, -1 + k / 9);
      out += circle(x, y - 4, 9, "#fffaf2") + circle(x - 3, y - 7, 3, "#ffffff");
    }
    if (i === dims.length - 1) {
      const items: Pt[] = [];
      const n = Math.round(rx / 28);
      for (let k = 0; k < n; k++) {
        const a = (k / n) * Math.PI * 2 + 0.3;
        items.push([400 + (rx - 26) * Math.cos(a), topY + (ry - 12) * Math.sin(a)]);
      }
      items.sort((a, b) => a[1] - b[1]);
      const back = items.filter(([, y]) => y < topY);
      const fore = items.filter(([, y]) => y >= topY);
      for (const [x, y] of back) out += topping(c, top, x, y, 17);
      if (v % 2 === 0) {
        const candleCol = at([c.p.main, tone(c.hue + 180, 65, 62), "#ffd166"], v);
        out +=
          candle(c, 365, topY + 4, 88, candleCol) +
          candle(c, 435, topY + 4, 88, candleCol) +
          candle(c, 400, topY + 18, 96, candleCol);
      } else {
        out +=
          path(
            heartD(400, topY - 38, 38),
            c.lin([
              [0, tone(c.hue + 340, 80, 70)],
              [1, tone(c.hue + 340, 70, 45)],
            ]),
          ) + gloss(386, topY - 55, 10, 6, 0.7, -30);
      }
      for (const [x, y] of fore) out += topping(c, top, x, y, 17);
    }
    base = topY;
  });
  return out;
}
