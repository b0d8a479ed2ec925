/** Folded greeting cards with an envelope. */
import { tone } from "./palette";
import { bow, flame, gloss, goldSparkles, heartD, shadow, tones } from "./shapes";
import { type Ctx, at, ellipse, f, line, path, polyD, rect, rotate } from "./svg";

/** Folded greeting card with an illustrated front, an envelope behind and faux handwriting. */
export function drawGreetingCard(c: Ctx): string {
  const v = c.variant;
  const env = tones(at([tone(c.hue + 180, 50, 80), "#f4efe6", "#d9b48a"], v));
  let out = shadow(c, 410, 680, 280, 34);
  out +=
    `<g ${rotate(-12, 420, 520)}>` +
    rect(180, 400, 470, 280, 10, c.fade(env.light, env.main)) +
    path(
      "M180 410L415 560L650 410",
      "none",
      `stroke="${env.dark}" stroke-width="4" stroke-linejoin="round"`,
    ) +
    path(heartD(415, 560, 22), tone(c.hue, 70, 50)) +
    "</g>";
  out += path(
    polyD([
      [370, 150],
      [200, 200],
      [200, 640],
      [370, 680],
    ]),
    c.lin(
      [
        [0, "#ffffff"],
        [1, tone(c.hue, 30, 90)],
      ],
      1,
      0,
      0,
      0,
    ),
  );
  for (let i = 0; i < 5; i++)
    out += line(
      `M228 ${f(320 + i * 42)}q14 -10 28 0t28 0t28 0t28 0`,
      tone(c.hue, 45, 50),
      4,
      'opacity="0.55"',
    );
  const front = polyD([
    [370, 150],
    [630, 185],
    [630, 645],
    [370, 680],
  ]);
  out += path(
    front,
    c.lin(
      [
        [0, tone(c.hue, 75, 93)],
        [1, tone(c.hue, 60, 80)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += path(
    polyD([
      [390, 182],
      [610, 210],
      [610, 622],
      [390, 650],
    ]),
    "none",
    'stroke="#e0aa3e" stroke-width="4"',
  );
  out += '<g transform="translate(-10 5)">';
  const ink = tone(c.hue, 72, 50);
  const alt = tone(c.hue + 50, 75, 58);
  let art = "";
  switch (v % 5) {
    case 0:
      for (const [x, y, k] of [
        [470, 320, 0],
        [540, 290, 1],
        [505, 380, 2],
      ] as const) {
        art += line(`M${x} ${y + 42}Q${x - 10} ${y + 120} 505 520`, "#8a8a9a", 2);
        art +=
          ellipse(x, y, 36, 44, at([ink, alt, tone(c.hue + 200, 65, 62)], k)) +
          path(`M${x - 6} ${y + 44}L${x + 6} ${y + 44}L${x} ${y + 54}Z`, at([ink, alt, ink], k)) +
          gloss(x - 12, y - 16, 8, 12, 0.6, -20);
      }
      break;
    case 1:
      art =
        path(heartD(505, 380, 80), ink) +
        path(heartD(448, 270, 22), alt) +
        path(heartD(565, 480, 18), alt) +
        gloss(470, 340, 16, 10, 0.5, -30);
      break;
    case 2:
      art =
        rect(440, 400, 130, 80, 10, ink) +
        rect(440, 400, 130, 18, 8, "#ffffff", 'opacity="0.6"') +
        rect(460, 350, 90, 55, 8, alt) +
        rect(500, 300, 10, 50, 3, "#ffd166") +
        flame(c, 505, 298, 10);
      break;
    case 3:
      art = path(`M470 250A95 95 0 1 0 560 400A75 75 0 1 1 470 250Z`, "#ffd166");
      art += goldSparkles(18, [560, 270], [450, 460], [575, 480]);
      break;
    default:
      art =
        rect(445, 350, 120, 110, 8, ink) +
        rect(495, 350, 20, 110, 0, "#ffd166") +
        rect(435, 330, 140, 30, 6, alt) +
        rect(495, 330, 20, 30, 0, "#ffd166") +
        bow(c, 505, 328, 36, tones("#ffd166"));
  }
  out += art;
  for (let i = 0; i < 3; i++)
    out += rect(450, 550 + i * 20, 110 - i * 30, 6, 3, tone(c.hue, 40, 50), 'opacity="0.5"');
  out +=
    "</g>" +
    path(
      polyD([
        [370, 150],
        [410, 156],
        [410, 675],
        [370, 680],
      ]),
      "#000000",
      'opacity="0.06"',
    );
  return out;
}
