/** Layered celebration cake on a stand. */
import type { CakeLook } from "../types";
import { mix, tone } from "./palette";
import { portrait } from "./portrait";
import { gloss, heartD, shadow } from "./shapes";
import { type Ctx, type Pt, at, circle, ellipse, f, line, path, polyD, rect } from "./svg";
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

/** A flavour's sponge or frosting seen on the side, its glaze on top and its toppings. */
export interface Flavour {
  side: string;
  glaze: string;
  top: Topping;
  /** Flecks pressed into the side: chocolate shavings, white curls, nuts. */
  flecks?: string;
}

export const CAKE_FLAVOURS: Readonly<Record<CakeLook, Flavour>> = {
  chocolate: { side: "#7a4630", glaze: "#3b1d12", top: "truffles", flecks: "#4a2618" },
  forest: { side: "#5a3222", glaze: "#2e150d", top: "cherries", flecks: "#f3e6d8" },
  "white-forest": { side: "#fbf3e6", glaze: "#fffaf2", top: "cherries", flecks: "#e9d9c0" },
  velvet: { side: "#b3122e", glaze: "#fff6ec", top: "rosettes", flecks: "#7e0c22" },
  caramel: { side: "#f1d3a1", glaze: "#c27c2c", top: "rosettes", flecks: "#a86a2a" },
  strawberry: { side: "#f7c1cf", glaze: "#e8506e", top: "strawberries" },
  blueberry: { side: "#ddd2f2", glaze: "#5b3f8f", top: "berries" },
  fruit: { side: "#fff3de", glaze: "#ffe08a", top: "strawberries" },
  mango: { side: "#ffe3a3", glaze: "#f4a53a", top: "rosettes" },
  vanilla: { side: "#fff3de", glaze: "#fffaf2", top: "rosettes" },
  coffee: { side: "#c89f7e", glaze: "#6b4530", top: "truffles" },
  pista: { side: "#e3eec4", glaze: "#a9c46a", top: "rosettes", flecks: "#7d9a3c" },
  rose: { side: "#fbd3de", glaze: "#f29bb4", top: "rosettes" },
};

/** Parametric heart outline, pointing down, width 2s; squashed by `sy` as seen from above. */
function heartOutline(cx: number, cy: number, s: number, sy: number): Pt[] {
  const pts: Pt[] = [];
  for (let k = 0; k < 64; k++) {
    const t = (k / 64) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    pts.push([cx + (x / 16) * s, cy - ((y + 2) / 16) * s * sy]);
  }
  return pts;
}

/** A one-tier heart-shaped cake: the heart extruded into a sponge, glazed, piped and topped. */
function drawHeartCake(c: Ctx, look: Flavour | undefined): string {
  const fl = look ?? { side: tone(c.hue, 70, 80), glaze: tone(c.hue, 75, 62), top: "rosettes" };
  const s = 235;
  const h = 150;
  const floor = 640;
  const top = floor - h;
  let out = shadow(c, 400, floor + 30, 260, 34);
  out += ellipse(400, floor + 14, 300, 44, "#e4dff0") + ellipse(400, floor + 6, 300, 44, "#ffffff");
  const sidePaint = c.linU(
    [
      [0, mix(fl.side, "#000000", 0.3)],
      [0.3, fl.side],
      [0.5, mix(fl.side, "#ffffff", 0.35)],
      [0.75, fl.side],
      [1, mix(fl.side, "#000000", 0.3)],
    ],
    400 - s,
    0,
    400 + s,
    0,
  );
  for (let y = floor; y > top; y -= 5) out += path(polyD(heartOutline(400, y, s, 0.55)), sidePaint);
  if (fl.flecks) {
    for (let k = 0; k < 40; k++) {
      const x = 400 + c.range(-0.8, 0.8) * s;
      const y = top + 30 + c.range(0, h - 20) + Math.abs(x - 400) * -0.25 + 40;
      out += rect(x, y, 6, 3, 1.5, fl.flecks, 'opacity="0.8"');
    }
  }
  const outline = heartOutline(400, top, s, 0.55);
  out += path(polyD(outline), fl.glaze);
  out += path(polyD(heartOutline(400, top - 6, s * 0.82, 0.55)), "#ffffff", 'opacity="0.14"');
  out += path(
    polyD(outline),
    "none",
    `stroke="#fffaf2" stroke-width="16" stroke-linecap="round" stroke-dasharray="0 19"`,
  );
  if (c.look.photo) {
    out += photoPrint(c, 400, top - 24, 130, 78);
  } else {
    const ring = heartOutline(400, top - 8, s * 0.72, 0.55).filter((_, k) => k % 6 === 0);
    ring.sort((a, b) => a[1] - b[1]);
    for (const [x, y] of ring) out += topping(c, fl.top, x, y, 17);
    out += topping(c, fl.top, 400, top - 30, 20);
  }
  return out;
}

