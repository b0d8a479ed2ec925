import { isIPv4, isIPv6 } from "node:net";

/**
 * The client's address in an X-Forwarded-For header, counted from the right past `hops`
 * trusted proxies: each proxy appends the address it saw, so the Nth entry from the right
 * is what the outermost of N proxies saw. Entries further left were written by whoever sent
 * the request and prove nothing. Null when the header has fewer than `hops` entries (or
 * `hops` is 0: then only the socket's peer counts, which the header cannot tell).
 */
export function forwardedClient(header: string | null | undefined, hops: number): string | null {
  if (hops < 1 || !header) return null;
  const entries = header.split(",").map((entry) => entry.trim());
  const entry = entries.length >= hops ? entries[entries.length - hops] : undefined;
  return entry ? entry : null;
}

/**
 * An address as sent in a header, cleaned (no port, brackets or zone; an IPv4-mapped IPv6
 * address as IPv4); null when it is not an IP address.
 */
export function cleanAddress(raw: string | null | undefined): string | null {
  let ip = raw?.trim();
  if (!ip) return null;
  const v4WithPort = ip.match(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/);
  if (v4WithPort?.[1]) ip = v4WithPort[1];
  ip = ip.replace(/^\[(.+)\](?::\d+)?$/, "$1").replace(/%.*$/, "");
  const mapped = ip.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i);
  if (mapped?.[1]) ip = mapped[1];
  return isIPv4(ip) || isIPv6(ip) ? ip : null;
}

/**
 * A client address as a rate-limit key: IPv4 as it is, IPv6 by its /64 (one subscriber's
 * block, whose addresses are free to rotate). Null when there is no address at all; any
 * value that is not an address shares one key, so junk cannot dodge the limits.
 */
export function ipKey(raw: string | null | undefined): string | null {
  if (!raw?.trim()) return null;
  const ip = cleanAddress(raw);
  if (!ip) return "not-an-ip";
  return isIPv6(ip) ? `${ipv6Prefix64(ip)}::/64` : ip;
}

function ipv6Prefix64(ip: string): string {
  const [head = "", tail] = ip.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  // An embedded IPv4 tail stands for two groups; it only ever falls in the low 64 bits.
  const count = (parts: string[]) => parts.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array.from({ length: 8 - count(left) - count(right) }, () => "0");
  return [...left, ...zeros, ...right]
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":");
}
