/** Standing photo frames with a little scene inside. */
import { tone } from "./palette";
import { portrait as people } from "./portrait";
import { gloss, heartD, shadow } from "./shapes";
import { type Ctx, at, circle, f, line, path, polyD, rect, rotate } from "./svg";

/** A little scene for inside a frame: sky, sun, hills; or heart balloons. */
function scene(c: Ctx, x: number, y: number, w: number, h: number, kind: number): string {
  const sky = c.lin([
    [0, tone(c.hue + 200, 60, 78)],
    [1, tone(c.hue + 20, 80, 88)],
  ]);
  let out = rect(x, y, w, h, 0, sky);
  if (kind % 3 === 0) {
    out += circle(x + w * 0.7, y + h * 0.35, w * 0.1, "#ffd166");
    out += path(
      `M${f(x)} ${f(y + h * 0.7)}Q${f(x + w * 0.3)} ${f(y + h * 0.45)} ${f(x + w * 0.6)} ${f(y + h * 0.68)}T${f(x + w)} ${f(y + h * 0.6)}L${f(x + w)} ${f(y + h)}L${f(x)} ${f(y + h)}Z`,
      tone(130, 40, 55),
    );
    out += path(
      `M${f(x)} ${f(y + h * 0.85)}Q${f(x + w * 0.5)} ${f(y + h * 0.65)} ${f(x + w)} ${f(y + h * 0.82)}L${f(x + w)} ${f(y + h)}L${f(x)} ${f(y + h)}Z`,
      tone(110, 45, 42),
    );
  } else if (kind % 3 === 1) {
    out += circle(x + w * 0.5, y + h * 0.62, w * 0.16, "#ffb86b");
    out += rect(
      x,
      y + h * 0.62,
      w,
      h * 0.38,
      0,
      c.lin([
        [0, tone(200, 60, 55)],
        [1, tone(210, 55, 35)],
      ]),
    );
    for (let i = 0; i < 4; i++)
      out += rect(
        x + w * (0.3 + i * 0.02),
        y + h * (0.66 + i * 0.06),
        w * (0.4 - i * 0.04),
        4,
        2,
        "#ffd9a8",
        'opacity="0.7"',
      );
  } else {
    for (const [dx, dy, k] of [
      [0.3, 0.4, 0],
      [0.55, 0.3, 1],
      [0.72, 0.48, 2],
    ] as const) {
      const bx = x + w * dx;
      const by = y + h * dy;
      out += line(
        `M${f(bx)} ${f(by + w * 0.1)}Q${f(bx - 10)} ${f(y + h * 0.8)} ${f(x + w * 0.5)} ${f(y + h)}`,
        "#ffffff",
        2,
      );
      out +=
        path(heartD(bx, by, w * 0.11), tone(c.hue + k * 25, 75, 60)) +
        gloss(bx - w * 0.04, by - w * 0.04, w * 0.02, w * 0.015, 0.7);
    }
  }
  return out;
}

/** Standing photo frame (wood, gold, white or coloured) with a scenic photo. */
export function drawPhotoFrame(c: Ctx): string {
  const v = c.variant;
  const portrait = v % 2 === 0;
  const w = portrait ? 330 : 440;
  const h = portrait ? 420 : 330;
  const x = 400 - w / 2;
  const y = 380 - h / 2;
  const col = at<[string, string, string]>(
    [
      ["#d9a066", "#a86b3c", "#7a4a26"],
      ["#fff0b8", "#e0aa3e", "#8c5f18"],
      ["#ffffff", "#ece8f2", "#c9c2da"],
      [tone(c.hue, 70, 78), tone(c.hue, 60, 58), tone(c.hue, 55, 38)],
    ],
    v >> 1,
  );
  let out = shadow(c, 420, y + h + 30, w * 0.6, 32);
  if (v % 3 === 2) {
    out +=
      `<g ${rotate(12, 560, 420)}>` +
      rect(470, 290, 200, 250, 10, col[2]) +
      rect(484, 304, 172, 222, 4, "#ffffff") +
      scene(c, 498, 318, 144, 194, v + 1) +
      "</g>";
  }
  out += path(
    polyD([
      [400, y + 40],
      [470, y + h + 10],
      [440, y + h + 14],
    ]),
    col[2],
  );
  out += `<g ${rotate(v % 3 === 2 ? -6 : -3, 400, 400)}>`;
  const bevel = c.lin(
    [
      [0, col[0]],
      [0.5, col[1]],
      [1, col[2]],
    ],
    0,
    0,
    1,
    1,
  );
  out += rect(x, y, w, h, 12, bevel);
  out += rect(x + 18, y + 18, w - 36, h - 36, 6, col[2], 'opacity="0.5"');
  out += rect(x + 26, y + 26, w - 52, h - 52, 2, "#fbf8f3");
  const px = x + 56;
  const py = y + 56;
  const pw = w - 112;
  const ph = h - 112;
  const photo = c.look.photo;
  if (photo) {
    // a frame made for someone's photo shows people, the way the shop's own pictures do
    const pc = c.clip(`<rect x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(ph)}"/>`);
    out +=
      `<g clip-path="${pc}">${people(c, px, py, pw, ph, photo)}</g>` +
      rect(px, py, pw, ph, 0, "none", `stroke="${col[2]}" stroke-opacity="0.3" stroke-width="3"`);
  } else if (v % 5 === 4) {
    const hc = c.clip(`<path d="${heartD(400, y + h / 2, Math.min(pw, ph) * 0.55)}"/>`);
    out += `<g clip-path="${hc}">${scene(c, px, py, pw, ph, v)}</g>`;
  } else {
    out +=
      scene(c, px, py, pw, ph, v) +
      rect(px, py, pw, ph, 0, "none", `stroke="${col[2]}" stroke-opacity="0.3" stroke-width="3"`);
  }
  out += path(
    polyD([
      [x + 26, y + 26],
      [x + w * 0.55, y + 26],
      [x + 26, y + h * 0.6],
    ]),
    "#ffffff",
    'opacity="0.14"',
  );
  out += "</g>";
  return out;
}
