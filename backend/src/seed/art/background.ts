/** Backdrops and the scattered decorations (sprinkles, petals, sparkles…) around an object. */
import { sheer, tone } from "./palette";
import { heartD, sparkleD, starD } from "./shapes";
import { type Ctx, at, circle, ellipse, f, path, rect, rotate } from "./svg";

export type Deco =
  "sparkles" | "confetti" | "hearts" | "petals" | "sprinkles" | "dots" | "leaves" | "stars";

/**
 * Studio backdrop: gradient wall, a soft halo behind the object and a floor glow. Glowing
 * objects (lamps) ask for a night version so their light reads.
 */
export function backdrop(c: Ctx, night = false): string {
  if (night) return nightBackdrop(c);
  const h = c.p.bgHue;
  const wall = c.lin(
    [
      [0, tone(h, 80, 95)],
      [0.6, tone(h, 70, 89)],
      [1, tone(h, 60, 82)],
    ],
    0,
    0,
    0.35,
    1,
  );
  const halo = c.rad(sheer("#ffffff", [0, 0.8], [0.6, 0.25], [1, 0]));
  const blob = tone(h + 35, 75, 86);
  const floor = c.rad([
    [0, tone(h, 45, 70), 0.45],
    [1, tone(h, 45, 70), 0],
  ]);
  const side = c.variant % 2 ? 1 : -1;
  let out = rect(0, 0, 800, 800, 0, wall);
  out += circle(400 + side * 330, 120, 230, blob, 'opacity="0.55"');
  out += circle(400 - side * 360, 720, 200, tone(h - 30, 75, 88), 'opacity="0.5"');
  if (c.variant % 3 === 0) {
    // a faint dot grid gives some tiles a printed-paper feel
    const dot = c.pattern(40, 40, circle(20, 20, 2.2, tone(h, 50, 75), 'opacity="0.6"'));
    out += rect(0, 0, 800, 800, 0, dot);
  }
  out += circle(400, 400, 360, halo);
  out += ellipse(400, 690, 420, 110, floor);
  return out;
}

function nightBackdrop(c: Ctx): string {
  const h = 215 + ((c.hue * 7) % 70);
  const wall = c.lin([
    [0, tone(h, 45, 26)],
    [1, tone(h, 50, 12)],
  ]);
  const halo = c.rad([
    [0, tone(h + 10, 60, 45), 0.7],
    [1, tone(h + 10, 60, 45), 0],
  ]);
  const floor = c.lin([
    [0, tone(h, 35, 22)],
    [1, tone(h, 40, 10)],
  ]);
  let out = rect(0, 0, 800, 800, 0, wall) + circle(400, 380, 380, halo);
  for (let i = 0; i < 26; i++) {
    out += circle(
      c.range(20, 780),
      c.range(20, 480),
      c.range(1, 2.6),
      "#ffffff",
      `opacity="${f(c.range(0.3, 0.8))}"`,
    );
  }
  return out + rect(0, 640, 800, 160, 0, floor, 'opacity="0.85"');
}

export interface Zone {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

const CONFETTI = (c: Ctx): string[] => [
  tone(c.hue, 75, 65),
  tone(c.hue + 120, 70, 65),
  tone(c.hue + 220, 70, 68),
  "#ffcf4d",
  "#ffffff",
];

/** One decoration piece at (x, y) with a size s. */
function piece(c: Ctx, style: Deco, x: number, y: number, s: number, i: number): string {
  const cols = CONFETTI(c);
  const col = at(cols, i);
  const turn = c.range(0, 180);
  switch (style) {
    case "sparkles":
      return path(sparkleD(x, y, s * 1.4), i % 3 ? "#ffffff" : "#ffd76a", 'opacity="0.9"');
    case "stars":
      return path(starD(x, y, s, s * 0.45), i % 2 ? "#ffd76a" : "#ffffff", rotate(turn, x, y));
    case "hearts":
      return path(
        heartD(x, y, s * 0.8),
        i % 2 ? tone(c.hue, 75, 70) : tone(c.hue + 330, 80, 78),
        `opacity="0.85" ${rotate(turn / 6 - 15, x, y)}`,
      );
    case "petals":
      return ellipse(
        x,
        y,
        s * 0.9,
        s * 0.45,
        i % 2 ? tone(c.hue, 70, 78) : tone(c.hue + 20, 80, 86),
        rotate(turn, x, y),
      );
    case "sprinkles":
      return rect(x - s * 0.8, y - s * 0.22, s * 1.6, s * 0.44, s * 0.22, col, rotate(turn, x, y));
    case "leaves":
      return path(
        `M${f(x - s)} ${f(y)}Q${f(x)} ${f(y - s * 0.7)} ${f(x + s)} ${f(y)}Q${f(x)} ${f(y + s * 0.7)} ${f(x - s)} ${f(y)}Z`,
        i % 2 ? "#7fbf7a" : "#a6d49a",
        rotate(turn, x, y),
      );
    case "dots":
      return circle(x, y, s * 0.5, col, 'opacity="0.8"');
    case "confetti":
      return i % 2
        ? circle(x, y, s * 0.4, col)
        : rect(x - s * 0.6, y - s * 0.3, s * 1.2, s * 0.6, 1, col, rotate(turn, x, y));
  }
}

/** Scatters `count` decorations over the canvas but outside the object's zone. */
export function decorations(
  c: Ctx,
  styles: readonly Deco[],
  count: number,
  avoid: Zone,
  w = 800,
  h = 800,
  minX = 36,
): string {
  let out = "";
  let placed = 0;
  for (let tries = 0; placed < count && tries < count * 12; tries++) {
    const x = c.range(minX, w - 36);
    const y = c.range(36, h - 36);
    const dx = (x - avoid.cx) / avoid.rx;
    const dy = (y - avoid.cy) / avoid.ry;
    if (dx * dx + dy * dy < 1) continue;
    const style = at(styles, placed);
    out += piece(c, style, x, y, c.range(7, 15), placed);
    placed++;
  }
  return out;
}
