// The script policy of a cached page (docs/security.md "Headers and Content-Security-Policy"):
// the sha256 of each inline script in the page's HTML, so that those scripts run and no other
// inline script or event handler does. Plain JavaScript: the cache handler that uses it
// (lib/security/csp-cache-handler.mjs) is loaded by Next at run time without compiling it.
import { createHash } from "node:crypto";

/**
 * A script element, its attributes (quoted values may hold ">") and its text, which ends at the
 * first "</script" however it is quoted: script text is raw, as in the HTML parser. Next
 * escapes "<" in the payloads it writes into scripts, so none holds "<!--<script", the one
 * sequence after which the parser would read further.
 */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Types the browser runs (HTML's JavaScript MIME types, modules, import maps, rules). */
const RUN_TYPES =
  /^(?:module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:javascript1\.[0-5]|jscript|livescript))$/;

/** The `'sha256-…'` source of each distinct inline script the browser would run in `html`. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (!runsInline(attributes)) continue;
    // The parser turns CR and CRLF into LF (and NUL into U+FFFD) before the hash is taken.
    const parsed = text.replace(/\r\n?/g, "\n").replace(/\0/g, "\uFFFD");
    hashes.add(`'sha256-${createHash("sha256").update(parsed, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Whether a script with these attributes runs its own text: no `src`, and a type that runs. */
function runsInline(attributes) {
  let type = "";
  for (const [, name = "", ...values] of attributes.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (key === "src") return false;
    if (key === "type") type = (values.find((value) => value !== undefined) ?? "").trim();
  }
  // Any other type is a data block (JSON-LD, for one), which no policy governs.
  return type === "" || RUN_TYPES.test(type.toLowerCase());
}

/**
 * The second Content-Security-Policy of a cached page: its scripts from the shop's own origin
 * and its own inline scripts by hash, nothing else (no 'unsafe-inline', no inline handlers).
 * It is sent beside the site-wide policy of next.config.ts and the browser enforces both, so
 * this one needs only the directive it narrows.
 */
export function scriptHashPolicy(html) {
  return ["script-src 'self'", ...inlineScriptHashes(html)].join(" ");
}
