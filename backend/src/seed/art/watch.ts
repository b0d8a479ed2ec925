/** Analogue wrist watches. */
import { GOLD, ROSE_GOLD, SILVER, tone } from "./palette";
import { metal, shadow, tones } from "./shapes";
import { type Ctx, at, circle, ellipse, f, line, path, rect, rotate } from "./svg";

/** Analogue watch at 10:10 with strap, bezel, markers and a glassy highlight. */
export function drawWatch(c: Ctx): string {
  const v = c.variant;
  const metalStops = at([GOLD, SILVER, ROSE_GOLD], v);
  const leather = v % 2 === 0;
  const strapCol = tones(at(["#5a3222", "#1f1d24", tone(c.hue, 45, 40), "#8a5a34"], v >> 1));
  const dialHue = c.hue;
  let out = shadow(c, 400, 712, 170, 26);
  out += `<g ${rotate(at([-14, 0, 10], v), 400, 400)}>`;
  const strapFill = leather
    ? c.lin(
        [
          [0, strapCol.dark],
          [0.4, strapCol.main],
          [0.6, strapCol.light],
          [1, strapCol.dark],
        ],
        0,
        0,
        1,
        0,
      )
    : metal(c, metalStops, 1, 0);
  out +=
    path("M330 290L345 70Q400 58 455 70L470 290Z", strapFill) +
    path("M330 510L345 690Q400 702 455 690L470 510Z", strapFill);
  if (leather) {
    out += line(
      "M343 280L356 80M457 280L444 80M343 520L355 682M457 520L445 682",
      "#f3e3c8",
      3,
      'stroke-dasharray="10 8" opacity="0.8"',
    );
    for (let y = 585; y < 680; y += 32) out += ellipse(400, y, 8, 6, "#1a1010");
    out += rect(350, 110, 100, 22, 6, "none", 'stroke="#d9b35a" stroke-width="8"');
  } else {
    for (let y = 80; y < 680; y += 34)
      if (y < 270 || y > 530)
        out +=
          line(`M345 ${y}L455 ${y}`, "#000000", 3, 'opacity="0.18"') +
          line(`M378 ${y}L378 ${y + 30}M422 ${y}L422 ${y + 30}`, "#000000", 2, 'opacity="0.15"');
  }
  const square = v % 5 === 3;
  const bezel = metal(c, metalStops);
  out +=
    rect(555, 380, 30, 40, 6, bezel) +
    line("M562 384L562 416M570 384L570 416M578 384L578 416", "#000000", 2, 'opacity="0.25"');
  if (v % 4 === 1)
    out +=
      rect(540, 310, 26, 26, 5, bezel, rotate(-45, 553, 323)) +
      rect(540, 464, 26, 26, 5, bezel, rotate(45, 553, 477));
  const dial = c.rad(
    [
      [0, tone(dialHue, 55, v % 3 === 2 ? 96 : 48)],
      [0.7, tone(dialHue, 60, v % 3 === 2 ? 90 : 32)],
      [1, tone(dialHue, 60, v % 3 === 2 ? 80 : 22)],
    ],
    0.45,
    0.4,
    0.7,
  );
  const light = v % 3 === 2;
  const ink = light ? "#2b2630" : "#ffffff";
  if (square) {
    out += rect(235, 235, 330, 330, 70, bezel) + rect(262, 262, 276, 276, 50, dial);
  } else {
    out +=
      circle(400, 400, 168, bezel) +
      circle(400, 400, 150, c.fade("#000000", "#ffffff", 0.3, 0.3)) +
      circle(400, 400, 140, dial);
  }
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const big = i % 5 === 0;
    const r1 = big ? 100 : 118;
    out += line(
      `M${f(400 + r1 * Math.cos(a))} ${f(400 + r1 * Math.sin(a))}L${f(400 + 126 * Math.cos(a))} ${f(400 + 126 * Math.sin(a))}`,
      i % 15 === 0 ? "#e6b84f" : ink,
      big ? 7 : 2,
      big ? "" : 'opacity="0.6"',
    );
  }
  if (v % 4 === 1)
    for (const [x, y] of [
      [400, 340],
      [345, 420],
      [455, 420],
    ] as const)
      out +=
        circle(x, y, 28, "none", `stroke="${ink}" stroke-width="2" opacity="0.6"`) +
        line(`M${x} ${y}L${x} ${y - 20}`, ink, 2);
  else out += rect(466, 388, 34, 24, 3, "#ffffff") + rect(472, 394, 22, 12, 2, "#d9d9e0");
  out +=
    line("M400 400L345 340", at(metalStops, 1)[1], 12) +
    line("M400 400L470 318", at(metalStops, 1)[1], 8);
  out +=
    line("M420 420L330 330", tone(c.hue + 180, 80, 60), 3) +
    circle(400, 400, 11, bezel) +
    circle(400, 400, 4, "#222222");
  out += path(`M280 330A140 140 0 0 1 460 270A160 160 0 0 0 280 330Z`, "#ffffff", 'opacity="0.35"');
  out += "</g>";
  return out;
}
