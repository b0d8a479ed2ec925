/** Bouquets wrapped in paper and roses packed into hat boxes. */
import { daisy, filler, green, rose, tulip } from "./blooms";
import { tone } from "./palette";
import { bow, leaf, shadow, tones } from "./shapes";
import { type Ctx, type Pt, at, ellipse, f, line, path, polyD, rect } from "./svg";

function paper(c: Ctx): [string, string] {
  const v = c.variant;
  return at<[string, string]>(
    [
      ["#d9b48a", "#ecd2b0"],
      [tone(c.hue + 180, 35, 84), tone(c.hue + 180, 45, 93)],
      ["#2f2b38", "#4a4556"],
      ["#f3ede6", "#ffffff"],
      [tone(c.hue, 45, 84), tone(c.hue, 60, 93)],
    ],
    v + (v >> 2),
  );
}

function head(c: Ctx, kind: number, x: number, y: number, r: number, i: number): string {
  const h = c.hue;
  switch (kind) {
    case 0:
      return rose(c, x, y, r, h, (i % 3) * 4 - 4);
    case 1:
      return daisy(c, x, y, r * 1.05, h + (i % 2) * 25);
    case 2:
      return i % 3 === 1 ? daisy(c, x, y, r * 0.95, h, true) : rose(c, x, y, r, h + (i % 2) * 20);
    default:
      return i % 2 ? rose(c, x, y, r, h + 12, 6) : daisy(c, x, y, r, h - 10, i % 4 === 0);
  }
}

/** Hand-tied bouquet: paper fan behind, leaves, 10 heads, crossed front sheets and a bow. */
export function drawFlowers(c: Ctx): string {
  const v = c.variant;
  const [back, front] = paper(c);
  const bloom = c.look.bloom;
  // roses, daisy-like heads (gerberas, carnations) or a mix, as the title names them
  const kind = bloom ? { rose: 0, daisy: 1, mixed: 3 }[bloom] : v % 5 === 4 ? 4 : v % 4;
  let out = shadow(c, 400, 712, 150, 22);
  const zig: Pt[] = [[372, 575]];
  for (let i = 0; i <= 10; i++)
    zig.push([135 + i * 53, 300 - (i % 2 ? 70 : 0) - Math.sin((i / 10) * Math.PI) * 40]);
  zig.push([428, 575]);
  out += path(polyD(zig), back);
  out += path(`M380 590L330 700Q400 716 470 700L420 590Z`, back);
  for (let i = 0; i < 9; i++) {
    const deg = -80 + i * 20 + c.range(-6, 6);
    out += leaf(400, 500, 250 + c.range(-20, 30), 42, deg, green(c, i), "#d7f0c8");
  }
  if (kind === 4) {
    const heads: [number, number][] = [
      [260, 330],
      [330, 250],
      [400, 215],
      [470, 250],
      [540, 330],
      [350, 360],
      [450, 360],
      [400, 300],
    ];
    heads.forEach(([x, y], i) => {
      out += line(`M400 560Q${f((x + 400) / 2)} ${f(y + 160)} ${f(x)} ${f(y + 20)}`, "#4b8a3c", 9);
      out += tulip(c, x, y + 30, 115, c.hue + (i % 3) * 18);
    });
  } else {
    const heads: [number, number, number][] = [
      [300, 255, 54],
      [400, 235, 56],
      [500, 255, 54],
      [232, 335, 56],
      [340, 325, 60],
      [460, 325, 60],
      [568, 335, 56],
      [290, 412, 58],
      [400, 405, 62],
      [510, 412, 58],
    ];
    heads.forEach(([x, y, r], i) => (out += head(c, kind, x, y, r, i)));
    for (const [x, y] of [
      [240, 265],
      [560, 265],
      [400, 300],
      [180, 400],
      [620, 400],
    ] as const)
      out += filler(c, x, y, 26);
  }
  out += path(`M400 600L160 385Q300 440 432 492Z`, front);
  out += path(`M400 600L640 385Q500 440 368 492Z`, tone(c.hue + 180, 0, 0), 'opacity="0.08"');
  out += path(`M400 600L640 385Q500 440 368 492Z`, front, 'opacity="0.92"');
  out += path(`M400 600L160 385L190 410Z`, "#ffffff", 'opacity="0.25"');
  const rib = tones(at([tone(c.hue, 70, 55), "#e6b84f", tone(c.hue + 200, 60, 55), "#ffffff"], v));
  out += rect(368, 572, 64, 30, 10, rib.main);
  out += bow(c, 400, 588, 62, rib);
  return out;
}

