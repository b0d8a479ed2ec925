/** Printed cushions. */
import { sheer, tone } from "./palette";
import { portrait } from "./portrait";
import { heartD, shadow, starD, tones } from "./shapes";
import { type Ctx, circle, ellipse, f, line, path, rect, rotate } from "./svg";

/** Plump square cushion with a print, piping and soft shading. */
export function drawCushion(c: Ctx): string {
  const v = c.variant;
  const m = tones(tone(c.hue, 60, v % 2 ? 66 : 78));
  const shape = "M190 200Q400 240 610 200Q570 410 610 620Q400 580 190 620Q230 410 190 200Z";
  let out = shadow(c, 410, 660, 260, 40);
  const tilt = v % 2 ? -5 : 4;
  out += `<g ${rotate(tilt, 400, 410)}>`;
  out += path(shape, m.main);
  const ink = v % 2 ? "#ffffff" : tone(c.hue, 65, 52);
  let print = "";
  switch (v % 5) {
    case 0:
      print = path(heartD(400, 410, 120), ink);
      break;
    case 1:
      for (let i = -2; i < 12; i++)
        print += rect(150 + i * 60, 100, 28, 700, 0, ink, `opacity="0.55" ${rotate(30, 400, 410)}`);
      break;
    case 2:
      for (let k = 0; k < 12; k++) {
        const a = (k / 12) * Math.PI * 2;
        print += ellipse(
          400 + 95 * Math.cos(a),
          410 + 95 * Math.sin(a),
          55,
          22,
          ink,
          rotate((k * 360) / 12, 400 + 95 * Math.cos(a), 410 + 95 * Math.sin(a)),
        );
      }
      print += circle(400, 410, 50, tone(c.hue + 40, 70, 60)) + circle(400, 410, 26, ink);
      for (let k = 0; k < 24; k++)
        print += circle(
          400 + 175 * Math.cos((k / 24) * Math.PI * 2),
          410 + 175 * Math.sin((k / 24) * Math.PI * 2),
          8,
          tone(c.hue + 40, 70, 60),
        );
      break;
    case 3:
      for (let gx = 0; gx < 8; gx++)
        for (let gy = 0; gy < 8; gy++)
          print += path(
            starD(200 + gx * 60 + (gy % 2) * 30, 210 + gy * 60, 14, 6),
            ink,
            'opacity="0.85"',
          );
      break;
    default:
      for (let gx = 0; gx < 7; gx++)
        print += line(
          `M150 ${230 + gx * 60}l50 -30l50 30l50 -30l50 30l50 -30l50 30l50 -30l50 30l50 -30`,
          ink,
          12,
          'opacity="0.6"',
        );
  }
  const photo = c.look.photo;
  if (photo) {
    // a photo cushion carries the shopper's photo in a white border
    const pic = c.clip(`<rect x="262" y="282" width="276" height="256" rx="10"/>`);
    print =
      rect(248, 268, 304, 284, 16, "#ffffff") +
      `<g clip-path="${pic}">${portrait(c, 262, 282, 276, 256, photo)}</g>`;
  }
  out += `<g clip-path="${c.clip(`<path d="${shape}"/>`)}">${print}</g>`;
  out += path(
    shape,
    c.rad(
      [...sheer("#ffffff", [0, 0.35], [0.55, 0]), ...sheer("#2a1830", [0.85, 0.1], [1, 0.35])],
      0.42,
      0.38,
      0.7,
    ),
  );
  out += path(shape, "none", `stroke="${m.dark}" stroke-width="9"`);
  for (const [x, y, a] of [
    [228, 238, 45],
    [572, 238, 135],
    [572, 582, 225],
    [228, 582, 315],
  ] as const)
    out += line(
      `M${x} ${y}q${f(30 * Math.cos((a * Math.PI) / 180))} ${f(30 * Math.sin((a * Math.PI) / 180))} ${f(60 * Math.cos(((a + 10) * Math.PI) / 180))} ${f(60 * Math.sin(((a + 10) * Math.PI) / 180))}`,
      m.dark,
      4,
      'opacity="0.35"',
    );
  if (v % 3 === 1) {
    for (const [x, y, dx, dy] of [
      [190, 200, -1, -1],
      [610, 200, 1, -1],
      [610, 620, 1, 1],
      [190, 620, -1, 1],
    ] as const) {
      const tip = (k: number): string => `${f(x + dx * 46 + dy * k)} ${f(y + dy * 46 - dx * k)}`;
      out += path(`M${f(x + dx * 10)} ${f(y + dy * 10)}L${tip(14)}L${tip(-14)}Z`, "#e6b84f");
      out += line(
        `M${f(x + dx * 14)} ${f(y + dy * 14)}L${tip(0)}M${f(x + dx * 14)} ${f(y + dy * 14)}L${tip(8)}M${f(x + dx * 14)} ${f(y + dy * 14)}L${tip(-8)}`,
        "#b8862c",
        2,
      );
      out += circle(x + dx * 8, y + dy * 8, 11, "#d9a63a");
    }
  }
  out += "</g>";
  return out;
}
