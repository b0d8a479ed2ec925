/** The drawing context (ids, defs, randomness, palette) and small SVG element helpers. */
import type { ArtLook } from "../types";
import { type Palette, type Stop, palette, rng } from "./palette";

export type Pt = readonly [number, number];

/** Formats a number with one decimal: short output that is stable across runs. */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return String(r === 0 ? 0 : r);
}

/** Index into a non-empty list, wrapping around, without `undefined` in the type. */
export function at<T>(list: readonly T[], i: number): T {
  const v = list[((Math.floor(i) % list.length) + list.length) % list.length];
  if (v === undefined) throw new Error("at(): empty list");
  return v;
}

function stopsSvg(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");
}

/**
 * Everything one drawing needs. Ids carry a prefix so several drawings can share one SVG
 * (banners) without their gradients colliding.
 */
export class Ctx {
  readonly defs: string[] = [];
  readonly rnd: () => number;
  readonly p: Palette;
  private seq = 0;

  constructor(
    readonly uid: string,
    readonly hue: number,
    readonly variant: number,
    seed: number,
    /** What the product's title names (flavour, shape, photo, combo part); empty: the variant's own. */
    readonly look: ArtLook = {},
  ) {
    this.rnd = rng(seed);
    this.p = palette(hue, variant);
  }

  id(): string {
    return `${this.uid}${(this.seq++).toString(36)}`;
  }

  range(a: number, b: number): number {
    return a + (b - a) * this.rnd();
  }

  pick<T>(list: readonly T[]): T {
    return at(list, Math.floor(this.rnd() * list.length));
  }

  /** Linear gradient in bounding-box units; returns the `url(#…)` paint. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Top-to-bottom linear gradient from `top` to `bottom` (opacities optional), the most common paint. */
  fade(top: string, bottom: string, topOpacity?: number, bottomOpacity?: number): string {
    return this.lin([
      [0, top, topOpacity],
      [1, bottom, bottomOpacity],
    ]);
  }

  /** Linear gradient from the top-left corner towards (x2, y2): diagonal, or across with y2 = 0. */
  slant(from: string, to: string, x2 = 1, y2 = 1): string {
    return this.lin(
      [
        [0, from],
        [1, to],
      ],
      0,
      0,
      x2,
      y2,
    );
  }

  /** Linear gradient in user space, for paint shared by several shapes. */
  linU(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id();
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopsSvg(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id();
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsSvg(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from raw shape markup; returns the `url(#…)` reference. */
  clip(shape: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** A repeating tile in user space. */
  pattern(w: number, h: number, body: string, transform = ""): string {
    const id = this.id();
    const tf = transform ? ` patternTransform="${transform}"` : "";
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(w)}" height="${f(h)}"${tf}>${body}</pattern>`,
    );
    return `url(#${id})`;
  }
}

const extra = (e: string): string => (e ? ` ${e}` : "");

export const circle = (cx: number, cy: number, r: number, fill: string, e = ""): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra(e)}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  e = "",
): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra(e)}/>`;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  e = "",
): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ""} fill="${fill}"${extra(e)}/>`;

export const path = (d: string, fill: string, e = ""): string =>
  `<path d="${d}" fill="${fill}"${extra(e)}/>`;

/** A stroked, unfilled path. */
export const line = (d: string, stroke: string, width: number, e = ""): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra(e)}/>`;

export const rotate = (deg: number, cx: number, cy: number): string =>
  `transform="rotate(${f(deg)} ${f(cx)} ${f(cy)})"`;

/** Polygon/polyline path data. */
export function polyD(pts: readonly Pt[], close = true): string {
  return pts.map(([x, y], i) => `${i ? "L" : "M"}${f(x)} ${f(y)}`).join("") + (close ? "Z" : "");
}

/** A smooth closed curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothD(pts: readonly Pt[], close = true, tension = 1): string {
  const n = pts.length;
  const get = (i: number): Pt => (close ? at(pts, i) : at(pts, Math.max(0, Math.min(n - 1, i))));
  let d = `M${f(get(0)[0])} ${f(get(0)[1])}`;
  const segs = close ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const k = tension / 6;
    d += `C${f(p1[0] + (p2[0] - p0[0]) * k)} ${f(p1[1] + (p2[1] - p0[1]) * k)} ${f(p2[0] - (p3[0] - p1[0]) * k)} ${f(p2[1] - (p3[1] - p1[1]) * k)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d + (close ? "Z" : "");
}
