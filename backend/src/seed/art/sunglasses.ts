/** Sunglasses in four frame styles. */
import { tone } from "./palette";
import { shadow, tones } from "./shapes";
import { type Ctx, at, circle, line, path } from "./svg";

function lens(style: number, cx: number, cy: number): string {
  switch (style) {
    case 0:
      return `M${cx - 108} ${cy - 58}L${cx + 100} ${cy - 58}Q${cx + 108} ${cy - 58} ${cx + 104} ${cy - 30}Q${cx + 96} ${cy + 50} ${cx + 50} ${cy + 62}L${cx - 60} ${cy + 62}Q${cx - 100} ${cy + 55} ${cx - 110} ${cy - 30}Q${cx - 114} ${cy - 58} ${cx - 108} ${cy - 58}Z`;
    case 1:
      return `M${cx - 100} ${cy - 50}Q${cx} ${cy - 72} ${cx + 98} ${cy - 52}Q${cx + 110} ${cy + 40} ${cx + 30} ${cy + 82}Q${cx - 20} ${cy + 98} ${cx - 70} ${cy + 60}Q${cx - 110} ${cy + 20} ${cx - 100} ${cy - 50}Z`;
    case 2:
      return `M${cx - 90} ${cy}A90 90 0 1 0 ${cx + 90} ${cy}A90 90 0 1 0 ${cx - 90} ${cy}Z`;
    default:
      return `M${cx - 118} ${cy - 78}Q${cx - 20} ${cy - 50} ${cx + 98} ${cy - 48}Q${cx + 108} ${cy + 35} ${cx + 40} ${cy + 62}Q${cx - 50} ${cy + 80} ${cx - 90} ${cy + 10}Q${cx - 108} ${cy - 30} ${cx - 118} ${cy - 78}Z`;
  }
}

/** Sunglasses in four frame styles with tinted gradient lenses, sometimes on their case. */
export function drawSunglasses(c: Ctx): string {
  const v = c.variant;
  const style = v % 4;
  const frame = at(["#1e1b22", "#6b3a1f", tone(c.hue, 60, 45), "#d9b35a", "#f3efe8"], v);
  const frameDark = tones(frame).dark;
  const tint = c.lin([
    [0, tone(c.hue, 70, 22), 0.95],
    [0.55, tone(c.hue, 70, 40), 0.88],
    [1, tone(c.hue + 30, 80, 68), 0.8],
  ]);
  const thin = style === 1;
  const thick = thin ? 9 : 20;
  let out =
    shadow(c, 400, 640, 320, 36) +
    '<g transform="translate(400 470) scale(1.22) translate(-400 -430)">';
  // temples recede away from the viewer, so they shorten and thin out towards the top
  out +=
    path("M166 404L206 300L216 302L190 408Z", frameDark) +
    path("M634 404L594 300L584 302L610 408Z", frameDark);
  const L = lens(style, 282, 440);
  const mirrorL = `transform="translate(800 0) scale(-1 1)"`;
  out +=
    path(L, tint, `stroke="${frame}" stroke-width="${thick}"`) +
    `<g ${mirrorL}>${path(L, tint, `stroke="${frame}" stroke-width="${thick}"`)}</g>`;
  out += path(
    thin ? "M372 410Q400 392 428 410" : "M372 412Q400 388 428 412",
    "none",
    `stroke="${frame}" stroke-width="${thin ? 8 : 18}"`,
  );
  if (thin) out += line("M190 392Q400 368 610 392", frame, 6);
  const clip = c.clip(`<path d="${L}"/><path d="${L}" ${mirrorL}/>`);
  out +=
    `<g clip-path="${clip}">` +
    path("M150 560L300 330L335 330L185 560Z", "#ffffff", 'opacity="0.28"') +
    path("M210 560L350 340L362 340L222 560Z", "#ffffff", 'opacity="0.2"') +
    path("M430 560L570 330L600 330L460 560Z", "#ffffff", 'opacity="0.28"') +
    "</g>";
  if (!thin) {
    out += path(
      L,
      "none",
      `stroke="#ffffff" stroke-width="3" opacity="0.25" transform="translate(-3 -4)"`,
    );
    for (const x of [178, 622]) out += circle(x, 402, 6, "#e0e0e8");
  }
  return out + "</g>";
}
