/** Birthday candles: a pack standing in an open gift box, twisted, striped or number candles. */
import { tone } from "./palette";
import { flame, gloss, goldSparkles, shadow, tones } from "./shapes";
import { type Ctx, at, f, line, path, polyD, rect } from "./svg";

/** One candle from its foot (x, y): a waxy body with stripes or a twist, a wick and a flame. */
function candle(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  twist: boolean,
) {
  const wax = tones(colour);
  const body = c.slant(wax.light, wax.dark, 1, 0);
  let out = rect(x - w / 2, y - h, w, h, w * 0.3, body);
  const step = w * 1.1;
  let stripes = "";
  for (let k = y - h + step * 0.4; k < y - step * 0.2; k += step) {
    stripes += twist
      ? `M${f(x - w / 2)} ${f(k + step * 0.45)}Q${f(x)} ${f(k - step * 0.1)} ${f(x + w / 2)} ${f(k)}`
      : `M${f(x - w / 2)} ${f(k + step * 0.3)}L${f(x + w / 2)} ${f(k - step * 0.1)}`;
  }
  out += line(stripes, "#ffffff", w * 0.22, 'opacity="0.75"');
  out += gloss(x - w * 0.22, y - h * 0.55, w * 0.1, h * 0.3, 0.5);
  return out + flame(c, x, y - h - 3, w * 0.42);
}

/** A digit-shaped candle ("1".."9" as a stroked path), for the number packs. */
function numberCandle(c: Ctx, x: number, y: number, digit: number, colour: string) {
  const shapes = [
    "M-40 -150L0 -180L0 0",
    "M-45 -140Q0 -200 45 -140Q50 -90 -45 0L50 0",
    "M-45 -160Q0 -200 40 -150Q45 -105 0 -95Q50 -85 45 -35Q20 15 -45 -15",
    "M25 0L25 -180L-50 -55L55 -55",
    "M45 -180L-35 -180L-42 -100Q40 -130 48 -60Q45 10 -45 -10",
    "M40 -175Q-45 -170 -45 -70Q-40 5 10 0Q50 -5 45 -55Q35 -105 -40 -80",
    "M-45 -180L50 -180L-10 0",
    "M0 -95Q-45 -105 -40 -145Q-30 -185 0 -185Q35 -185 40 -145Q45 -105 0 -95Q-55 -80 -45 -35Q-35 5 0 5Q40 5 45 -35Q55 -80 0 -95",
    "M40 -110Q-40 -80 -40 -140Q-30 -190 10 -185Q50 -175 42 -110L30 0",
  ];
  const d = at(shapes, digit - 1);
  const wax = tones(colour);
  const g = `transform="translate(${f(x)} ${f(y)})"`;
  const body =
    `<g ${g}>` +
    path(
      d,
      "none",
      `stroke="${wax.dark}" stroke-width="50" stroke-linecap="round" stroke-linejoin="round"`,
    ) +
    path(
      d,
      "none",
      `stroke="${wax.main}" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"`,
    ) +
    path(
      d,
      "none",
      `stroke="#ffffff" stroke-width="8" stroke-dasharray="2 22" stroke-linecap="round" opacity="0.8"`,
    ) +
    "</g>";
  const top = /^M(-?\d+) (-?\d+)/.exec(d);
  const tx = x + Number(top?.[1] ?? 0);
  const ty = y + Number(top?.[2] ?? -180);
  return (
    body +
    line(`M${f(tx)} ${f(ty - 22)}L${f(tx)} ${f(ty - 8)}`, "#3b2a20", 3) +
    flame(c, tx, ty - 24, 16)
  );
}

/** Candles by variant: 0–3 a row of striped or twisted candles, 4–6 a number pair, 7–9 a fan. */
export function drawCandles(c: Ctx): string {
  const v = c.variant;
  const colours = [
    tone(c.hue, 72, 62),
    tone(c.hue + 40, 70, 66),
    tone(c.hue + 180, 60, 64),
    tone(c.hue - 40, 68, 70),
    tone(c.hue + 90, 55, 62),
  ];
  const box = tones(tone(c.hue + 200, 45, 55));
  let out = shadow(c, 400, 690, 260, 34);
  let candles = "";
  if (v >= 4 && v <= 6) {
    const digits = at(
      [
        [1, 8],
        [2, 5],
        [1, 6],
      ],
      v - 4,
    );
    candles += numberCandle(c, 320, 560, digits[0] ?? 1, at(colours, v));
    candles += numberCandle(c, 490, 560, digits[1] ?? 8, at(colours, v + 2));
    candles += goldSparkles(20, [210, 300], [600, 260], [640, 420]);
  } else {
    const count = at([5, 6, 7, 4, 0, 0, 0, 5, 6, 7], v);
    const fan = v >= 7;
    for (let i = 0; i < count; i++) {
      const t = count === 1 ? 0.5 : i / (count - 1);
      const x = 250 + t * 300;
      const h = fan ? 250 + Math.sin(t * Math.PI) * 90 : 280 + (i % 2) * 30;
      const deg = fan ? (t - 0.5) * 30 : 0;
      candles += `<g ${`transform="rotate(${f(deg)} ${f(x)} 560)"`}>${candle(c, x, 560, 36, h, at(colours, i + v), v % 2 === 1)}</g>`;
    }
  }
  out += candles;
  // The open box the pack stands in, front panel over the candles' feet.
  out +=
    path(
      polyD([
        [200, 540],
        [600, 540],
        [630, 600],
        [170, 600],
      ]),
      box.dark,
    ) +
    rect(170, 590, 460, 95, 12, c.fade(box.light, box.main)) +
    rect(170, 620, 460, 18, 0, "#ffffff", 'opacity="0.55"') +
    gloss(260, 615, 50, 10, 0.35);
  return out;
}