/** Roses packed into a round hat box or a square box, with a satin band and bow. */
export function drawFlowerBox(c: Ctx): string {
  const v = c.variant;
  const boxCol = tones(
    at(
      [
        "#2c2833",
        "#f5f0ea",
        tone(c.hue + 330, 60, 85),
        tone(c.hue + 180, 55, 72),
        "#c9a27a",
        tone(c.hue, 50, 30),
      ],
      v,
    ),
  );
  const band = tones(
    at(["#e6b84f", tone(c.hue, 65, 55), "#ffffff", "#e6b84f", tone(c.hue + 30, 60, 60)], v + 1),
  );
  const side = c.lin(
    [
      [0, boxCol.dark],
      [0.3, boxCol.main],
      [0.55, boxCol.light],
      [1, boxCol.dark],
    ],
    0,
    0,
    1,
    0,
  );
  const twoTone = v % 3 === 2;
  const rose2 = (x: number, y: number, r: number, i: number): string =>
    twoTone && i % 2
      ? rose(c, x, y, r, c.hue + 20, 30)
      : v % 4 === 3 && i % 3 === 0
        ? daisy(c, x, y, r, c.hue + 40, true)
        : rose(c, x, y, r, c.hue, (i % 3) * 4 - 4);
  let out = shadow(c, 400, 680, 270, 40);
  if (v % 2 === 0) {
    out += ellipse(400, 440, 185, 52, boxCol.dark);
    const rows: [number, number[]][] = [
      [330, [300, 380, 460]],
      [375, [255, 335, 415, 495, 560]],
      [420, [290, 370, 450, 525]],
      [455, [240, 330, 410, 490, 565]],
    ];
    let i = 0;
    for (const [y, xs] of rows) for (const x of xs) out += rose2(x, y + c.range(-6, 6), 46, i++);
    out += path(`M215 440A185 52 0 0 0 585 440L585 640A185 52 0 0 1 215 640Z`, side);
    out += line(`M215 441A185 52 0 0 0 585 441`, "#e6b84f", 5);
    out += path(`M215 530A185 52 0 0 0 585 530L585 572A185 52 0 0 1 215 572Z`, band.main);
    out += path(
      `M215 530A185 52 0 0 0 585 530L585 538A185 52 0 0 1 215 538Z`,
      band.light,
      'opacity="0.7"',
    );
    out += bow(c, 400, 602, 66, band);
  } else {
    out += path(
      polyD([
        [250, 420],
        [550, 420],
        [580, 470],
        [220, 470],
      ]),
      boxCol.dark,
    );
    const rows: [number, number[]][] = [
      [330, [320, 400, 480]],
      [370, [265, 345, 425, 505, 560]],
      [420, [240, 320, 400, 480, 560]],
      [460, [275, 355, 445, 525]],
    ];
    let i = 0;
    for (const [y, xs] of rows) for (const x of xs) out += rose2(x, y + c.range(-6, 6), 50, i++);
    out += rect(220, 470, 360, 200, 8, side);
    out += rect(220, 470, 360, 10, 4, "#ffffff", 'opacity="0.3"');
    out +=
      rect(220, 560, 360, 44, 0, band.main) +
      rect(220, 560, 360, 10, 0, band.light, 'opacity="0.5"');
    out += bow(c, 400, 580, 70, band);
  }
  return out;
}
