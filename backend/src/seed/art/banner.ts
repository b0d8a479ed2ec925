/** Wide promotional banners: jewel gradient, calm text area on the left, objects on the right. */
import type { ArtKind, ArtSpec } from "../types";
import { decorations } from "./background";
import { hashString, sheer, tone } from "./palette";
import { Ctx, at, circle, ellipse, f, rect } from "./svg";

/** What a banner shows: its words (for the title only), main hue and the objects drawn. */
export interface BannerOptions {
  title: string;
  subtitle: string;
  hue: number;
  kinds: ArtKind[];
  width?: number;
  height?: number;
}

type DrawFn = (spec: ArtSpec, uid: string) => { body: string; defs: string };

const escapeXml = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Builds the banner SVG; `draw` renders one object so this module needs no kind registry. */
export function banner(opts: BannerOptions, draw: DrawFn): string {
  const W = opts.width ?? 1600;
  const H = opts.height ?? 640;
  const h = ((Math.round(opts.hue) % 360) + 360) % 360;
  const seed = hashString(`${opts.title}|${opts.subtitle}|${opts.kinds.join(",")}`);
  const c = new Ctx("g", h, seed % 10, seed);
  const wash = c.lin(
    [
      [0, tone(h - 12, 60, 24)],
      [0.45, tone(h + 10, 55, 34)],
      [1, tone(h + 22, 60, 50)],
    ],
    0,
    0,
    1,
    0.3,
  );
  const glow = c.rad([
    [0, tone(h + 40, 85, 85), 0.75],
    [0.5, tone(h + 40, 80, 75), 0.3],
    [1, tone(h + 40, 80, 70), 0],
  ]);
  const sheen = c.lin(sheer("#ffffff", [0, 0.06], [1, 0]), 0, 0, 1, 1);
  let out = rect(0, 0, W, H, 0, wash);
  out += circle(W * 0.06, H * 1.05, H * 0.55, sheen) + circle(W * 0.42, -H * 0.15, H * 0.38, sheen);
  out += ellipse(W * 0.77, H * 0.5, W * 0.33, H * 0.75, glow);
  const bloom = (col: string): string => c.rad(sheer(col, [0, 0.45], [0.7, 0.15], [1, 0]));
  out += circle(W * 0.96, H * 0.1, H * 0.42, bloom(tone(h + 70, 80, 75)));
  out += circle(W * 0.55, H * 0.2, H * 0.3, bloom(tone(h - 30, 70, 70)));
  const podium = c.lin([
    [0, tone(h + 30, 60, 88)],
    [1, tone(h + 30, 50, 72)],
  ]);
  out += ellipse(W * 0.77, H * 0.95, W * 0.24, H * 0.1, tone(h + 30, 45, 55), 'opacity="0.6"');
  out += ellipse(W * 0.77, H * 0.93, W * 0.23, H * 0.085, podium);
  out += decorations(
    c,
    ["sparkles", "confetti", "stars"],
    22,
    { cx: W * 0.77, cy: H * 0.55, rx: W * 0.17, ry: H * 0.42 },
    W,
    H,
    W * 0.56,
  );
  // kinds[0] is the hero: drawn largest, in the middle and last (on top of the others)
  const kinds = opts.kinds.slice(0, 3);
  const slots: [number, number, number][] =
    kinds.length >= 3
      ? [
          [0.765, 0.97, 0.7],
          [0.615, 0.87, 0.5],
          [0.915, 0.87, 0.5],
        ]
      : kinds.length === 2
        ? [
            [0.7, 0.96, 0.7],
            [0.885, 0.9, 0.56],
          ]
        : [[0.77, 0.97, 0.8]];
  let defs = c.defs.join("");
  const drawn = kinds.map((kind, i) => {
    const [sx, sy, k] = at(slots, i);
    const s = (k * H) / 640;
    const spec: ArtSpec = {
      kind,
      hue: (h + at([0, 30, -30], i) + 360) % 360,
      variant: (seed + i * 3) % 10,
    };
    const obj = draw(spec, `o${i}`);
    defs += obj.defs;
    return `<g transform="translate(${f(W * sx - 400 * s)} ${f(H * sy - 700 * s)}) scale(${Math.round(s * 1000) / 1000})">${obj.body}</g>`;
  });
  out += drawn.slice(1).join("") + (drawn[0] ?? "");
  const label = escapeXml(`${opts.title}: ${opts.subtitle}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}"><title>${label}</title><defs>${defs}</defs>${out}</svg>`;
}
