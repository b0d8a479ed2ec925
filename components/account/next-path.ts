/** True for the characters browsers drop from URLs (tabs, newlines) and other controls. */
function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The `next` search parameter as a place to go after login, or "/" when it could lead off the
 * site: only a path on this site ("/orders"), never "//host" or "/\host", and no backslash or
 * control character anywhere (a browser drops a tab, which turns "/\t/host" into "//host").
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//")) return "/";
  if (next.includes("\\") || hasControlCharacter(next)) return "/";
  return next;
}
