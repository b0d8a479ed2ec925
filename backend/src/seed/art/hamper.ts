/** Wicker gift hampers with goodies. */
import { rose } from "./blooms";
import { tone } from "./palette";
import { bow, gloss, shadow, starD, tones } from "./shapes";
import { type Ctx, at, circle, ellipse, f, line, path, rect, rotate } from "./svg";

function bottle(c: Ctx, x: number, y: number, col: string): string {
  return (
    path(
      `M${f(x - 30)} ${f(y)}L${f(x - 30)} ${f(y - 150)}Q${f(x - 30)} ${f(y - 190)} ${f(x - 12)} ${f(y - 205)}L${f(x - 12)} ${f(y - 260)}L${f(x + 12)} ${f(y - 260)}L${f(x + 12)} ${f(y - 205)}Q${f(x + 30)} ${f(y - 190)} ${f(x + 30)} ${f(y - 150)}L${f(x + 30)} ${f(y)}Z`,
      c.lin(
        [
          [0, col],
          [0.35, tone(0, 0, 45)],
          [0.5, col],
          [1, "#111111"],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    rect(x - 13, y - 270, 26, 50, 4, "#e6b84f") +
    rect(x - 30, y - 135, 60, 70, 4, "#f6efe2") +
    rect(x - 30, y - 120, 60, 10, 0, c.p.main) +
    gloss(x - 16, y - 120, 5, 40, 0.35)
  );
}

/** Wicker basket with handle, gingham lining and goodies (bottle, jar, fruit or flowers). */
export function drawHamper(c: Ctx): string {
  const v = c.variant;
  const wick = at<[string, string, string]>(
    [
      ["#e3b47a", "#c98f52", "#9d6534"],
      ["#d9a066", "#b07a45", "#7e5228"],
      ["#efd3a4", "#d2ab72", "#a47c45"],
    ],
    v,
  );
  const rib = tones(tone(c.hue, 70, 55));
  let out = shadow(c, 400, 690, 290, 36);
  out +=
    line("M215 450C215 120 585 120 585 450", wick[2], 30) +
    line("M215 450C215 120 585 120 585 450", wick[0], 16);
  out += ellipse(400, 440, 200, 42, wick[2]);
  const set = v % 3;
  if (set === 0) {
    out += bottle(c, 330, 470, "#3c1d2e");
    out +=
      rect(410, 330, 110, 140, 18, c.slant("#ffd98a", "#e29a2b", 1, 0)) +
      rect(402, 310, 126, 34, 8, rib.main) +
      gloss(430, 380, 8, 40, 0.4);
    out +=
      rect(255, 380, 56, 100, 6, "#5a3222", rotate(-12, 280, 430)) +
      rect(255, 410, 56, 36, 0, rib.light, rotate(-12, 280, 430));
    out +=
      circle(520, 405, 42, "#d8b07a") +
      circle(520, 405, 34, "#b8884f") +
      circle(505, 395, 5, "#5a3222") +
      circle(530, 415, 5, "#5a3222");
  } else if (set === 1) {
    const fruit = (x: number, y: number, r: number, a: string, b: string): string =>
      circle(
        x,
        y,
        r,
        c.rad(
          [
            [0, a],
            [1, b],
          ],
          0.35,
          0.3,
          0.8,
        ),
      ) + gloss(x - r * 0.35, y - r * 0.4, r * 0.22, r * 0.14, 0.6);
    out +=
      fruit(300, 400, 52, "#ff8a7a", "#c81d2e") +
      fruit(500, 395, 50, "#ffc56b", "#f07c12") +
      fruit(400, 370, 56, "#b9e27a", "#5c9c2c");
    for (let i = 0; i < 8; i++)
      out += circle(452 + (i % 3) * 22, 420 + Math.floor(i / 3) * 20, 13, "#6a2f6e");
    out += fruit(250, 440, 44, "#ffe27a", "#e0b21a") + fruit(545, 445, 44, "#ff8a7a", "#b31b2b");
    out += line("M400 316Q404 300 414 292", "#5b3a22", 5);
  } else {
    out += bottle(c, 470, 470, "#1f3a2a");
    for (const [x, y, h] of [
      [300, 360, 0],
      [360, 330, 20],
      [250, 400, 40],
    ] as const)
      out += rose(c, x, y, 44, c.hue + h);
    out +=
      rect(372, 380, 70, 100, 8, tone(c.hue + 180, 50, 60), rotate(8, 400, 430)) +
      path(starD(408, 425, 18, 8), "#ffffff", rotate(8, 400, 430));
    out +=
      rect(500, 400, 80, 80, 10, c.fade("#fff", "#ddd"), rotate(-10, 540, 440)) +
      rect(534, 400, 12, 80, 0, rib.main, rotate(-10, 540, 440));
  }
  const body = "M200 440L240 650Q400 690 560 650L600 440Q400 500 200 440Z";
  out += path(
    body,
    c.lin(
      [
        [0, wick[1]],
        [0.45, wick[0]],
        [1, wick[2]],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  const clip = c.clip(`<path d="${body}"/>`);
  let weave = "";
  for (let r = 0; r < 9; r++)
    for (let k = 0; k < 11; k++)
      weave += rect(
        200 + k * 40 + (r % 2) * 20 - 20,
        450 + r * 26,
        34,
        18,
        9,
        wick[(r + k) % 2 ? 0 : 2] ?? "#c98f52",
        'opacity="0.45"',
      );
  out += `<g clip-path="${clip}">${weave}</g>`;
  let cloth = `M190 436Q400 505 610 436`;
  const gingham = tone(c.hue, 60, 70);
  for (let i = 0; i <= 8; i++) {
    const x = 610 - i * 52.5;
    const y = 436 + Math.sin((i / 8) * Math.PI) * 60;
    cloth += `L${f(x - 26)} ${f(y + 34)}L${f(x - 52)} ${f(y - 2)}`;
  }
  out +=
    path(cloth + "Z", "#ffffff") +
    path(
      cloth + "Z",
      c.pattern(
        24,
        24,
        `<rect width="12" height="24" fill="${gingham}" opacity="0.5"/><rect width="24" height="12" fill="${gingham}" opacity="0.5"/>`,
      ),
    );
  out += path("M190 436Q400 505 610 436L610 446Q400 515 190 446Z", wick[2]);
  out += bow(c, 240, 470, 55, rib);
  return out;
}
