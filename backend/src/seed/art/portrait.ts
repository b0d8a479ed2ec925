/** A printed photo of people (one face, a couple, a family) for frames, caricatures and photo cakes. */
import type { PhotoLook } from "../types";
import { tone } from "./palette";
import { type Ctx, at, circle, ellipse, f, path, rect } from "./svg";

const SKIN = ["#f1c6a0", "#d9a27a", "#b97d56", "#8d5a3b"] as const;
const HAIR = ["#2b1b14", "#4a2c1c", "#1c1c22", "#6b4124"] as const;

/** One person from the chest up: shoulders, neck, face, hair and a smile; (x, y) is the chin. */
function person(c: Ctx, x: number, y: number, s: number, k: number, long: boolean): string {
  const skin = at(SKIN, k + c.variant);
  const hair = at(HAIR, k * 3 + c.variant);
  const shirt = tone(c.hue + 40 + k * 70, 55, 52);
  let out = path(
    `M${f(x - s * 1.15)} ${f(y + s * 1.6)}Q${f(x - s * 1.1)} ${f(y + s * 0.45)} ${f(x)} ${f(y + s * 0.35)}Q${f(x + s * 1.1)} ${f(y + s * 0.45)} ${f(x + s * 1.15)} ${f(y + s * 1.6)}Z`,
    shirt,
  );
  out += rect(x - s * 0.18, y - s * 0.1, s * 0.36, s * 0.5, s * 0.1, skin);
  if (long) out += ellipse(x, y - s * 0.35, s * 0.68, s * 0.85, hair);
  out += ellipse(x, y - s * 0.5, s * 0.5, s * 0.6, skin);
  out += path(
    `M${f(x - s * 0.52)} ${f(y - s * 0.55)}Q${f(x - s * 0.5)} ${f(y - s * 1.22)} ${f(x)} ${f(y - s * 1.15)}Q${f(x + s * 0.55)} ${f(y - s * 1.2)} ${f(x + s * 0.52)} ${f(y - s * 0.55)}Q${f(x + s * 0.2)} ${f(y - s * 0.95)} ${f(x - s * 0.52)} ${f(y - s * 0.55)}Z`,
    hair,
  );
  out += circle(x - s * 0.18, y - s * 0.55, s * 0.06, "#2b1b14");
  out += circle(x + s * 0.18, y - s * 0.55, s * 0.06, "#2b1b14");
  out += path(
    `M${f(x - s * 0.17)} ${f(y - s * 0.28)}Q${f(x)} ${f(y - s * 0.12)} ${f(x + s * 0.17)} ${f(y - s * 0.28)}`,
    "none",
    `stroke="#8c3b2e" stroke-width="${f(s * 0.06)}" stroke-linecap="round"`,
  );
  return out;
}

/** The photo inside a w×h window at (x, y): a soft studio backdrop with the people it is of. */
export function portrait(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  who: PhotoLook,
): string {
  let out = rect(
    x,
    y,
    w,
    h,
    0,
    c.rad([
      [0, tone(c.hue + 30, 55, 92)],
      [1, tone(c.hue + 10, 50, 72)],
    ]),
  );
  const floor = y + h;
  const s = Math.min(w, h);
  if (who === "portrait") {
    out += person(c, x + w / 2, floor - s * 0.32, s * 0.3, 0, c.variant % 2 === 1);
  } else if (who === "couple") {
    out += person(c, x + w * 0.33, floor - s * 0.3, s * 0.25, 1, false);
    out += person(c, x + w * 0.67, floor - s * 0.27, s * 0.23, 2, true);
  } else {
    out += person(c, x + w * 0.3, floor - s * 0.42, s * 0.19, 1, false);
    out += person(c, x + w * 0.7, floor - s * 0.4, s * 0.18, 2, true);
    out += person(c, x + w * 0.38, floor - s * 0.14, s * 0.14, 3, true);
    out += person(c, x + w * 0.62, floor - s * 0.13, s * 0.13, 0, false);
  }
  return out;
}
