/** Frosted cupcakes. */
import { tone } from "./palette";
import { gloss, heartD, lightToDark, shadow, starD } from "./shapes";
import { type Ctx, at, circle, ellipse, f, line, path, rect, rotate } from "./svg";
import { cherryPaint } from "./toppings";

function cupcake(c: Ctx, cx: number, baseY: number, s: number, hue: number, kind: number): string {
  const wt = 150 * s;
  const wb = 112 * s;
  const wh = 100 * s;
  const top = baseY - wh;
  const wrapHue = hue + at([180, 30, 0, 200], kind);
  const wrap = c.lin(
    [
      [0, tone(wrapHue, 45, 50)],
      [0.3, tone(wrapHue, 60, 70)],
      [0.55, tone(wrapHue, 70, 82)],
      [1, tone(wrapHue, 45, 48)],
    ],
    0,
    0,
    1,
    0,
  );
  let out = path(
    `M${f(cx - wt / 2)} ${f(top)}L${f(cx - wb / 2)} ${f(baseY - 6 * s)}Q${f(cx)} ${f(baseY + 8 * s)} ${f(cx + wb / 2)} ${f(baseY - 6 * s)}L${f(cx + wt / 2)} ${f(top)}Z`,
    wrap,
  );
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    out += line(
      `M${f(cx - wt / 2 + t * wt)} ${f(top + 4 * s)}L${f(cx - wb / 2 + t * wb)} ${f(baseY - 4 * s)}`,
      tone(wrapHue, 45, 42),
      2.5 * s,
      'opacity="0.35"',
    );
  }
  out += ellipse(cx, top, wt / 2 + 3 * s, 14 * s, "#b9783f");
  const fr = { light: tone(hue, 80, 90), main: tone(hue, 70, 76), dark: tone(hue, 50, 58) };
  const layers: [number, number, number][] = [
    [1.2, 52, 0],
    [0.98, 48, 36],
    [0.7, 44, 70],
  ];
  for (const [wk, hk, up] of layers) {
    const w = wt * wk;
    const h = hk * s;
    const y = top - 14 * s - up * s;
    out += rect(cx - w / 2, y - h / 2, w, h, h / 2, c.lin(lightToDark(fr, 0.55)));
    out += gloss(cx - w * 0.22, y - h * 0.18, w * 0.18, h * 0.14, 0.55);
  }
  const peakY = top - 14 * s - 70 * s - 22 * s;
  out += path(
    `M${f(cx - 26 * s)} ${f(peakY + 6 * s)}Q${f(cx - 10 * s)} ${f(peakY - 30 * s)} ${f(cx + 10 * s)} ${f(peakY - 44 * s)}Q${f(cx + 6 * s)} ${f(peakY - 18 * s)} ${f(cx + 26 * s)} ${f(peakY + 6 * s)}Z`,
    fr.main,
  );
  if (kind % 3 === 0) {
    out += circle(cx + 4 * s, peakY - 40 * s, 17 * s, cherryPaint(c));
    out += line(
      `M${f(cx + 6 * s)} ${f(peakY - 55 * s)}Q${f(cx + 12 * s)} ${f(peakY - 78 * s)} ${f(cx + 26 * s)} ${f(peakY - 84 * s)}`,
      "#4f7a2d",
      3.5 * s,
    );
    out += gloss(cx - 2 * s, peakY - 46 * s, 5 * s, 4 * s, 0.8);
  } else if (kind % 3 === 1) {
    out += path(starD(cx + 4 * s, peakY - 44 * s, 22 * s, 10 * s), "#ffd166");
  } else {
    out += path(heartD(cx + 4 * s, peakY - 42 * s, 18 * s), tone(hue + 340, 75, 55));
  }
  const cols = ["#ff5d8f", "#ffd166", "#4cc9f0", "#8ac926", "#ffffff", "#b388eb"];
  for (let i = 0; i < 14; i++) {
    const x = cx + c.range(-0.5, 0.5) * wt;
    const y = top - 14 * s - c.range(-0.2, 0.9) * 70 * s;
    out += rect(
      x - 6 * s,
      y - 2 * s,
      12 * s,
      4 * s,
      2 * s,
      at(cols, i),
      rotate(c.range(0, 180), x, y),
    );
  }
  return out;
}

/** Cupcakes in trios, pairs or a single hero cupcake. */
export function drawCupcakes(c: Ctx): string {
  const v = c.variant;
  const h = c.hue;
  const layout = v % 3;
  let out = shadow(c, 400, 690, 300, 34);
  if (layout === 0) {
    out +=
      cupcake(c, 250, 610, 1.05, h + 40, v + 1) +
      cupcake(c, 550, 610, 1.05, h - 40, v + 2) +
      cupcake(c, 400, 690, 1.35, h, v);
  } else if (layout === 1) {
    out += cupcake(c, 300, 660, 1.45, h, v) + cupcake(c, 520, 690, 1.25, h + 50, v + 1);
  } else {
    out +=
      ellipse(400, 680, 230, 34, "#ffffff") + ellipse(400, 676, 200, 26, tone(h + 180, 40, 90));
    out += cupcake(c, 400, 672, 2.05, h, v);
  }
  return out;
}
