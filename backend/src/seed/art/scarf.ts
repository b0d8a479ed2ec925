/** Scarves and stoles. */
import { mix, tone } from "./palette";
import { type Tones, shadow, tones } from "./shapes";
import { type Ctx, type Pt, at, ellipse, f, line, path, polyD, smoothD } from "./svg";

/**
 * A silk scarf floating in an S-curve: the band is cut into quads whose width follows a twist,
 * so the patterned front and the darker back alternate like real fabric turning over.
 */
function flowing(c: Ctx, pat: string, base: Tones, border: string): string {
  const P: Pt[] = [
    [150, 250],
    [620, 90],
    [180, 720],
    [650, 560],
  ];
  const bez = (t: number, k: 0 | 1): number => {
    const u = 1 - t;
    const p = (i: number): number => at(P, i)[k];
    return u * u * u * p(0) + 3 * u * u * t * p(1) + 3 * u * t * t * p(2) + t * t * t * p(3);
  };
  const N = 56;
  const left: Pt[] = [];
  const right: Pt[] = [];
  const facing: number[] = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const x = bez(t, 0);
    const y = bez(t, 1);
    const dx = bez(Math.min(1, t + 0.01), 0) - bez(Math.max(0, t - 0.01), 0);
    const dy = bez(Math.min(1, t + 0.01), 1) - bez(Math.max(0, t - 0.01), 1);
    const len = Math.hypot(dx, dy) || 1;
    const tw = Math.cos(Math.PI * (0.05 + 0.95 * t));
    const hw = 100 * (0.3 + 0.7 * Math.abs(tw));
    facing.push(tw);
    left.push([x - (dy / len) * hw, y + (dx / len) * hw]);
    right.push([x + (dy / len) * hw, y - (dx / len) * hw]);
  }
  let out = "";
  for (let i = 0; i < N; i++) {
    const q = polyD([at(left, i), at(left, i + 1), at(right, i + 1), at(right, i)]);
    const tw = at(facing, i);
    // silk is printed through, so the back shows the print too, only darker
    const col =
      tw > 0 ? mix(base.main, "#ffffff", 0.3 * tw) : mix(base.main, "#1a1025", 0.35 * (0.4 - tw));
    out += path(q, col, `stroke="${col}" stroke-width="1.5"`);
    out += path(q, pat, `opacity="${f(tw > 0 ? 0.55 + 0.45 * tw : 0.45)}"`);
  }
  out += line(smoothD(left, false), border, 7) + line(smoothD(right, false), border, 7);
  const fringe = (a: Pt, b: Pt, dir: number): string => {
    let s = "";
    for (let k = 0; k <= 12; k++) {
      const x = a[0] + ((b[0] - a[0]) * k) / 12;
      const y = a[1] + ((b[1] - a[1]) * k) / 12;
      s += line(`M${f(x)} ${f(y)}l${f(dir * 30)} ${f(dir * 6)}`, base.dark, 4);
    }
    return s;
  };
  return out + fringe(at(left, 0), at(right, 0), -1) + fringe(at(left, N), at(right, N), 1);
}

/** Scarf: a patterned stole draped over a hanger, or a silk scarf floating in an S-curve. */
export function drawScarf(c: Ctx): string {
  const v = c.variant;
  const base = tones(tone(c.hue, 60, v % 2 ? 55 : 70));
  const ink = v % 3 === 0 ? "#ffffff" : tone(c.hue + 40, 70, v % 2 ? 75 : 45);
  const motif = v % 4;
  const tile =
    motif === 0
      ? `<path d="M20 8C32 8 34 26 22 30C14 33 10 26 16 22C22 18 26 24 22 26" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="44" cy="44" r="5" fill="${ink}"/>`
      : motif === 1
        ? `<rect width="28" height="56" fill="${ink}" opacity="0.35"/><rect width="56" height="28" fill="${ink}" opacity="0.35"/>`
        : motif === 2
          ? `<circle cx="14" cy="14" r="7" fill="${ink}"/><circle cx="42" cy="42" r="7" fill="${ink}"/>`
          : `<path d="M0 28L14 10L28 28L42 10L56 28" fill="none" stroke="${ink}" stroke-width="5"/>`;
  const pat = c.pattern(56, 56, tile, `rotate(${v % 2 ? 20 : 0})`);
  const folds = c.lin(
    [
      [0, base.dark],
      [0.15, base.main],
      [0.3, base.light],
      [0.45, base.main],
      [0.6, base.dark],
      [0.75, base.main],
      [0.9, base.light],
      [1, base.dark],
    ],
    0,
    0,
    1,
    0,
  );
  const border = tone(c.hue + 180, 55, 55);
  let out = shadow(c, 400, 700, 230, 26);
  const fringe = (x0: number, x1: number, y: number): string => {
    let s = "";
    for (let x = x0; x <= x1; x += 12)
      s += line(`M${f(x)} ${f(y)}L${f(x + 2)} ${f(y + 36)}`, base.dark, 4);
    return s;
  };
  if (v % 2 === 0) {
    out += line("M400 205L400 160Q400 130 425 130Q445 130 445 150", "#b0b4bc", 8);
    out += path(
      "M400 205L230 290L570 290Z",
      "none",
      'stroke="#c9965a" stroke-width="14" stroke-linejoin="round"',
    );
    const back = "M300 280L520 280L530 600Q480 620 430 605Q380 620 330 600Z";
    const frontD = "M250 280L470 280L470 650Q420 670 360 652Q300 670 240 650Z";
    out += path(back, base.dark) + fringe(335, 525, 598);
    out += path(frontD, folds) + path(frontD, pat, 'opacity="0.9"');
    out += path(
      "M240 600Q300 618 360 600Q420 618 470 600L470 650Q420 670 360 652Q300 670 240 650Z",
      border,
    );
    out += fringe(244, 466, 652);
    out += ellipse(360, 285, 125, 16, base.dark, 'opacity="0.5"');
  } else {
    out += flowing(c, pat, base, border);
  }
  return out;
}
