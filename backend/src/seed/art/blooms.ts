/** Single flower heads and fillers used by bouquets, flower boxes and decorations. */
import { tone } from "./palette";
import { type Ctx, type Pt, circle, ellipse, f, line, path, rotate, smoothD } from "./svg";

/** Rose seen from above: scalloped cup, layered petals and a spiral heart. */
export function rose(c: Ctx, x: number, y: number, r: number, hue: number, light = 0): string {
  const base = c.rad(
    [
      [0, tone(hue, 75, 72 + light)],
      [0.7, tone(hue, 70, 55 + light)],
      [1, tone(hue, 65, 40 + light)],
    ],
    0.45,
    0.4,
    0.65,
  );
  const pts: Pt[] = [];
  const spin = c.range(0, 6);
  for (let i = 0; i < 15; i++) {
    const a = spin + (i / 15) * Math.PI * 2;
    const rr = r * (i % 3 === 0 ? 1.04 : 0.93);
    pts.push([x + rr * Math.cos(a), y + rr * Math.sin(a)]);
  }
  let out = path(smoothD(pts), base);
  const petal = tone(hue, 70, 64 + light);
  const edge = tone(hue, 65, 38 + light);
  for (let k = 0; k < 3; k++) {
    const rr = r * (0.78 - k * 0.2);
    const a0 = spin + k * 2.1;
    const a1 = a0 + 3.6;
    const p0: Pt = [x + rr * Math.cos(a0), y + rr * Math.sin(a0)];
    const p1: Pt = [x + rr * Math.cos(a1), y + rr * Math.sin(a1)];
    out += path(
      `M${f(p0[0])} ${f(p0[1])}A${f(rr)} ${f(rr)} 0 1 1 ${f(p1[0])} ${f(p1[1])}Q${f(x)} ${f(y)} ${f(p0[0])} ${f(p0[1])}Z`,
      petal,
      'opacity="0.55"',
    );
    out += line(
      `M${f(p0[0])} ${f(p0[1])}A${f(rr)} ${f(rr)} 0 1 1 ${f(p1[0])} ${f(p1[1])}`,
      edge,
      r * 0.07,
      'opacity="0.7"',
    );
  }
  let spiral = "";
  for (let t = 0; t <= 1.0001; t += 0.08) {
    const a = spin + t * Math.PI * 3.2;
    const rr = r * (0.05 + 0.28 * t);
    spiral += `${t ? "L" : "M"}${f(x + rr * Math.cos(a))} ${f(y + rr * Math.sin(a))}`;
  }
  out += line(spiral, edge, r * 0.08);
  out += ellipse(
    x - r * 0.35,
    y - r * 0.45,
    r * 0.25,
    r * 0.12,
    "#ffffff",
    `opacity="0.3" ${rotate(-30, x, y)}`,
  );
  return out;
}

/** Gerbera/daisy: two rings of petals and a seeded centre. */
export function daisy(c: Ctx, x: number, y: number, r: number, hue: number, white = false): string {
  const n = 14;
  const spin = c.range(0, 30);
  const back = white ? "#e9e4ef" : tone(hue, 65, 55);
  const front = white ? "#ffffff" : tone(hue, 78, 70);
  let out = "";
  for (let ring = 0; ring < 2; ring++) {
    for (let i = 0; i < n; i++) {
      const deg = spin + (i * 360) / n + ring * (180 / n);
      const a = (deg * Math.PI) / 180;
      const d = r * (ring ? 0.52 : 0.6);
      const px = x + d * Math.cos(a);
      const py = y + d * Math.sin(a);
      out += ellipse(
        px,
        py,
        r * (ring ? 0.42 : 0.45),
        r * 0.15,
        ring ? front : back,
        rotate(deg, px, py),
      );
    }
  }
  const eye = white ? "#f5c518" : tone(hue + 30, 70, 30);
  out += circle(
    x,
    y,
    r * 0.3,
    c.rad([
      [0, white ? "#ffe680" : "#8a5a2b"],
      [1, eye],
    ]),
  );
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    out += circle(
      x + r * 0.2 * Math.cos(a),
      y + r * 0.2 * Math.sin(a),
      r * 0.035,
      white ? "#c99700" : "#ffd36b",
    );
  }
  return out;
}

/** Tulip head seen from the side; (x, y) is the base of the cup. */
export function tulip(c: Ctx, x: number, y: number, s: number, hue: number): string {
  const P = (dx: number, dy: number): string => `${f(x + dx * s)} ${f(y + dy * s)}`;
  const fill = c.lin([
    [0, tone(hue, 80, 72)],
    [1, tone(hue, 65, 45)],
  ]);
  return (
    path(
      `M${P(-0.42, -0.75)}Q${P(-0.5, 0)} ${P(0, 0.05)}Q${P(0.5, 0)} ${P(0.42, -0.75)}L${P(0.2, -0.5)}L${P(0, -0.85)}L${P(-0.2, -0.5)}Z`,
      fill,
    ) +
    path(
      `M${P(-0.22, -0.55)}Q${P(-0.25, -0.05)} ${P(0, 0.02)}Q${P(0.25, -0.05)} ${P(0.22, -0.55)}L${P(0, -0.92)}Z`,
      tone(hue, 80, 66),
    ) +
    ellipse(x - s * 0.1, y - s * 0.45, s * 0.05, s * 0.22, "#ffffff", 'opacity="0.35"')
  );
}

/** Baby's-breath style filler cluster. */
export function filler(c: Ctx, x: number, y: number, r: number, col = "#ffffff"): string {
  let out = "";
  for (let i = 0; i < 7; i++) {
    const a = c.range(0, Math.PI * 2);
    const d = c.range(0, r);
    out += circle(x + d * Math.cos(a), y + d * Math.sin(a), c.range(4, 7), col, 'opacity="0.95"');
  }
  return out;
}

/** A leaf colour family, slightly varied. */
export function green(c: Ctx, k = 0): string {
  return tone(100 + (k % 3) * 18 + c.range(-6, 6), 45, 32 + (k % 2) * 10);
}
