import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { promises as dns } from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Webhooks never reach inside: an address the receiver's name resolves to must be a public unicast one, not
 * loopback, private (RFC 1918, unique-local), link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * unspecified, multicast or reserved. Checked when staff save a URL and again on every connection (the lookup the
 * request connects with), so a name that changes its answer later (DNS rebinding) is refused too.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === "unicast";
}

export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a loopback, private or link-local address`);
  }
}

/** Resolves a URL's host and says whether every address it has is public (a name with one private answer is not). */
export async function checkWebhookHost(url: string, allowPrivate: boolean): Promise<"ok" | "private" | "unresolved"> {
  if (allowPrivate) return "ok";
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? "ok" : "private";
  try {
    const answers = await dns.lookup(host, { all: true, verbatim: true });
    if (answers.length === 0) return "unresolved";
    return answers.every((a) => isPublicAddress(a.address)) ? "ok" : "private";
  } catch {
    return "unresolved";
  }
}

/** The lookup a webhook request connects with: the system's, refusing any non-public answer unless allowed. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const list = addresses as unknown as LookupAddress[];
      const allowed = allowPrivate ? list : list.filter((a) => isPublicAddress(a.address));
      if (allowed.length === 0 || (!allowPrivate && allowed.length !== list.length)) {
        return callback(new PrivateAddressError(hostname) as NodeJS.ErrnoException, "", 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}
