/** Printed ceramic mugs. */
import { tone } from "./palette";
import { portrait } from "./portrait";
import { gloss, heartD, shadow, starD, tones } from "./shapes";
import { type Ctx, at, circle, ellipse, line, path, rect, rotate } from "./svg";

/** Ceramic mug with a print, a hot drink and curling steam. */
export function drawMug(c: Ctx): string {
  const v = c.variant;
  const m = tones(tone(c.hue, 65, v % 3 === 2 ? 88 : 60));
  const x0 = 240;
  const x1 = 520;
  const top = 300;
  const bot = 630;
  let out = shadow(c, 410, bot + 30, 240, 34);
  if (v % 4 === 1)
    out +=
      ellipse(400, bot + 18, 210, 40, tone(c.hue + 180, 30, 94)) +
      ellipse(400, bot + 10, 170, 28, tone(c.hue + 180, 25, 86));
  out +=
    line(`M${x1 - 10} 380C640 370 650 560 ${x1 - 10} 560`, m.dark, 46) +
    line(`M${x1 - 10} 380C622 378 630 552 ${x1 - 10} 552`, m.main, 26);
  const side = c.lin(
    [
      [0, m.dark],
      [0.25, m.main],
      [0.45, m.light],
      [1, m.dark],
    ],
    0,
    0,
    1,
    0,
  );
  out += path(
    `M${x0} ${top}L${x0} ${bot - 20}Q${x0} ${bot + 20} ${x0 + 40} ${bot + 20}L${x1 - 40} ${bot + 20}Q${x1} ${bot + 20} ${x1} ${bot - 20}L${x1} ${top}Z`,
    side,
  );
  const clip = c.clip(
    `<rect x="${x0}" y="${top + 40}" width="${x1 - x0}" height="${bot - top - 20}"/>`,
  );
  const ink = v % 3 === 2 ? tone(c.hue, 60, 55) : "#ffffff";
  let print = "";
  switch (v % 5) {
    case 0:
      print = path(heartD(380, 470, 70), ink) + path(heartD(460, 400, 22), ink, 'opacity="0.7"');
      break;
    case 1:
      for (let i = 0; i < 5; i++)
        print += rect(x0, top + 60 + i * 60, x1 - x0, 22, 0, ink, 'opacity="0.8"');
      break;
    case 2:
      for (let i = 0; i < 24; i++)
        print += circle(
          x0 + 25 + (i % 6) * 48 + (Math.floor(i / 6) % 2) * 24,
          top + 70 + Math.floor(i / 6) * 70,
          11,
          ink,
        );
      break;
    case 3:
      print =
        rect(300, 390, 170, 150, 14, "#ffffff") +
        rect(
          312,
          402,
          146,
          126,
          8,
          c.lin([
            [0, tone(c.hue + 180, 60, 80)],
            [1, tone(c.hue, 60, 85)],
          ]),
        ) +
        path("M312 528L360 460L400 500L430 470L458 528Z", tone(140, 40, 45)) +
        circle(425, 432, 14, "#ffd166");
      break;
    default:
      for (let i = 0; i < 7; i++)
        print += path(
          starD(280 + (i % 4) * 65 + (i > 3 ? 32 : 0), 410 + (i > 3 ? 110 : 0), 24, 10),
          ink,
          rotate(i * 13, 280 + (i % 4) * 65, 410),
        );
  }
  const photo = c.look.photo;
  if (photo) {
    // a photo mug carries the shopper's photo printed on its side
    const w = (x1 - x0) * 0.62;
    const x = x0 + (x1 - x0) * 0.12;
    const pic = c.clip(`<rect x="${x}" y="${top + 90}" width="${w}" height="${w * 0.9}" rx="8"/>`);
    print = `<g clip-path="${pic}">${portrait(c, x, top + 90, w, w * 0.9, photo)}</g>`;
  }
  out += `<g clip-path="${clip}">${print}</g>`;
  out += gloss(290, 450, 14, 110, 0.3);
  out +=
    ellipse((x0 + x1) / 2, top, (x1 - x0) / 2, 36, m.light) +
    ellipse((x0 + x1) / 2, top + 4, (x1 - x0) / 2 - 14, 28, m.dark);
  const drink = at(["#6b3a24", "#8a5a3c", "#c8834f", "#3f1e12"], v);
  out +=
    ellipse((x0 + x1) / 2, top + 10, (x1 - x0) / 2 - 20, 22, drink) +
    ellipse((x0 + x1) / 2 - 20, top + 8, 60, 9, "#ffffff", 'opacity="0.18"');
  if (v % 2)
    for (const [x, y] of [
      [350, 308],
      [390, 314],
      [425, 305],
      [370, 300],
    ] as const)
      out += rect(x - 12, y - 10, 24, 20, 5, "#fff8f0", rotate(x % 40, x, y));
  for (let i = 0; i < 3; i++) {
    const x = 330 + i * 60;
    out += line(
      `M${x} 270C${x - 30} 240 ${x + 30} 210 ${x} 180C${x - 25} 155 ${x + 15} 130 ${x} 110`,
      "#ffffff",
      12,
      'opacity="0.7"',
    );
  }
  return out;
}
