// Who is asking, behind the proxies the owner names (PREVIEW_TRUST_PROXY): a hop count, for a
// host whose proxy is the only way in (1 on Render), or the proxies' addresses and ranges, for a
// front that is also reachable directly. X-Forwarded-For and X-Forwarded-Proto are read the same
// way: each trusted proxy appends what it saw, so the entry as many places from the right as there
// are trusted proxies before it is the client's. A header from anyone else is ignored: a client
// that writes its own X-Forwarded-For cannot choose the address it is limited by.
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import type { TLSSocket } from "node:tls";

/** none: the socket's address is the client's; hops: that many proxies in front; addresses: these. */
export type TrustedProxy =
  { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; list: BlockList; text: string };

export const noProxy: TrustedProxy = { kind: "none" };

/** The most proxies a hop count may name (Render has one). */
const maxHops = 10;

/** `1.2.3.4`, `::ffff:1.2.3.4` (IPv4 in IPv6) → `1.2.3.4`; `[::1]:443`, `1.2.3.4:80` → without the port. */
export function plainAddress(entry: string): string | null {
  let address = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  if (/^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/i.test(address)) address = address.slice("::ffff:".length);
  return isIP(address) ? address.toLowerCase() : null;
}

/**
 * PREVIEW_TRUST_PROXY read: unset, `0` or `false` → none; `1`…`10` → hops; a comma list of
 * addresses and CIDR ranges → addresses. Anything else, `true` included (which proxy?), is a problem.
 */
export function parseTrustedProxy(value: string | undefined): { proxy: TrustedProxy } | { problem: string } {
  const text = (value ?? "").trim();
  if (["", "0", "false", "no", "off"].includes(text.toLowerCase())) return { proxy: noProxy };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= maxHops) return { proxy: { kind: "hops", hops } };
  }
  const list = new BlockList();
  for (const item of text.split(",").map((part) => part.trim())) {
    const [address = "", prefixText, extra] = item.split("/");
    const plain = plainAddress(address);
    const family = plain && isIP(plain) === 6 ? "ipv6" : "ipv4";
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    const prefixValid =
      prefix === undefined ||
      (/^\d+$/.test(prefixText ?? "") && prefix <= (family === "ipv6" ? 128 : 32) && extra === undefined);
    if (!plain || !prefixValid)
      return {
        problem: `PREVIEW_TRUST_PROXY is ${JSON.stringify(text)}: name the proxy in front of the preview, either as the number of proxies (1 on Render, whose proxy is the only way in) or as their addresses and ranges (10.0.0.0/8, 192.0.2.7), so that only they may say who the client is.`,
      };
    if (prefix === undefined) list.addAddress(plain, family);
    else list.addSubnet(plain, prefix, family);
  }
  return { proxy: { kind: "addresses", list, text } };
}

/** A header's comma-separated values, as one list (a header sent twice is read as one). */
function headerValues(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(",") : (value ?? "");
  return joined
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

const trusts = (list: BlockList, address: string): boolean =>
  list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");

export function createForwardedClient(proxy: TrustedProxy) {
  /** How many trusted proxies stand between the client and the front (0: the socket is the client). */
  function trustedHops(req: IncomingMessage, forwardedFor: string[]): number {
    if (proxy.kind === "none") return 0;
    if (proxy.kind === "hops") return proxy.hops;
    const socket = plainAddress(req.socket.remoteAddress ?? "");
    if (!socket || !trusts(proxy.list, socket)) return 0;
    // The socket is a trusted proxy; each entry it (and the ones before it) appended that is a
    // trusted proxy too is one more hop.
    let hops = 1;
    while (hops < forwardedFor.length) {
      const seen = plainAddress(forwardedFor[forwardedFor.length - hops] ?? "");
      if (!seen || !trusts(proxy.list, seen)) break;
      hops += 1;
    }
    return hops;
  }

  /**
   * A forwarded header's value for the client: as many places from the right as there are trusted
   * proxies (the leftmost when fewer were appended: a proxy that sets the header rather than
   * appending to it leaves one value), or undefined when no trusted proxy stands in front.
   */
  function forwardedValue(req: IncomingMessage, header: "x-forwarded-for" | "x-forwarded-proto"): string | undefined {
    const hops = trustedHops(req, headerValues(req.headers["x-forwarded-for"]));
    const values = headerValues(req.headers[header]);
    if (hops === 0 || values.length === 0) return undefined;
    return values[values.length - Math.min(hops, values.length)];
  }

  /** The client's address. */
  function address(req: IncomingMessage): string {
    const socket = plainAddress(req.socket.remoteAddress ?? "") ?? "unknown";
    return plainAddress(forwardedValue(req, "x-forwarded-for") ?? "") ?? socket;
  }

  /** Whether the client reached the front over HTTPS (a Secure cookie). */
  function isHttps(req: IncomingMessage): boolean {
    const proto = forwardedValue(req, "x-forwarded-proto");
    if (proto) return proto.toLowerCase() === "https";
    return Boolean((req.socket as Partial<TLSSocket>).encrypted);
  }

  return { address, isHttps };
}

/** Eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const ipv4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What limits count by: an IPv4 address, or an IPv6 address's /64 (one subscriber's whole
 * network: a host given a /64 can pick any of its 2^64 addresses).
 */
export function limitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address).slice(0, 4);
  return `${groups.map((group) => group.toString(16)).join(":")}::/64`;
}
