/** Colour maths, the per-picture palette and the seeded random source used by every drawing. */

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Gradient stops of one colour at `[offset, opacity]` pairs: a glaze, sheen or shade over paint. */
export function sheer(colour: string, ...stops: readonly (readonly [number, number])[]): Stop[] {
  return stops.map(([offset, opacity]) => [offset, colour, opacity]);
}

/** Converts HSL (degrees, percent, percent) to a hex colour; hex keeps every SVG renderer happy. */
function hsl(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360;
  const ss = Math.max(0, Math.min(100, s)) / 100;
  const ll = Math.max(0, Math.min(100, l)) / 100;
  const a = ss * Math.min(ll, 1 - ll);
  const ch = (n: number): string => {
    const k = (n + hh / 30) % 12;
    const v = ll - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${ch(0)}${ch(8)}${ch(4)}`;
}

/** Blends two hex colours; t = 0 gives `a`. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  let out = "#";
  for (const shift of [16, 8, 0]) {
    const va = (pa >> shift) & 255;
    const vb = (pb >> shift) & 255;
    out += Math.round(va + (vb - va) * t)
      .toString(16)
      .padStart(2, "0");
  }
  return out;
}

/** Saturated greens and cyans glare next to pastel backgrounds, so they get toned down. */
function tame(h: number, s: number): number {
  const hh = ((h % 360) + 360) % 360;
  return hh > 70 && hh < 200 ? s * 0.78 : s;
}

/** A hue-driven colour at the given saturation/lightness, with glaring hues tamed. */
export function tone(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360;
  // dark yellows turn olive and muddy; lift them towards mustard/gold instead
  if (hh >= 40 && hh <= 85 && l < 55)
    return hsl(hh - 8, Math.min(100, tame(hh, s) + 15), l + (55 - l) * 0.45);
  return hsl(h, tame(h, s), l);
}

export interface Palette {
  hue: number;
  pale: string;
  light: string;
  main: string;
  dark: string;
  deep: string;
  accent: string;
  accentLight: string;
  accentDark: string;
  bgHue: number;
}

/** The colours of one picture; the background hue swings by variant so neighbours differ. */
export function palette(hue: number, variant: number): Palette {
  const h = hue;
  const accentHue = h + [150, 40, 200, -50, 170][variant % 5]!;
  const bgHue = h + [180, 30, 200, -35, 160, 45, 210, -25, 170, 20][variant % 10]!;
  return {
    hue: h,
    pale: tone(h, 85, 92),
    light: tone(h, 80, 80),
    main: tone(h, 68, 62),
    dark: tone(h, 55, 44),
    deep: tone(h, 55, 28),
    accent: tone(accentHue, 70, 62),
    accentLight: tone(accentHue, 80, 82),
    accentDark: tone(accentHue, 55, 40),
    bgHue,
  };
}

export const GOLD: Stop[] = [
  [0, "#fff3c4"],
  [0.35, "#f2c65a"],
  [0.65, "#c8922c"],
  [1, "#8c5f18"],
];
export const SILVER: Stop[] = [
  [0, "#ffffff"],
  [0.4, "#d9dde3"],
  [0.7, "#a9afb8"],
  [1, "#6f757e"],
];
export const ROSE_GOLD: Stop[] = [
  [0, "#ffe6dc"],
  [0.4, "#eab39c"],
  [0.7, "#c9826a"],
  [1, "#8f5342"],
];

/** mulberry32: tiny, fast and identical on every platform. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, used to turn a kind name into a seed. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
