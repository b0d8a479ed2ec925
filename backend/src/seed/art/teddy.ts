/** Sitting teddy bear with a bow or a heart. */
import { tone } from "./palette";
import { bow, gloss, heartD, lightToDark, shadow, tones } from "./shapes";
import { type Ctx, at, circle, ellipse, f, line, path, rotate } from "./svg";

/** A plush teddy; fur colour by variant, ribbon/heart colour by hue. */
export function drawTeddy(c: Ctx): string {
  const v = c.variant;
  const fur = tones(
    at(
      ["#b07a4f", "#d9a066", "#efd9bf", "#8b5a3c", tone(c.hue + 150, 45, 84), "#f4efe9", "#c48a5a"],
      v,
    ),
  );
  const pad = at(["#efd2b4", "#f6dfc2", "#fff6ea", "#d9b08c", "#fff0f4", "#ffe8ee", "#f3d2b0"], v);
  const furG = (cx = 0.4, cy = 0.35): string => c.rad(lightToDark(fur, 0.6), cx, cy, 0.75);
  let out = shadow(c, 400, 688, 250, 34);
  out += circle(295, 205, 58, furG()) + circle(295, 210, 32, pad);
  out += circle(505, 205, 58, furG()) + circle(505, 210, 32, pad);
  out += ellipse(400, 520, 165, 160, furG(0.4, 0.3));
  out += ellipse(400, 545, 95, 100, pad, 'opacity="0.85"');
  out += ellipse(265, 505, 55, 95, furG(), rotate(25, 265, 505));
  out += ellipse(535, 505, 55, 95, furG(), rotate(-25, 535, 505));
  out += ellipse(300, 630, 78, 62, furG()) + ellipse(500, 630, 78, 62, furG());
  for (const x of [282, 518]) {
    out += ellipse(x, 640, 42, 38, pad);
    for (const d of [-24, 0, 24]) out += circle(x + d, 604 + Math.abs(d) * 0.3, 9, pad);
  }
  out += circle(400, 310, 135, furG());
  out += ellipse(400, 362, 62, 48, pad);
  out += path(`M378 340Q400 328 422 340Q420 362 400 368Q380 362 378 340Z`, "#3a2418");
  out += line(`M400 368L400 385M400 385Q385 400 370 390M400 385Q415 400 430 390`, "#3a2418", 5);
  for (const x of [345, 455])
    out += circle(x, 295, 15, "#2a1a12") + circle(x - 5, 289, 5, "#ffffff");
  out +=
    ellipse(320, 345, 24, 14, "#ff8fa3", 'opacity="0.45"') +
    ellipse(480, 345, 24, 14, "#ff8fa3", 'opacity="0.45"');
  out += gloss(350, 220, 40, 20, 0.18, -20);
  const rib = tones(tone(c.hue, 72, 56));
  if (v % 2 === 0) {
    out +=
      path(heartD(400, 520, 78), c.fade(rib.light, rib.dark)) + gloss(372, 490, 14, 9, 0.6, -35);
    out +=
      ellipse(335, 545, 40, 30, furG(), rotate(25, 335, 545)) +
      ellipse(465, 545, 40, 30, furG(), rotate(-25, 465, 545));
    out += bow(c, 505, 215, 40, rib);
  } else {
    out += path(`M320 428Q400 460 480 428L480 448Q400 478 320 448Z`, rib.main);
    out += bow(c, 400, 452, 62, rib);
  }
  out += line(`M${f(400)} 580L400 680`, fur.dark, 3, 'opacity="0.25" stroke-dasharray="8 8"');
  return out;
}
