import net from "node:net";

/**
 * The key a per-client limit counts under. An IPv4 address is one client;
 * an IPv6 address counts with its whole /64, because one household or
 * server is usually given a /64 and can pick any of its 2^64 addresses.
 * IPv4 seen through an IPv6 socket (::ffff:a.b.c.d) is the IPv4 address.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (net.isIPv4(ip)) return ip;
  const bare = ip.split("%")[0];
  if (!net.isIPv6(bare)) return ip.slice(0, 64);
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

/** Eight 16-bit groups, each without leading zeros (an embedded IPv4 tail becomes two groups). */
function expandIPv6(ip: string): string[] {
  return ipv6Groups(ip).map((g) => g.toString(16));
}

/** An IPv6 address as its eight 16-bit numbers (an embedded IPv4 tail becomes two). */
export function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((g) => Number.parseInt(g || "0", 16));
}
