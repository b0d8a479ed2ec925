/** Cake toppings and candles. */
import { tone } from "./palette";
import { flame, gloss } from "./shapes";
import { type Ctx, circle, ellipse, f, line, path, rect } from "./svg";

export type Topping =
  "cherries" | "strawberries" | "rosettes" | "macarons" | "berries" | "truffles";

/** A cherry's glossy red, lit from the upper left. */
export function cherryPaint(c: Ctx): string {
  return c.rad(
    [
      [0, "#ff6b7a"],
      [0.6, "#d81f3c"],
      [1, "#8c0f24"],
    ],
    0.35,
    0.3,
    0.7,
  );
}

/** One topping (cherry, strawberry, rosette, macaron or berries) sitting at (x, y). */
export function topping(c: Ctx, kind: Topping, x: number, y: number, s: number): string {
  switch (kind) {
    case "cherries":
      return (
        line(
          `M${f(x)} ${f(y - s)}Q${f(x + s * 0.3)} ${f(y - s * 2)} ${f(x + s)} ${f(y - s * 2.3)}`,
          "#4f7a2d",
          s * 0.2,
        ) +
        circle(x, y - s * 0.2, s, cherryPaint(c)) +
        gloss(x - s * 0.35, y - s * 0.5, s * 0.25, s * 0.18, 0.8)
      );
    case "strawberries": {
      const body = `M${f(x - s)} ${f(y - s * 0.6)}Q${f(x)} ${f(y - s * 1.2)} ${f(x + s)} ${f(y - s * 0.6)}Q${f(x + s * 0.8)} ${f(y + s * 0.8)} ${f(x)} ${f(y + s)}Q${f(x - s * 0.8)} ${f(y + s * 0.8)} ${f(x - s)} ${f(y - s * 0.6)}Z`;
      let seeds = "";
      for (const [dx, dy] of [
        [-0.4, -0.2],
        [0.3, -0.3],
        [0, 0.2],
        [-0.3, 0.45],
        [0.35, 0.35],
      ] as const)
        seeds += ellipse(x + dx * s, y + dy * s, s * 0.08, s * 0.12, "#ffe9a8");
      return (
        path(body, c.fade("#ff5a6e", "#c3122f")) +
        seeds +
        path(
          `M${f(x - s * 0.7)} ${f(y - s * 0.75)}L${f(x - s * 0.2)} ${f(y - s * 0.5)}L${f(x)} ${f(y - s * 1.05)}L${f(x + s * 0.2)} ${f(y - s * 0.5)}L${f(x + s * 0.7)} ${f(y - s * 0.75)}L${f(x)} ${f(y - s * 0.35)}Z`,
          "#3f9b45",
        )
      );
    }
    case "rosettes": {
      const cream = c.fade("#fffaf3", "#efdcc8");
      return (
        ellipse(x, y, s * 1.15, s * 0.8, cream) +
        line(
          `M${f(x - s * 0.8)} ${f(y)}Q${f(x - s * 0.6)} ${f(y - s * 0.7)} ${f(x + s * 0.1)} ${f(y - s * 0.55)}Q${f(x + s * 0.7)} ${f(y - s * 0.3)} ${f(x + s * 0.2)} ${f(y + s * 0.1)}`,
          "#dcc2a8",
          s * 0.16,
        ) +
        circle(x + s * 0.1, y - s * 0.75, s * 0.45, c.p.main) +
        gloss(x - s * 0.02, y - s * 0.9, s * 0.14, s * 0.1, 0.8)
      );
    }
    case "macarons": {
      const shell = tone(c.hue + 40, 70, 80);
      return (
        ellipse(x, y - s * 0.1, s * 1.05, s * 0.5, tone(c.hue + 40, 55, 68)) +
        rect(x - s * 0.95, y - s * 0.55, s * 1.9, s * 0.25, s * 0.12, "#fff6ea") +
        ellipse(x, y - s * 0.75, s * 1.05, s * 0.5, shell) +
        gloss(x - s * 0.3, y - s * 0.9, s * 0.35, s * 0.12, 0.6)
      );
    }
    case "truffles":
      return (
        circle(
          x,
          y - s * 0.3,
          s * 0.85,
          c.rad(
            [
              [0, "#8a5a3c"],
              [0.6, "#4a2618"],
              [1, "#24110a"],
            ],
            0.35,
            0.3,
            0.7,
          ),
        ) +
        line(
          `M${f(x - s * 0.5)} ${f(y - s * 0.5)}Q${f(x)} ${f(y - s * 0.1)} ${f(x + s * 0.5)} ${f(y - s * 0.5)}`,
          "#d9b48a",
          s * 0.12,
        ) +
        gloss(x - s * 0.3, y - s * 0.6, s * 0.22, s * 0.15, 0.7)
      );
    case "berries":
      return (
        circle(x - s * 0.45, y, s * 0.62, "#3a3f8f") +
        circle(x + s * 0.45, y - s * 0.1, s * 0.62, "#5b2a6e") +
        circle(x, y - s * 0.55, s * 0.62, "#c8203c") +
        gloss(x - s * 0.1, y - s * 0.75, s * 0.2, s * 0.14, 0.8) +
        gloss(x - s * 0.6, y - s * 0.2, s * 0.18, s * 0.12, 0.7)
      );
  }
}

/** Striped birthday candle with its flame; (x, y) is where it stands. */
export function candle(c: Ctx, x: number, y: number, h: number, col: string): string {
  const w = h * 0.17;
  let stripes = "";
  for (let k = 0; k < 4; k++) {
    const yy = y - h + 8 + k * (h / 4);
    stripes += path(
      `M${f(x - w / 2)} ${f(yy + 8)}L${f(x + w / 2)} ${f(yy)}L${f(x + w / 2)} ${f(yy + 6)}L${f(x - w / 2)} ${f(yy + 14)}Z`,
      "#ffffff",
      'opacity="0.85"',
    );
  }
  return rect(x - w / 2, y - h, w, h, 3, col) + stripes + flame(c, x, y - h - 2, h * 0.14);
}
