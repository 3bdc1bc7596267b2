import { lookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { env } from "#core/env.server";

/**
 * GETs a URL someone outside gave us (a landlord's feed, its photos) without letting it reach
 * inside: http(s) only; the host resolved first and every address checked, refusing private,
 * loopback, link-local, shared, multicast and reserved ranges (FEED_FETCH_ALLOW_PRIVATE lets
 * listed addresses through for development and tests); the connection then made to the very
 * address checked, so a second DNS answer cannot swap it; a few redirects, each checked again;
 * one deadline for the whole fetch; the body capped while it streams. Conditional requests
 * (ETag, Last-Modified) come back as `notModified`.
 */
export type FetchFailure = "scheme" | "address" | "dns" | "redirects" | "status" | "size" | "timeout" | "network";

export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchFailure,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
  etag?: string | null;
  lastModified?: string | null;
}

export type SafeFetchResult =
  | { notModified: false; url: string; body: Buffer; contentType: string | null; etag: string | null; lastModified: string | null }
  | { notModified: true; url: string; etag: string | null; lastModified: string | null };

const DENIED = new BlockList();
for (const [net, bits] of [
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
] as const)
  DENIED.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  // IPv4 inside IPv6 (NAT64, 6to4) could carry any private IPv4 address: refused whole. (Mapped
  // addresses, ::ffff:a.b.c.d, are judged as their IPv4 address below: BlockList itself matches
  // IPv4 addresses against a ::ffff:0:0/96 rule, so that rule would refuse all of IPv4.)
  ["64:ff9b::", 96],
  ["2002::", 16],
  ["100::", 64],
] as const)
  DENIED.addSubnet(net, bits, "ipv6");

let allowed: { text: string; list: BlockList } | undefined;
function allowList(): BlockList {
  const text = env().FEED_FETCH_ALLOW_PRIVATE;
  if (allowed?.text === text) return allowed.list;
  const list = new BlockList();
  for (const entry of text.split(",").map((e) => e.trim()).filter(Boolean)) {
    const [address, bits] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  allowed = { text, list };
  return list;
}

function mappedIPv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const m = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(canonical);
  if (!m) return null;
  const [hi, lo] = [parseInt(m[1], 16), parseInt(m[2], 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
}

/** Whether an address may be connected to: public, or listed in FEED_FETCH_ALLOW_PRIVATE. */
export function addressAllowed(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1, or ::ffff:7f00:1 as URLs spell it) is
  // judged as the IPv4 address it is.
  const plain = mappedIPv4(address) ?? address;
  const family = isIP(plain) === 6 ? "ipv6" : isIP(plain) === 4 ? "ipv4" : null;
  if (!family) return false;
  try {
    if (allowList().check(plain, family)) return true;
    return !DENIED.check(plain, family);
  } catch {
    // An address BlockList cannot read (a zone index, say) is not one we can vouch for.
    return false;
  }
}

async function resolveChecked(hostname: string): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostname.replace(/^\[|\]$/g, "");
  let found: { address: string; family: number }[];
  try {
    found = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new FetchRefused("dns", host);
  }
  if (!found.length) throw new FetchRefused("dns", host);
  // Every answer must be allowed: picking the public one of a mixed answer would let the next
  // resolution (by anything else) pick the private one.
  const bad = found.find((a) => !addressAllowed(a.address));
  if (bad) throw new FetchRefused("address", `${host} → ${bad.address}`);
  return { address: found[0].address, family: found[0].family === 6 ? 6 : 4 };
}

function getOnce(url: URL, pinned: { address: string; family: 4 | 6 }, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
  // The socket connects to the address already checked, whatever the resolver would say now.
  const pinnedLookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method: "GET", headers, lookup: pinnedLookup, signal, agent: false }, resolve);
    req.on("error", reject);
    req.end();
  });
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw new FetchRefused("size", `over ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function safeFetch(input: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const { maxBytes, timeoutMs = 15_000, maxRedirects = 3 } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { "user-agent": "StudyNest-feed/1", accept: options.accept ?? "*/*" };
  if (options.etag) headers["if-none-match"] = options.etag;
  if (options.lastModified) headers["if-modified-since"] = options.lastModified;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new FetchRefused("scheme", "not a URL");
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchRefused("scheme", url.protocol);
    if (url.username || url.password) throw new FetchRefused("scheme", "credentials in the URL");
    const pinned = await resolveChecked(url.hostname);
    let res: IncomingMessage;
    try {
      res = await getOnce(url, pinned, headers, signal);
    } catch (e) {
      if (signal.aborted) throw new FetchRefused("timeout", `${timeoutMs} ms`);
      throw new FetchRefused("network", e instanceof Error ? e.message : String(e));
    }
    const status = res.statusCode ?? 0;
    const header = (name: string) => {
      const v = res.headers[name];
      return typeof v === "string" ? v : null;
    };
    if ([301, 302, 303, 307, 308].includes(status) && header("location")) {
      res.resume();
      if (hop >= maxRedirects) throw new FetchRefused("redirects", `more than ${maxRedirects}`);
      url = new URL(header("location")!, url);
      continue;
    }
    if (status === 304 && (options.etag || options.lastModified)) {
      res.resume();
      return { notModified: true, url: url.href, etag: header("etag") ?? options.etag ?? null, lastModified: header("last-modified") ?? options.lastModified ?? null };
    }
    if (status < 200 || status > 299) {
      res.resume();
      throw new FetchRefused("status", String(status));
    }
    const declared = Number(header("content-length"));
    if (Number.isFinite(declared) && declared > maxBytes) {
      res.destroy();
      throw new FetchRefused("size", `over ${maxBytes} bytes`);
    }
    try {
      const body = await readCapped(res, maxBytes);
      return { notModified: false, url: url.href, body, contentType: header("content-type"), etag: header("etag"), lastModified: header("last-modified") };
    } catch (e) {
      if (e instanceof FetchRefused) throw e;
      if (signal.aborted) throw new FetchRefused("timeout", `${timeoutMs} ms`);
      throw new FetchRefused("network", e instanceof Error ? e.message : String(e));
    }
  }
}
