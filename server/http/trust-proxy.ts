import net from "node:net";
import { ipv6Groups } from "./client-key.ts";

export type TrustProxy = false | number | string[];

const proxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: `false`, the number of proxies in front (usually 1), or the
 * proxies' addresses and CIDR ranges separated by commas. `true` would take
 * the leftmost X-Forwarded-For entry, which any client can write, so it is
 * refused with a message saying what to use instead. Returns a message for a
 * bad value.
 */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim().toLowerCase();
  if (value === "false" || value === "0") return false;
  if (value === "true") {
    return "true would trust every X-Forwarded-For entry, which visitors can forge: set the number of proxies in front (usually 1) or their addresses, e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.5,10.0.1.0/24";
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : "must be a small number of proxies (at most 10)";
  }
  const parts = value.split(",").map((p) => p.trim());
  for (const part of parts) {
    if (proxyNames.has(part)) continue;
    const [addr, bits, extra] = part.split("/");
    const kind = net.isIP(addr);
    const max = kind === 4 ? 32 : 128;
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
    if (!kind || !okBits || extra !== undefined) {
      return `"${part}" is not an address or CIDR range: use false, a number of proxies, or addresses such as 10.0.0.5,10.0.1.0/24`;
    }
    if (bits !== undefined && tooWide(addr, kind, Number(bits))) {
      return `"${part}" covers more addresses than a private network, so visitors inside it could choose their own address: list only your proxies' addresses or their network (at most a /8 for IPv4, a /7 for IPv6), e.g. TRUST_PROXY=10.0.0.5,10.0.1.0/24`;
    }
  }
  return parts;
}

/** The largest private networks: 10.0.0.0/8 and fc00::/7 (unique local). */
const WIDEST_PRIVATE = { 4: 8, 6: 7 } as const;

/**
 * Whether a trusted range is wider than a private network: such a range holds
 * ordinary visitors, who could then write their own X-Forwarded-For entry. An
 * IPv6 range over the IPv4-mapped block (::ffff:0:0/96) is judged by the IPv4
 * addresses it holds.
 */
function tooWide(addr: string, kind: number, bits: number): boolean {
  if (kind === 4) return bits < WIDEST_PRIVATE[4];
  if (bits < WIDEST_PRIVATE[6]) return true;
  const groups = ipv6Groups(addr);
  const mapped = [0, 0, 0, 0, 0, 0xffff];
  const prefixOf = (g: number[], n: number) => {
    let out = "";
    for (const x of g) out += x.toString(2).padStart(16, "0");
    return out.slice(0, n);
  };
  const covered = Math.min(bits, 96);
  const overlapsMapped = prefixOf(groups, covered) === prefixOf([...mapped, 0, 0], covered);
  return overlapsMapped && bits - 96 < WIDEST_PRIVATE[4];
}
