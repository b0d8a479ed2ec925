/** Jewellery: ring box, pendant on a bust, jhumkas, bangles. */
import { GOLD, ROSE_GOLD, SILVER, tone } from "./palette";
import { gem, gloss, lightToDark, metal, shadow, tones } from "./shapes";
import { type Ctx, at, circle, ellipse, f, line, path, rect } from "./svg";

function jhumka(c: Ctx, x: number, y: number, s: number, gold: string): string {
  const stone = tones(tone(c.hue, 75, 50));
  let out = line(
    `M${f(x)} ${f(y - 150 * s)}Q${f(x + 20 * s)} ${f(y - 175 * s)} ${f(x + 8 * s)} ${f(y - 190 * s)}`,
    "#c8922c",
    4 * s,
  );
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out += circle(x + 24 * s * Math.cos(a), y - 120 * s + 24 * s * Math.sin(a), 12 * s, gold);
  }
  out += gem(c, x, y - 120 * s, 18 * s, stone);
  out += line(`M${f(x)} ${f(y - 96 * s)}L${f(x)} ${f(y - 72 * s)}`, "#c8922c", 6 * s);
  out += path(
    `M${f(x - 70 * s)} ${f(y)}Q${f(x - 70 * s)} ${f(y - 75 * s)} ${f(x)} ${f(y - 75 * s)}Q${f(x + 70 * s)} ${f(y - 75 * s)} ${f(x + 70 * s)} ${f(y)}Z`,
    gold,
  );
  for (let k = 1; k < 4; k++)
    out += path(
      `M${f(x - 70 * s + k * 10 * s)} ${f(y - k * 4 * s)}Q${f(x)} ${f(y - 62 * s + k * 16 * s)} ${f(x + 70 * s - k * 10 * s)} ${f(y - k * 4 * s)}`,
      "none",
      `stroke="#8c5f18" stroke-width="${f(2.5 * s)}" opacity="0.5"`,
    );
  out += ellipse(x, y, 70 * s, 12 * s, "#c8922c");
  for (let i = 0; i < 9; i++) {
    const px = x - 64 * s + i * 16 * s;
    out +=
      line(`M${f(px)} ${f(y + 8 * s)}L${f(px)} ${f(y + 30 * s)}`, "#c8922c", 2 * s) +
      circle(px, y + 36 * s, 7.5 * s, "#fffaf0") +
      circle(px - 2 * s, y + 34 * s, 2.5 * s, "#ffffff");
  }
  out +=
    circle(x, y - 40 * s, 10 * s, stone.main) +
    gloss(x - 30 * s, y - 45 * s, 8 * s, 16 * s, 0.5, 30);
  return out;
}

/** Jewellery chosen by variant; the hue colours the stones and velvet. */
export function drawJewellery(c: Ctx): string {
  const v = c.variant;
  const gold = metal(c, at([GOLD, GOLD, ROSE_GOLD, SILVER], v));
  const velvet = tones(tone(c.hue + 180, 45, v % 2 ? 30 : 45));
  const stone = tones(tone(c.hue, 75, 50));
  let out = "";
  switch (v % 4) {
    case 0: {
      out +=
        shadow(c, 400, 665, 250, 34) +
        '<g transform="translate(400 640) scale(1.2) translate(-400 -640)">';
      out += path(
        "M250 430L250 250Q250 200 300 200L500 200Q550 200 550 250L550 430Z",
        c.fade(velvet.light, velvet.dark),
      );
      out += rect(
        270,
        220,
        260,
        190,
        20,
        c.rad([
          [0, tone(c.hue + 180, 30, 92)],
          [1, tone(c.hue + 180, 35, 78)],
        ]),
      );
      out += rect(240, 420, 320, 220, 22, c.fade(velvet.main, velvet.dark));
      out +=
        rect(262, 430, 276, 60, 24, velvet.dark) +
        rect(262, 430, 276, 60, 24, c.fade("#000000", "#000000", 0.35, 0));
      out += rect(385, 480, 30, 12, 0, "#e6b84f");
      out += ellipse(400, 440, 78, 92, "none", `stroke="${gold}" stroke-width="20"`);
      out += ellipse(400, 440, 78, 92, "none", 'stroke="#fff3c4" stroke-width="4" opacity="0.6"');
      out +=
        path("M372 350L428 350L445 330L400 300L355 330Z", gold) +
        gem(c, 400, 318, 34, stone) +
        "</g>";
      break;
    }
    case 1: {
      out += shadow(c, 400, 700, 250, 30);
      const bv = tones(tone(c.hue + 200, 35, 30));
      const bust =
        "M320 170L480 170L486 250Q490 290 560 305Q650 330 655 440L660 700L140 700L145 440Q150 330 240 305Q310 290 314 250Z";
      out += path(
        bust,
        c.lin(
          [
            [0, bv.dark],
            [0.3, bv.main],
            [0.45, bv.light],
            [0.7, bv.main],
            [1, bv.dark],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      out += ellipse(400, 170, 80, 16, bv.light) + rect(140, 686, 520, 16, 4, "#c8922c");
      let chain = "";
      for (let t = 0; t <= 1.0001; t += 0.022) {
        const x = 318 + 164 * t;
        const y = 300 + 190 * Math.sin(t * Math.PI) ** 1.2;
        chain += circle(x, y, 5, gold);
      }
      out += chain + circle(400, 496, 11, "none", `stroke="${gold}" stroke-width="6"`);
      out += path("M400 508C455 556 448 636 400 661C352 636 345 556 400 508Z", gold);
      out += path(
        "M400 524C440 562 434 624 400 644C366 624 360 562 400 524Z",
        c.rad(lightToDark(stone, 0.6), 0.4, 0.35, 0.7),
      );
      out +=
        path(
          "M400 524L400 644M370 586L430 586",
          "none",
          `stroke="${stone.light}" stroke-width="2" opacity="0.6"`,
        ) + gloss(385, 561, 8, 16, 0.7, 20);
      for (const t of [0.25, 0.75])
        out += gem(c, 318 + 164 * t, 300 + 190 * Math.sin(t * Math.PI) ** 1.2, 12, stone);
      break;
    }
    case 2: {
      out += shadow(c, 400, 690, 230, 28);
      const yellow = metal(c, GOLD, 0.3, 1);
      out +=
        `<g transform="translate(400 690) scale(1.3) translate(-400 -690)">` +
        jhumka(c, 305, 590, 1.3, yellow) +
        jhumka(c, 500, 610, 1.3, yellow) +
        "</g>";
      break;
    }
    default: {
      out += shadow(c, 400, 660, 230, 34);
      for (let i = 0; i < 5; i++) {
        const y = 590 - i * 52;
        const enamel = i % 2 === 1;
        out += ellipse(
          400,
          y,
          180,
          62,
          "none",
          `stroke="${enamel ? stone.dark : "#8c5f18"}" stroke-width="32"`,
        );
        out += ellipse(
          400,
          y - 4,
          180,
          62,
          "none",
          `stroke="${enamel ? c.fade(stone.light, stone.main) : gold}" stroke-width="28"`,
        );
        if (enamel)
          for (let k = 0; k < 9; k++) {
            const a = Math.PI * (0.1 + (k / 8) * 0.8);
            out += circle(400 + 180 * Math.cos(a), y - 4 + 62 * Math.sin(a), 5, "#fff3c4");
          }
      }
      out += gloss(270, 420, 10, 60, 0.3, 20);
    }
  }
  return out;
}
