/**
 * The frame every mail of the shop is written in: the shop's name over a white card on a pale
 * background, in tables and inline styles because mail clients ignore style sheets. Each mail
 * renders its rows; this module wraps them, and writes the plain letters (a greeting and
 * paragraphs) whole.
 */

export const SHOP = "Uphaar";

/** The last line of every plain-text body. */
export const SIGNATURE = `${SHOP}, gifts delivered across India`;

/** `value` safe inside HTML text and attribute values. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** One row of the card holding `html` (already escaped), styled by `style`. */
export const mailRow = (html: string, style = "padding-top:12px;font-size:16px") =>
  `<tr><td style="${style}">${html}</td></tr>`;

/** The greeting row, under the shop's name. */
export const greetingRow = (greeting: string) =>
  mailRow(escapeHtml(greeting), "padding-top:20px;font-size:16px");

/** The whole HTML document: the shop's name, then `rows` (from mailRow), in the card. */
export function mailFrame(rows: string[]): string {
  return `<!doctype html><html><body style="margin:0;background:#f6f3fb;font-family:Arial,Helvetica,sans-serif;color:#1f1530">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:28px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:24px;font-style:italic;font-weight:700;color:#6d28d9">${SHOP}</td></tr>
${rows.filter(Boolean).join("\n")}
</table></td></tr></table></body></html>`;
}

/** "Hello Asha," or "Hello," when the name is empty. */
export const greetingFor = (name: string) => (name ? `Hello ${name},` : "Hello,");

/**
 * A letter: a greeting and paragraphs, as plain text (signed) and as HTML in the frame.
 *
 * @example letter("Hello Asha,", ["Your order is confirmed."]).text
 */
export function letter(greeting: string, paragraphs: string[]) {
  const text = `${greeting}\n\n${paragraphs.join("\n\n")}\n\n${SIGNATURE}`;
  const html = mailFrame([greetingRow(greeting), ...paragraphs.map((p) => mailRow(escapeHtml(p)))]);
  return { text, html };
}
