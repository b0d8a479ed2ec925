/** Potted plants: succulent, snake plant, money plant, cactus and lucky bamboo. */
import { green } from "./blooms";
import { tone } from "./palette";
import { gloss, heartD, leaf, shadow, starD } from "./shapes";
import { type Ctx, circle, ellipse, f, line, path, rect, rotate } from "./svg";

const RIM_Y = 470;

function pot(c: Ctx): { back: string; front: string } {
  const v = c.variant;
  const terracotta = v % 4 === 3;
  const base = terracotta ? "#c96f4a" : tone(c.hue, 55, v % 2 ? 62 : 78);
  const dark = terracotta ? "#9a4a2e" : tone(c.hue, 45, v % 2 ? 42 : 58);
  const light = terracotta ? "#e49a72" : tone(c.hue, 70, v % 2 ? 76 : 90);
  const side = c.lin(
    [
      [0, dark],
      [0.3, base],
      [0.5, light],
      [1, dark],
    ],
    0,
    0,
    1,
    0,
  );
  const back =
    ellipse(400, RIM_Y, 160, 32, dark) +
    ellipse(400, RIM_Y + 4, 146, 26, "#5a3b2a") +
    ellipse(400, RIM_Y + 8, 140, 20, "#6e4a33");
  const body = `M262 ${RIM_Y + 30}L292 668A108 22 0 0 0 508 668L538 ${RIM_Y + 30}Z`;
  let front = path(body, side);
  const style = v % 5;
  const paint = terracotta ? tone(c.hue, 60, 80) : "#ffffff";
  if (style === 0) {
    for (let i = 0; i < 7; i++)
      front += circle(300 + i * 33, 585 + (i % 2) * 22, 8, paint, 'opacity="0.85"');
  } else if (style === 1) {
    let z = "M270 560";
    for (let i = 0; i <= 12; i++) z += `L${f(272 + i * 21.3)} ${f(i % 2 ? 585 : 560)}`;
    front += line(z, paint, 6, 'opacity="0.9"');
  } else if (style === 2) {
    front += path(
      `M277 580L292 668A108 22 0 0 0 508 668L523 580A122 24 0 0 1 277 580Z`,
      tone(c.hue + 180, 45, 80),
      'opacity="0.9"',
    );
  } else if (style === 3) {
    front +=
      rect(268, 550, 264, 18, 0, paint, 'opacity="0.75"') +
      rect(270, 578, 260, 6, 0, paint, 'opacity="0.75"');
  }
  front += path(
    `M250 ${RIM_Y}A160 32 0 0 0 550 ${RIM_Y}L548 ${RIM_Y + 36}A158 30 0 0 1 252 ${RIM_Y + 36}Z`,
    c.lin(
      [
        [0, dark],
        [0.35, light],
        [0.6, base],
        [1, dark],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  front += gloss(322, 560, 12, 60, 0.25);
  return { back, front };
}

function bladePattern(c: Ctx): string {
  return c.pattern(
    44,
    26,
    `<path d="M0 13Q11 3 22 13T44 13" fill="none" stroke="#9ccf7f" stroke-width="4" opacity="0.55"/>`,
  );
}

/** A potted plant chosen by variant; the hue colours the glazed pot. */
export function drawPlant(c: Ctx): string {
  const v = c.variant;
  const { back, front } = pot(c);
  let plant = "";
  let trailing = "";
  const kind = v % 5;
  if (kind === 0) {
    for (let k = 0; k < 4; k++) {
      const n = 9 - k * 2;
      for (let i = 0; i < n; i++) {
        const deg = -88 + (176 * (i + 0.5)) / n + c.range(-5, 5);
        const fill = c.lin(
          [
            [0, tone(150 - k * 8, 25, 48 + k * 7)],
            [0.75, tone(140, 30, 62 + k * 5)],
            [1, tone(c.hue + 330, 60, 70)],
          ],
          0,
          1,
          0,
          0,
        );
        plant += leaf(400, RIM_Y + 4, 215 - k * 40, 54 - k * 6, deg, fill, "#ffffff");
      }
    }
  } else if (kind === 1) {
    const pat = bladePattern(c);
    const blades: [number, number, number, number][] = [
      [330, 250, -14, 40],
      [470, 260, 13, 40],
      [365, 330, -5, 46],
      [440, 320, 6, 44],
      [400, 290, 1, 48],
      [300, 200, -24, 34],
      [505, 205, 24, 34],
    ];
    for (const [x, len, deg, w] of blades) {
      const d = `M${f(-w / 2)} 0Q${f(-w * 0.7)} ${f(-len * 0.6)} 0 ${f(-len)}Q${f(w * 0.7)} ${f(-len * 0.6)} ${f(w / 2)} 0Z`;
      plant += `<g transform="translate(${x} ${RIM_Y + 10}) rotate(${deg})">${path(
        d,
        c.lin(
          [
            [0, "#2f6b3a"],
            [0.5, "#3f8a4a"],
            [1, "#2a5e34"],
          ],
          0,
          0,
          1,
          0,
        ),
        'stroke="#d6dd6a" stroke-width="5"',
      )}${path(d, pat)}</g>`;
    }
  } else if (kind === 2) {
    const vines: [number, number, number, number][] = [
      [330, 250, 250, 230],
      [470, 250, 560, 200],
      [400, 220, 400, 170],
      [300, 420, 200, 620],
      [500, 420, 610, 600],
    ];
    vines.forEach(([cx1, cy1, x2, y2], vi) => {
      plant += line(`M400 ${RIM_Y}Q${cx1} ${cy1} ${x2} ${y2}`, "#4b7f3a", 6);
      for (let t = 0.25; t <= 1.0001; t += 0.25) {
        const x = (1 - t) * (1 - t) * 400 + 2 * (1 - t) * t * cx1 + t * t * x2;
        const y = (1 - t) * (1 - t) * RIM_Y + 2 * (1 - t) * t * cy1 + t * t * y2;
        const s = 26 + t * 12;
        const side = (vi + t * 4) % 2 ? 1 : -1;
        const leafSvg = `<g ${rotate(side * 35 + (vi > 2 ? 180 : 0), x, y)}>${path(heartD(x, y, s), green(c, Math.round(t * 4) + vi))}${line(`M${f(x)} ${f(y - s * 0.4)}L${f(x)} ${f(y + s * 0.8)}`, "#cfe8a8", 2.5, 'opacity="0.7"')}${ellipse(x - s * 0.4, y - s * 0.2, s * 0.2, s * 0.1, "#e9f5b8", 'opacity="0.5"')}</g>`;
        if (vi > 2) trailing += leafSvg;
        else plant += leafSvg;
      }
    });
    trailing =
      line(`M300 ${RIM_Y + 20}Q200 560 200 620`, "#4b7f3a", 6) +
      line(`M500 ${RIM_Y + 20}Q610 540 610 600`, "#4b7f3a", 6) +
      trailing;
  } else if (kind === 3) {
    const cactus = (x: number, y: number, w: number, h: number): string =>
      rect(
        x - w / 2,
        y - h,
        w,
        h + 20,
        w / 2,
        c.lin(
          [
            [0, "#3f8a55"],
            [0.4, "#6cbf7a"],
            [1, "#2f6b44"],
          ],
          0,
          0,
          1,
          0,
        ),
      ) +
      line(
        `M${f(x - w * 0.22)} ${f(y - h + w * 0.35)}L${f(x - w * 0.22)} ${f(y + 10)}M${f(x + w * 0.22)} ${f(y - h + w * 0.35)}L${f(x + w * 0.22)} ${f(y + 10)}M${f(x)} ${f(y - h + 8)}L${f(x)} ${f(y + 10)}`,
        "#2e6a40",
        3,
        'opacity="0.5"',
      );
    plant +=
      `<g ${rotate(-8, 400, RIM_Y)}>` +
      rect(300, 330, 60, 30, 15, "#4d9a5f") +
      cactus(310, 330, 52, 90) +
      "</g>";
    plant +=
      `<g ${rotate(10, 400, RIM_Y)}>` +
      rect(440, 360, 70, 30, 15, "#4d9a5f") +
      cactus(500, 360, 50, 80) +
      "</g>";
    plant += cactus(400, RIM_Y, 110, 280);
    for (let i = 0; i < 22; i++) {
      const x = 400 + c.range(-45, 45);
      const y = c.range(RIM_Y - 260, RIM_Y - 10);
      plant += path(starD(x, y, 5, 1.5, 3, c.range(0, 120)), "#f4f1d0");
    }
    const fl = tone(c.hue + 330, 80, 70);
    for (let i = 0; i < 6; i++)
      plant += ellipse(
        400 + 20 * Math.cos(i),
        RIM_Y - 282 + 12 * Math.sin(i),
        16,
        9,
        fl,
        rotate(i * 60, 400, RIM_Y - 282),
      );
    plant += circle(400, RIM_Y - 282, 9, "#ffd166");
  } else {
    const stalks: [number, number][] = [
      [350, 250],
      [400, 300],
      [450, 230],
      [375, 190],
      [428, 170],
    ];
    stalks.forEach(([x, h], i) => {
      const top = RIM_Y - h;
      plant += rect(
        x - 12,
        top,
        24,
        h + 10,
        10,
        c.lin(
          [
            [0, "#6a9c3a"],
            [0.45, "#b5d66a"],
            [1, "#557f2c"],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      for (let y = top + 60; y < RIM_Y; y += 70) plant += rect(x - 14, y, 28, 7, 3, "#557f2c");
      plant +=
        leaf(x, top + 10, 80, 18, -35 - i * 5, green(c, i)) +
        leaf(x, top + 20, 70, 16, 40 + i * 4, green(c, i + 1));
    });
    plant +=
      rect(338, RIM_Y - 110, 125, 16, 6, "#d8293b") + rect(338, RIM_Y - 104, 125, 4, 0, "#ffd166");
  }
  let pebbles = "";
  if (kind >= 3)
    for (let i = 0; i < 12; i++)
      pebbles += ellipse(
        290 + i * 20,
        RIM_Y + 6 + (i % 3) * 5,
        11,
        7,
        i % 2 ? "#f2efe9" : "#d9d3ca",
      );
  return shadow(c, 400, 672, 200, 30) + back + pebbles + plant + front + trailing;
}
