/** Perfume bottles. */
import { GOLD, sheer, SILVER, tone } from "./palette";
import { gloss, shadow, sparkleD, tones } from "./shapes";
import { type Ctx, at, circle, path, rect } from "./svg";

/** Perfume: glass bottle in one of four shapes, tinted liquid, metallic or crystal cap. */
export function drawPerfume(c: Ctx): string {
  const v = c.variant;
  const liquid = tones(tone(c.hue, 75, 60));
  const cap = c.lin(
    at(
      [
        GOLD,
        SILVER,
        [
          [0, "#555"],
          [0.5, "#111"],
          [1, "#333"],
        ] as const,
      ],
      v,
    ),
    0,
    0,
    1,
    0,
  );
  const glass = c.lin(sheer("#ffffff", [0, 0.85], [0.5, 0.35], [1, 0.7]), 0, 0, 1, 0);
  const juice = c.fade(liquid.light, liquid.dark, 0.9, 0.95);
  let out = shadow(c, 400, 680, 210, 30);
  if (v % 2 === 1) {
    const box = tones(tone(c.hue + 25, 55, 80));
    out += rect(455, 290, 200, 380, 10, c.slant(box.light, box.main, 1, 0));
    out += rect(445, 270, 220, 60, 10, c.fade(box.main, box.dark));
    out +=
      rect(540, 270, 30, 400, 0, "#e6b84f", 'opacity="0.9"') +
      rect(455, 330, 200, 8, 0, "#000000", 'opacity="0.12"');
  }
  const shape = v % 4;
  let body: string;
  let liq: string;
  let neckY: number;
  if (shape === 0) {
    body =
      "M270 360Q270 330 300 330L500 330Q530 330 530 360L530 640Q530 670 500 670L300 670Q270 670 270 640Z";
    liq = "M290 420L510 420L510 635Q510 650 495 650L305 650Q290 650 290 635Z";
    neckY = 330;
  } else if (shape === 1) {
    body = "M400 300C560 300 580 470 560 560C540 660 260 660 240 560C220 470 240 300 400 300Z";
    liq =
      "M256 460C360 440 440 480 546 460C560 520 550 600 520 620C450 660 350 660 280 620C250 600 240 520 256 460Z";
    neckY = 306;
  } else if (shape === 2) {
    body = "M330 330L470 330L550 420L550 600L470 670L330 670L250 600L250 420Z";
    liq = "M262 440L538 440L538 595L462 655L338 655L262 595Z";
    neckY = 330;
  } else {
    body =
      "M400 360C460 300 580 320 570 430C560 540 440 600 400 660C360 600 240 540 230 430C220 320 340 300 400 360Z";
    liq = "M244 450C320 430 480 470 556 450C540 540 440 600 400 645C360 600 260 540 244 450Z";
    neckY = 350;
  }
  out +=
    path(body, "#ffffff", 'opacity="0.5"') + path(liq, juice) + path(body, glass, 'opacity="0.5"');
  out += path(body, "none", 'stroke="#ffffff" stroke-width="6" opacity="0.9"');
  if (shape === 2)
    out += path(
      "M330 330L360 440L440 440L470 330M250 420L262 440M550 420L538 440",
      "none",
      'stroke="#ffffff" stroke-width="3" opacity="0.8"',
    );
  out += gloss(300, 500, 12, 90, 0.55) + gloss(505, 520, 6, 50, 0.4);
  if (shape !== 1 && shape !== 3)
    out +=
      rect(340, 520, 120, 70, 6, "#ffffff", 'opacity="0.75"') +
      rect(360, 545, 80, 6, 3, liquid.dark, 'opacity="0.6"') +
      rect(370, 560, 60, 4, 2, liquid.dark, 'opacity="0.4"');
  out += rect(370, neckY - 34, 60, 38, 6, c.lin(GOLD, 0, 0, 1, 0));
  if (v % 3 === 0)
    out += rect(340, neckY - 150, 120, 120, 16, cap) + gloss(365, neckY - 90, 8, 45, 0.5);
  else if (v % 3 === 1)
    out += circle(400, neckY - 85, 62, cap) + gloss(378, neckY - 110, 16, 10, 0.6, -30);
  else
    out +=
      path(
        `M400 ${neckY - 190}L460 ${neckY - 70}L400 ${neckY - 30}L340 ${neckY - 70}Z`,
        c.slant(liquid.light, liquid.dark),
      ) +
      path(`M400 ${neckY - 190}L400 ${neckY - 30}L340 ${neckY - 70}Z`, "#ffffff", 'opacity="0.3"');
  out += path(sparkleD(520, 360, 22), "#ffffff");
  return out;
}
