/** Lamps: table lamp, diyas, moon lamp and a jar of fairy lights (drawn for a night backdrop). */
import { GOLD, sheer, tone } from "./palette";
import { bow, flame, gloss, shadow, tones } from "./shapes";
import { type Ctx, type Pt, circle, ellipse, f, line, path, rect, smoothD } from "./svg";

function glow(c: Ctx, x: number, y: number, r: number, col = "#ffd98a", op = 0.55): string {
  return circle(x, y, r, c.rad(sheer(col, [0, op], [0.45, op * 0.35], [1, 0])));
}

function diya(c: Ctx, x: number, y: number, s: number, k: number): string {
  const clay = c.lin([
    [0, "#e89a5e"],
    [0.6, "#b95a2c"],
    [1, "#7e3416"],
  ]);
  let out = path(
    `M${f(x - 70 * s)} ${f(y)}Q${f(x - 60 * s)} ${f(y + 55 * s)} ${f(x)} ${f(y + 55 * s)}Q${f(x + 60 * s)} ${f(y + 55 * s)} ${f(x + 70 * s)} ${f(y)}Q${f(x + 95 * s)} ${f(y - 10 * s)} ${f(x + 100 * s)} ${f(y - 22 * s)}Q${f(x + 70 * s)} ${f(y - 14 * s)} ${f(x + 60 * s)} ${f(y - 8 * s)}Z`,
    clay,
  );
  out +=
    ellipse(x, y, 70 * s, 16 * s, "#7a3518") + ellipse(x, y + 3 * s, 60 * s, 10 * s, "#f2c14e");
  const paint = tone(c.hue + k * 40, 80, 62);
  for (let i = 0; i < 7; i++)
    out += circle(
      x - 48 * s + i * 16 * s,
      y + 26 * s + Math.sin(i) * 4 * s,
      5 * s,
      i % 2 ? paint : "#ffffff",
    );
  out += path(
    `M${f(x - 55 * s)} ${f(y + 12 * s)}Q${f(x)} ${f(y + 28 * s)} ${f(x + 55 * s)} ${f(y + 12 * s)}`,
    "none",
    `stroke="${paint}" stroke-width="${f(4 * s)}"`,
  );
  return out + flame(c, x + 86 * s, y - 22 * s, 17 * s);
}

