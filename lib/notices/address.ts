import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { config } from "../config";

// Where completion notices may go. Only https (plain http to loopback when configured for local
// development), and never to an address in a private, loopback, link-local (cloud metadata),
// shared, multicast or reserved range: the name is resolved and every address it gives is checked,
// at registration and again at each delivery, whose connection then uses the checked address.

const refused = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  refused.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const) {
  refused.addSubnet(network, prefix, "ipv6");
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

export class UnsafeAddress extends Error {
  override readonly name = "UnsafeAddress";
}

export interface ResolvedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** The notice URL and the one checked address to connect to, or UnsafeAddress saying why not. */
export async function resolveNoticeTarget(raw: string): Promise<ResolvedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeAddress("is not a URL");
  }
  if (url.username || url.password) throw new UnsafeAddress("must not carry credentials");
  const allowLoopback = config().NOTICES_ALLOW_LOOPBACK_HTTP === "true";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && allowLoopback)) {
    throw new UnsafeAddress("must use https");
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => {
        throw new UnsafeAddress("does not resolve");
      });
  if (addresses.length === 0) throw new UnsafeAddress("does not resolve");
  for (const { address, family } of addresses) {
    const type: "ipv4" | "ipv6" = family === 6 ? "ipv6" : "ipv4";
    const mapped = type === "ipv6" ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
    const checked = mapped ?? address;
    const checkedType = mapped ? "ipv4" : type;
    const isLoopback = loopback.check(checked, checkedType);
    if (isLoopback && allowLoopback) continue;
    if (refused.check(checked, checkedType)) {
      throw new UnsafeAddress("resolves to a private, loopback, link-local or reserved address");
    }
  }
  if (
    url.protocol === "http:" &&
    !addresses.every(({ address, family }) => loopback.check(address, family === 6 ? "ipv6" : "ipv4"))
  ) {
    throw new UnsafeAddress("must use https (plain http only to loopback, for local development)");
  }
  const [first] = addresses;
  return { url, address: first?.address ?? host, family: first?.family === 6 ? 6 : 4 };
}
