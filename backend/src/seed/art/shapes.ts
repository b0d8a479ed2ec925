/** Reusable illustrated pieces: hearts, sparkles, bows, leaves, flames, gems, shadows. */
import { GOLD, mix, sheer, type Stop } from "./palette";
import { type Ctx, type Pt, circle, ellipse, f, line, path, polyD, rotate } from "./svg";

/** Heart centred on (cx, cy), about 2·s wide. */
export function heartD(cx: number, cy: number, s: number): string {
  const X = (x: number): string => f(cx + x * s);
  const Y = (y: number): string => f(cy + y * s);
  return (
    `M${X(0)} ${Y(0.95)}C${X(-0.35)} ${Y(0.65)} ${X(-1.05)} ${Y(0.2)} ${X(-1)} ${Y(-0.35)}` +
    `C${X(-0.95)} ${Y(-0.95)} ${X(-0.2)} ${Y(-1.05)} ${X(0)} ${Y(-0.5)}` +
    `C${X(0.2)} ${Y(-1.05)} ${X(0.95)} ${Y(-0.95)} ${X(1)} ${Y(-0.35)}` +
    `C${X(1.05)} ${Y(0.2)} ${X(0.35)} ${Y(0.65)} ${X(0)} ${Y(0.95)}Z`
  );
}

/** Four-point twinkle. */
export function sparkleD(cx: number, cy: number, r: number): string {
  const c = `${f(cx)} ${f(cy)}`;
  return `M${f(cx)} ${f(cy - r)}Q${c} ${f(cx + r)} ${f(cy)}Q${c} ${f(cx)} ${f(cy + r)}Q${c} ${f(cx - r)} ${f(cy)}Q${c} ${f(cx)} ${f(cy - r)}Z`;
}

/** Gold twinkles of radius `r` at each of `points`. */
export function goldSparkles(r: number, ...points: readonly Pt[]): string {
  return points.map(([x, y]) => path(sparkleD(x, y, r), "#ffd166")).join("");
}

/** Regular star with n points. */
export function starD(cx: number, cy: number, r1: number, r2: number, n = 5, rot = -90): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    const r = i % 2 ? r2 : r1;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polyD(pts);
}

/** A soft contact shadow: a radial gradient instead of a blur filter keeps rendering cheap. */
export function shadow(c: Ctx, cx: number, cy: number, rx: number, ry: number, op = 0.3): string {
  const g = c.rad(sheer("#1d1530", [0, op], [0.55, op * 0.45], [1, 0]));
  return ellipse(cx, cy, rx, ry, g);
}

/** A glossy white highlight blob. */
export function gloss(cx: number, cy: number, rx: number, ry: number, op = 0.45, deg = 0): string {
  return ellipse(cx, cy, rx, ry, "#ffffff", `opacity="${op}" ${rotate(deg, cx, cy)}`);
}

export interface Tones {
  light: string;
  main: string;
  dark: string;
}

/** Three tones from one colour, for gradients. */
export function tones(main: string): Tones {
  return { light: mix(main, "#ffffff", 0.45), main, dark: mix(main, "#1a1025", 0.35) };
}

/** Gradient stops from `col`'s light tone, through its main tone from `mid`, to its dark one. */
export function lightToDark(col: Tones, mid: number): Stop[] {
  return [
    [0, col.light],
    [mid, col.main],
    [1, col.dark],
  ];
}

/** Ribbon bow with two loops, two notched tails and a knot; s is about half its width. */
export function bow(c: Ctx, cx: number, cy: number, s: number, col: Tones): string {
  const P = (x: number, y: number): string => `${f(cx + x * s)} ${f(cy + y * s)}`;
  const fillL = c.lin(lightToDark(col, 0.6));
  const tail = (m: number): string =>
    path(
      `M${P(-0.08 * m, 0.05)}L${P(-0.6 * m, 1.0)}L${P(-0.4 * m, 0.88)}L${P(-0.3 * m, 1.1)}L${P(0.1 * m, 0.12)}Z`,
      col.dark,
    );
  const loop = (m: number): string =>
    path(
      `M${P(0, 0)}C${P(-0.3 * m, -0.85)} ${P(-1.25 * m, -0.75)} ${P(-1.12 * m, -0.08)}C${P(-1.05 * m, 0.45)} ${P(-0.4 * m, 0.35)} ${P(0, 0)}Z`,
      fillL,
    ) +
    path(
      `M${P(-0.05 * m, 0)}C${P(-0.35 * m, -0.45)} ${P(-0.85 * m, -0.4)} ${P(-0.8 * m, -0.05)}C${P(-0.6 * m, 0.1)} ${P(-0.3 * m, 0.1)} ${P(-0.05 * m, 0)}Z`,
      col.dark,
      'opacity="0.35"',
    );
  return (
    tail(1) +
    tail(-1) +
    loop(1) +
    loop(-1) +
    ellipse(cx, cy, 0.22 * s, 0.26 * s, col.main) +
    ellipse(cx - 0.06 * s, cy - 0.08 * s, 0.08 * s, 0.09 * s, "#ffffff", 'opacity="0.45"')
  );
}