/** Lamp chosen by variant; the hue colours the shade, diya paint or jar ribbon. */
export function drawLamp(c: Ctx): string {
  const v = c.variant;
  const m = tones(tone(c.hue, 60, 68));
  let out = "";
  switch (v % 4) {
    case 0: {
      out += shadow(c, 400, 680, 200, 28, 0.5) + glow(c, 400, 330, 380, "#ffe3a0", 0.7);
      out += path("M250 360L550 360L640 700L160 700Z", c.fade("#fff3c4", "#fff3c4", 0.35, 0));
      out += ellipse(400, 680, 140, 20, "#fff3c4", 'opacity="0.25"');
      out += rect(386, 340, 28, 110, 6, c.lin(GOLD, 0, 0, 1, 0));
      const base = tones(tone(c.hue + 180, 45, 55));
      out += path(
        smoothD([
          [400, 440],
          [455, 470],
          [490, 560],
          [450, 640],
          [350, 640],
          [310, 560],
          [345, 470],
        ]),
        c.lin(
          [
            [0, base.dark],
            [0.3, base.main],
            [0.45, base.light],
            [1, base.dark],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      out += gloss(355, 530, 10, 40, 0.45, 10);
      out += rect(330, 636, 140, 24, 10, c.lin(GOLD)) + ellipse(400, 436, 30, 10, c.lin(GOLD));
      out += ellipse(400, 360, 150, 26, "#fffbe6");
      const shade = "M285 190L515 190L555 360A155 26 0 0 1 245 360Z";
      out += path(
        shade,
        c.lin([
          [0, m.light],
          [0.6, tone(c.hue, 70, 82)],
          [1, "#fff1c0"],
        ]),
      );
      out += path(
        shade,
        c.lin(sheer("#000000", [0, 0.22], [0.25, 0], [0.75, 0], [1, 0.25]), 0, 0, 1, 0),
      );
      for (let i = 1; i < 8; i++)
        out += line(
          `M${f(285 + i * 28.75)} 192L${f(245 + i * 38.75)} ${f(360 + Math.sin((i / 8) * Math.PI) * 24)}`,
          m.dark,
          2,
          'opacity="0.25"',
        );
      out +=
        ellipse(400, 190, 115, 14, m.dark) + ellipse(400, 190, 105, 10, "#fff3c4", 'opacity="0.6"');
      break;
    }
    case 1: {
      out += glow(c, 400, 500, 400, "#ffc46b", 0.55) + shadow(c, 400, 680, 330, 46, 0.5);
      const g = `<g transform="translate(400 620) scale(1.2) translate(-400 -620)">`;
      let inner = ellipse(400, 620, 280, 60, c.lin(GOLD)) + ellipse(400, 612, 258, 48, "#f6d37a");
      for (let i = 0; i < 30; i++) {
        const a = (i / 30) * Math.PI * 2;
        inner +=
          circle(
            400 + 232 * Math.cos(a),
            612 + 40 * Math.sin(a),
            14,
            i % 3 ? "#ff9f1c" : "#ffcf3c",
          ) + circle(400 + 232 * Math.cos(a) - 3, 609 + 40 * Math.sin(a), 5, "#ffe08a");
      }
      inner += diya(c, 275, 560, 0.95, 0) + diya(c, 515, 560, 0.95, 2) + diya(c, 385, 600, 1.2, 1);
      out += g + inner + "</g>";
      break;
    }
    case 2: {
      out += shadow(c, 400, 680, 180, 26, 0.5) + glow(c, 400, 380, 390, "#fff2c4", 0.65);
      out += path("M300 640L500 640L520 680L280 680Z", c.fade("#c99a6e", "#7a5234"));
      out += circle(
        400,
        400,
        220,
        c.rad(
          [
            [0, "#fffdf2"],
            [0.55, "#fff0c2"],
            [1, tone(c.hue + 40, 70, 72)],
          ],
          0.4,
          0.35,
          0.72,
        ),
      );
      for (const [x, y, r] of [
        [330, 330, 38],
        [465, 300, 24],
        [475, 460, 46],
        [340, 480, 22],
        [410, 395, 15],
        [530, 385, 17],
        [280, 420, 14],
      ] as const)
        out +=
          circle(x, y, r, "#e3c27e", 'opacity="0.4"') +
          circle(x + r * 0.18, y + r * 0.18, r * 0.78, "#f7e2ab", 'opacity="0.6"');
      out += gloss(330, 290, 40, 22, 0.35, -35);
      break;
    }
    default: {
      out += shadow(c, 400, 680, 180, 26, 0.5) + glow(c, 400, 450, 380, "#ffd27a", 0.55);
      const jar =
        "M300 290L500 290Q540 310 540 370L540 630Q540 670 500 670L300 670Q260 670 260 630L260 370Q260 310 300 290Z";
      out += path(jar, c.lin(sheer("#ffffff", [0, 0.22], [0.5, 0.06], [1, 0.2]), 0, 0, 1, 0));
      const pts: Pt[] = [];
      for (let i = 0; i < 16; i++)
        pts.push([400 + (i % 2 ? 1 : -1) * c.range(60, 115), 640 - i * 21]);
      out += path(smoothD(pts, false), "none", 'stroke="#6b5a3a" stroke-width="2"');
      for (let i = 0; i < pts.length - 1; i++) {
        const a = pts[i];
        const b = pts[i + 1];
        if (!a || !b) continue;
        for (const t of [0.2, 0.7]) {
          const x = a[0] + (b[0] - a[0]) * t;
          const y = a[1] + (b[1] - a[1]) * t;
          out +=
            circle(
              x,
              y,
              20,
              c.rad([
                [0, "#ffe9a0", 0.8],
                [1, "#ffb347", 0],
              ]),
            ) + circle(x, y, 5, "#fffbe6");
        }
      }
      out += path(jar, "none", 'stroke="#ffffff" stroke-width="5" opacity="0.55"');
      out += gloss(290, 470, 9, 120, 0.35) + gloss(515, 470, 5, 70, 0.25);
      out += rect(300, 244, 200, 50, 10, c.lin(GOLD, 0, 0, 0, 1));
      for (let y = 254; y < 290; y += 10)
        out += line(`M304 ${y}L496 ${y}`, "#8c5f18", 2, 'opacity="0.5"');
      out += rect(296, 296, 208, 18, 6, m.main);
      out += bow(c, 470, 306, 42, m);
    }
  }
  return out;
}
