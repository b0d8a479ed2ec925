/** Handbags and wallets. */
import { GOLD, SILVER, tone } from "./palette";
import { gloss, heartD, lightToDark, metal, shadow, tones } from "./shapes";
import { type Ctx, at, circle, ellipse, line, path, rect, rotate } from "./svg";

/** Handbag: tote, satchel with flap, or quilted sling with a chain. */
export function drawHandbag(c: Ctx): string {
  const v = c.variant;
  const m = tones(tone(c.hue, 55, v % 2 ? 45 : 62));
  const hardware = metal(c, v % 3 === 1 ? SILVER : GOLD);
  const style = v % 3;
  const body =
    style === 2
      ? "M230 360L570 360Q600 360 600 395L600 610Q600 650 560 650L240 650Q200 650 200 610L200 395Q200 360 230 360Z"
      : "M240 320L560 320L610 620Q612 660 572 660L228 660Q188 660 190 620Z";
  let out = shadow(c, 400, 680, 260, 32);
  if (style === 2) {
    out += path(
      "M230 370Q400 40 570 370",
      "none",
      'stroke="#e6b84f" stroke-width="10" stroke-dasharray="16 6" stroke-linecap="round"',
    );
  } else {
    out +=
      line("M300 330Q300 150 400 150Q500 150 500 330", m.dark, 30) +
      line("M300 330Q300 150 400 150Q500 150 500 330", m.main, 18);
  }
  const side = c.lin(
    [
      [0, m.dark],
      [0.25, m.main],
      [0.5, m.light],
      [0.8, m.main],
      [1, m.dark],
    ],
    0,
    0,
    1,
    0,
  );
  out += path(body, side);
  const clip = c.clip(`<path d="${body}"/>`);
  if (style === 2) {
    let q = "";
    for (let i = -6; i < 12; i++)
      q += line(
        `M${150 + i * 55} 340L${150 + i * 55 + 330} 680M${150 + i * 55} 680L${150 + i * 55 + 330} 340`,
        m.dark,
        3,
        'opacity="0.55"',
      );
    out += `<g clip-path="${clip}">${q}</g>`;
  }
  out += path(
    body,
    c.lin([
      [0, "#ffffff", 0.25],
      [0.3, "#ffffff", 0],
      [1, "#000000", 0.2],
    ]),
  );
  out += path(
    body,
    "none",
    `stroke="${m.light}" stroke-width="3" stroke-dasharray="9 7" transform="translate(400 490) scale(0.95) translate(-400 -490)" opacity="0.8"`,
  );
  if (style === 1) {
    out += path("M226 320L574 320L590 470Q400 520 210 470Z", c.fade(m.light, m.dark));
    out += path(
      "M226 320L574 320L590 470Q400 520 210 470Z",
      "none",
      `stroke="${m.light}" stroke-width="3" stroke-dasharray="9 7" transform="translate(400 410) scale(0.94) translate(-400 -410)"`,
    );
    out += rect(372, 470, 56, 46, 10, hardware) + circle(400, 493, 10, m.dark);
  } else if (style === 2) {
    out += path(
      "M200 395Q200 360 230 360L570 360Q600 360 600 395L600 470Q400 540 200 470Z",
      c.fade(m.light, m.main),
    );
    out += path(heartD(400, 500, 26), hardware);
  } else {
    out +=
      rect(230, 320, 340, 20, 4, m.dark, 'opacity="0.6"') + rect(385, 340, 30, 60, 8, hardware);
    out +=
      line("M520 350Q540 420 520 470", "#e6b84f", 4) +
      circle(520, 490, 18, tone(c.hue + 180, 60, 60)) +
      path("M510 500L506 560L534 560L530 500Z", tone(c.hue + 180, 60, 50));
  }
  for (const x of [260, 540]) out += ellipse(x, 662, 14, 6, "#333333");
  return out;
}

/** Leather wallet: closed bifold with cards peeking out, or open with card slots. */
export function drawWallet(c: Ctx): string {
  const v = c.variant;
  const leather = tones(
    at([tone(c.hue, 50, 40), "#6b3f26", "#2a2630", tone(c.hue, 45, 55), "#a0673c"], v),
  );
  const cards = [tone(c.hue + 180, 70, 60), "#e6b84f", tone(c.hue + 60, 65, 60)];
  const fill = c.lin(lightToDark(leather, 0.5), 0, 0, 1, 1);
  let out = shadow(c, 400, 640, 270, 34);
  if (v % 2 === 0) {
    out += `<g ${rotate(-8, 400, 420)}>`;
    cards.forEach(
      (col, i) =>
        (out +=
          rect(
            250 + i * 50,
            250 - i * 12,
            230,
            150,
            12,
            col,
            rotate(-6 + i * 6, 350 + i * 50, 300),
          ) +
          rect(
            270 + i * 50,
            290 - i * 12,
            50,
            36,
            6,
            "#f6d37a",
            rotate(-6 + i * 6, 350 + i * 50, 300),
          )),
    );
    out += rect(190, 300, 420, 300, 26, fill);
    out += rect(
      204,
      314,
      392,
      272,
      18,
      "none",
      `stroke="${leather.light}" stroke-width="3" stroke-dasharray="10 7"`,
    );
    out += path(
      "M190 330Q190 300 220 300L580 300Q610 300 610 330L610 360L190 360Z",
      "#000000",
      'opacity="0.15"',
    );
    if (v % 4 === 0)
      out +=
        rect(520, 380, 110, 80, 20, c.fade(leather.main, leather.dark)) +
        circle(585, 420, 14, metal(c));
    else
      out +=
        circle(400, 460, 44, "none", `stroke="${leather.dark}" stroke-width="6" opacity="0.6"`) +
        circle(400, 460, 30, leather.dark, 'opacity="0.3"');
    out += gloss(280, 340, 60, 12, 0.25, -2);
    out += "</g>";
  } else {
    out += `<g ${rotate(-4, 400, 420)}>`;
    out += rect(140, 270, 520, 320, 24, fill);
    out +=
      rect(160, 290, 230, 280, 14, leather.dark, 'opacity="0.55"') +
      rect(410, 290, 230, 280, 14, leather.dark, 'opacity="0.55"');
    for (let i = 0; i < 3; i++) {
      out += rect(172, 300 + i * 60, 206, 120, 10, at(cards, i));
      out += rect(165, 340 + i * 60, 220, 90, 10, c.fade(leather.main, leather.dark));
      out += line(
        `M175 ${346 + i * 60}L375 ${346 + i * 60}`,
        leather.light,
        3,
        'stroke-dasharray="8 6"',
      );
    }
    out += rect(
      425,
      310,
      200,
      130,
      12,
      "#ffffff",
      'opacity="0.35" stroke="#ffffff" stroke-width="3"',
    );
    out += rect(450, 330, 60, 80, 30, tone(c.hue + 30, 40, 80), 'opacity="0.8"');
    out +=
      rect(520, 350, 80, 10, 5, "#ffffff", 'opacity="0.7"') +
      rect(520, 372, 60, 10, 5, "#ffffff", 'opacity="0.7"');
    out += rect(415, 460, 220, 100, 12, c.fade(leather.main, leather.dark));
    out += rect(398, 280, 4, 300, 2, "#000000", 'opacity="0.25"');
    out += rect(
      150,
      280,
      500,
      300,
      18,
      "none",
      `stroke="${leather.light}" stroke-width="3" stroke-dasharray="10 7"`,
    );
    out += "</g>";
  }
  return out;
}