/** Pointed leaf growing from (x, y) towards `deg` (0 = up). */
export function leaf(
  x: number,
  y: number,
  len: number,
  w: number,
  deg: number,
  fill: string,
  vein = "",
): string {
  const d = `M0 0C${f(w)} ${f(-len * 0.25)} ${f(w * 0.8)} ${f(-len * 0.75)} 0 ${f(-len)}C${f(-w * 0.8)} ${f(-len * 0.75)} ${f(-w)} ${f(-len * 0.25)} 0 0Z`;
  const v = vein
    ? line(
        `M0 ${f(-len * 0.05)}Q${f(w * 0.15)} ${f(-len * 0.5)} 0 ${f(-len * 0.9)}`,
        vein,
        Math.max(1.5, w * 0.08),
        'opacity="0.6"',
      )
    : "";
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(deg)})">${path(d, fill)}${v}</g>`;
}

/** Candle flame with a warm glow; (x, y) is the wick. */
export function flame(c: Ctx, x: number, y: number, s: number): string {
  const glow = c.rad([
    [0, "#fff3b0", 0.85],
    [0.4, "#ffd36b", 0.35],
    [1, "#ffb347", 0],
  ]);
  const P = (dx: number, dy: number): string => `${f(x + dx * s)} ${f(y + dy * s)}`;
  const drop = (k: number): string =>
    `M${P(0, -2.2 * k)}C${P(0.95 * k, -0.9 * k)} ${P(0.75 * k, 0.35)} ${P(0, 0.35)}C${P(-0.75 * k, 0.35)} ${P(-0.95 * k, -0.9 * k)} ${P(0, -2.2 * k)}Z`;
  return (
    circle(x, y - s * 0.8, s * 3.2, glow) +
    path(drop(1), "#ff9a3c") +
    path(drop(0.62), "#ffe27a") +
    line(`M${P(0, 0.35)}L${P(0, 0.7)}`, "#3b2a20", Math.max(1.5, s * 0.15))
  );
}

/** Round brilliant-cut gem seen from above. */
export function gem(c: Ctx, cx: number, cy: number, r: number, col: Tones): string {
  const body = c.rad(lightToDark(col, 0.55), 0.4, 0.35, 0.7);
  const facets: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const b = a + Math.PI / 4;
    facets.push(
      path(
        polyD([
          [cx + r * 0.55 * Math.cos(a), cy + r * 0.55 * Math.sin(a)],
          [cx + r * Math.cos(a), cy + r * Math.sin(a)],
          [cx + r * Math.cos(b), cy + r * Math.sin(b)],
          [cx + r * 0.55 * Math.cos(b), cy + r * 0.55 * Math.sin(b)],
        ]),
        i % 2 ? col.dark : col.light,
        'opacity="0.35"',
      ),
    );
  }
  return (
    circle(cx, cy, r, body) +
    facets.join("") +
    path(
      polyD(
        Array.from(
          { length: 8 },
          (_, i) =>
            [
              cx + r * 0.55 * Math.cos((i * Math.PI) / 4),
              cy + r * 0.55 * Math.sin((i * Math.PI) / 4),
            ] as const,
        ),
      ),
      col.main,
      'opacity="0.5"',
    ) +
    path(sparkleD(cx - r * 0.3, cy - r * 0.35, r * 0.45), "#ffffff", 'opacity="0.9"')
  );
}

/** Metallic paint for bezels, clasps and caps. */
export function metal(c: Ctx, stops: readonly Stop[] = GOLD, x2 = 1, y2 = 1): string {
  return c.lin(stops, 0, 0, x2, y2);
}
