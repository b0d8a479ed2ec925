/**
 * The items of a JSON list answer (`[...]` or `{ ..., "data": [...] }`) as the text of each
 * item, found without parsing the whole answer: at 100,000 products, `JSON.parse` of the whole
 * catalogue holds a few hundred megabytes of objects at once, while parsing item by item holds
 * one product at a time beside the text. Returns null when the text holds no such list.
 *
 * The scan only finds where each item starts and ends (strings, escapes and nesting); each
 * item is then parsed by `JSON.parse`, which rejects anything malformed inside it.
 */
export function jsonListItems(text: string): string[] | null {
  let at = skipSpace(text, 0);
  if (text[at] === "{") {
    at = dataArrayIn(text, at);
    if (at === -1) return null;
  }
  if (text[at] !== "[") return null;
  const items: string[] = [];
  at = skipSpace(text, at + 1);
  if (text[at] === "]") return items;
  for (;;) {
    const end = valueEnd(text, at);
    items.push(text.slice(at, end));
    at = skipSpace(text, end);
    if (text[at] === "]") return items;
    if (text[at] !== ",") throw new SyntaxError(`expected "," or "]" at ${at}`);
    at = skipSpace(text, at + 1);
  }
}

/** Where the value of the object's top-level "data" member starts, or -1. */
function dataArrayIn(text: string, open: number): number {
  let at = skipSpace(text, open + 1);
  while (text[at] === '"') {
    const keyEnd = valueEnd(text, at);
    const key = text.slice(at + 1, keyEnd - 1);
    at = skipSpace(text, keyEnd);
    if (text[at] !== ":") throw new SyntaxError(`expected ":" at ${at}`);
    at = skipSpace(text, at + 1);
    if (key === "data") return at;
    at = skipSpace(text, valueEnd(text, at));
    if (text[at] === ",") at = skipSpace(text, at + 1);
  }
  return -1;
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && /\s/.test(text[at] as string)) at++;
  return at;
}

/** The index just after the JSON value that starts at `at`. */
function valueEnd(text: string, at: number): number {
  const first = text[at];
  if (first === '"') return stringEnd(text, at);
  if (first !== "{" && first !== "[") {
    // A number, true, false or null: up to the next delimiter.
    let end = at;
    while (end < text.length && !/[\s,\]}]/.test(text[end] as string)) end++;
    if (end === at) throw new SyntaxError(`expected a value at ${at}`);
    return end;
  }
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22) i = stringEnd(text, i) - 1;
    else if (ch === 0x7b || ch === 0x5b) depth++;
    else if (ch === 0x7d || ch === 0x5d) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new SyntaxError("unterminated object or array");
}

/** The index just after the string whose opening quote is at `at`. */
function stringEnd(text: string, at: number): number {
  let i = at + 1;
  for (;;) {
    const quote = text.indexOf('"', i);
    if (quote === -1) throw new SyntaxError("unterminated string");
    // The quote is escaped when an odd number of backslashes precede it.
    let backslashes = 0;
    for (let j = quote - 1; text.charCodeAt(j) === 0x5c; j--) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    i = quote + 1;
  }
}
