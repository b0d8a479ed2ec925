/** A bunch of balloons on curling ribbons, tied to a weight: latex, hearts or stars. */
import { tone } from "./palette";
import { gloss, heartD, lightToDark, shadow, starD, tones } from "./shapes";
import { type Ctx, type Pt, at, ellipse, f, line, path, rect } from "./svg";

/** Where the balloons float (their centres); the bunch grows with the variant. */
const LAYOUTS: readonly (readonly Pt[])[] = [
  [
    [300, 250],
    [500, 240],
    [400, 330],
  ],
  [
    [280, 270],
    [400, 200],
    [520, 270],
    [400, 360],
  ],
  [
    [260, 300],
    [350, 200],
    [470, 190],
    [550, 300],
    [410, 330],
  ],
];

/** One balloon centred at (x, y), r about half its width, in the shape the variant asks for. */
function balloon(c: Ctx, x: number, y: number, r: number, colour: string, shape: number): string {
  const t = tones(colour);
  const paint = c.rad(lightToDark(t, 0.55), 0.35, 0.3, 0.8);
  if (shape === 1)
    return (
      path(heartD(x, y, r * 1.05), paint) +
      gloss(x - r * 0.45, y - r * 0.35, r * 0.18, r * 0.28, 0.6, -30)
    );
  if (shape === 2)
    return (
      path(
        starD(x, y, r * 1.2, r * 0.6),
        paint,
        `stroke="${t.dark}" stroke-width="4" stroke-linejoin="round"`,
      ) + gloss(x - r * 0.25, y - r * 0.4, r * 0.12, r * 0.22, 0.6, -20)
    );
  return (
    ellipse(x, y, r, r * 1.18, paint) +
    path(
      `M${f(x - 12)} ${f(y + r * 1.18 + 14)}L${f(x)} ${f(y + r * 1.18 - 4)}L${f(x + 12)} ${f(y + r * 1.18 + 14)}Z`,
      t.dark,
    ) +
    gloss(x - r * 0.38, y - r * 0.45, r * 0.16, r * 0.3, 0.65, -25)
  );
}

/** Balloons by variant: how many (3–5), which shape leads (latex, heart foil, star foil). */
export function drawBalloons(c: Ctx): string {
  const v = c.variant;
  const layout = at(LAYOUTS, v);
  const shapes = at(
    [
      [0, 0, 0, 0, 0],
      [1, 0, 1, 0, 1],
      [0, 2, 0, 2, 0],
      [1, 1, 1, 1, 1],
      [2, 0, 1, 0, 2],
    ],
    Math.floor(v / 2) + (v % 2) * 2,
  );
  const colours = [
    tone(c.hue, 78, 58),
    tone(c.hue + 35, 80, 62),
    tone(c.hue - 35, 70, 60),
    tone(c.hue + 180, 65, 60),
    "#f1c40f",
  ];
  const knot: Pt = [400, 600];
  const out = shadow(c, 400, 690, 220, 30);
  let strings = "";
  let bodies = "";
  layout.forEach(([x, y], i) => {
    const r = 78 - layout.length * 4;
    const bottom = y + r * 1.2 + 12;
    const bend = (i % 2 === 0 ? 1 : -1) * 30;
    strings += `M${f(x)} ${f(bottom)}Q${f(x + bend)} ${f((bottom + knot[1]) / 2)} ${f(knot[0])} ${f(knot[1])}`;
    bodies += balloon(c, x, y, r, at(colours, i + v), at(shapes, i));
  });
  let bunch = line(strings, "#8a8a9a", 3) + bodies;
  // Curled ribbon ends and the weight that keeps the bunch down.
  const ribbon = tones(tone(c.hue + 15, 70, 55));
  bunch += line(`M400 600q-30 20 -10 40t-10 40`, ribbon.main, 5);
  bunch += line(`M400 600q30 20 10 40t10 40`, ribbon.main, 5);
  bunch += path(heartD(400, 620, 6), ribbon.dark);
  bunch +=
    path("M360 690L440 690L425 640L375 640Z", c.fade(ribbon.light, ribbon.dark)) +
    rect(370, 632, 60, 12, 4, ribbon.dark) +
    gloss(385, 660, 6, 14, 0.4);
  // Drawn small for the layouts' sake, shown large so the bunch fills the tile like the others.
  return out + `<g transform="translate(400 690) scale(1.22) translate(-400 -690)">${bunch}</g>`;
}
