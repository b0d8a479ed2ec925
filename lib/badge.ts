/** docs/contract.md, Constants: a count badge shows at most this number, then "99+". */
const BADGE_MAX = 99;

/** The text of a count badge: "" (hidden) at 0, the count up to 99, "99+" past 99. */
export function formatBadge(count: number): string {
  const whole = Number.isFinite(count) ? Math.floor(count) : 0;
  if (whole <= 0) return "";
  return whole > BADGE_MAX ? `${BADGE_MAX}+` : String(whole);
}

/** An icon link's accessible name with its count, e.g. "Cart, 3 items"; just "Cart" at 0. */
export function countLabel(name: string, count: number): string {
  const whole = Number.isFinite(count) ? Math.floor(count) : 0;
  if (whole <= 0) return name;
  return `${name}, ${whole} ${whole === 1 ? "item" : "items"}`;
}