/** An edible photo print on a cake's top, seen at the top's angle. */
function photoPrint(c: Ctx, cx: number, cy: number, rx: number, ry: number): string {
  const clip = c.clip(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}"/>`);
  // the print is squashed less than the top, so faces still read at a card's size
  const squash = Math.max(ry / rx, 0.62);
  const h = rx * 0.95;
  const pic = portrait(c, cx - rx, cy - h * 0.55, rx * 2, h, c.look.photo ?? "portrait");
  return (
    ellipse(cx, cy, rx + 8, ry + 6, "#fffaf2") +
    `<g clip-path="${clip}"><g transform="translate(0 ${f(cy)}) scale(1 ${f(squash)}) translate(0 ${f(-cy)})">${pic}</g></g>`
  );
}

/** A 1–3 tier frosted cake with glaze drips, piped pearls and toppings. */
export function drawCake(c: Ctx): string {
  const v = c.variant;
  const look = c.look.cake === undefined ? undefined : CAKE_FLAVOURS[c.look.cake];
  if (c.look.shape === "heart") return drawHeartCake(c, look);
  const tiers = c.look.tiers ?? at([2, 1, 3, 2, 1, 3, 2, 1, 2, 3], v);
  const glaze =
    look?.glaze ??
    at(
      ["#fff6ec", "#5a3222", tone(c.hue, 60, 45), "#fff6ec", "#6b3a26", tone(c.hue + 330, 80, 86)],
      v,
    );
  const tops: Topping[] = ["cherries", "strawberries", "rosettes", "macarons", "berries"];
  const top = look?.top ?? at(tops, v + Math.floor(c.hue / 60));
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
  const frostings = look ? [look.side] : [c.p.light, tone(c.hue, 30, 95), tone(c.hue + 15, 70, 76)];
  dims.forEach(([w, h], i) => {
    const rx = w / 2;
    const ry = w * 0.15;
    const topY = base - h;
    const fr = at(frostings, i + v);
    const edge = look ? mix(look.side, "#000000", 0.3) : tone(c.hue, 40, 58);
    const side = c.lin(
      [
        [0, edge],
        [0.2, fr],
        [0.45, mix(fr, "#ffffff", look ? 0.3 : 0.6)],
        [0.75, fr],
        [1, edge],
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
    if (look?.flecks) {
      for (let k = 0; k < Math.round(rx / 5); k++) {
        const u = c.range(-0.95, 0.95);
        const [x, y] = front(400, topY + c.range(h * 0.4, h * 0.95), rx, ry, u);
        out += rect(x, y, 7, 3, 1.5, look.flecks, 'opacity="0.85"');
      }
    }
    // a darker band at the cake's base reads as the shadow under the pearls
    if (look) {
      // a flavour's cake keeps its side plain so the sponge colour reads
    } else if ((v + i) % 3 === 1) {
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
      if (c.look.photo) {
        out += photoPrint(c, 400, topY + 2, rx * 0.72, ry * 0.72);
      } else if (look && tiers === 1) {
        // a flavour's own topping crowns it: cherries on a black forest, truffles on chocolate
        out += topping(c, top, 400, topY - 2, 24);
      } else if (v % 2 === 0) {
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
