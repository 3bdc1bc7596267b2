import { randomBytes } from "node:crypto";
import { trustProxy } from "./env.server";

/**
 * Who the client is, for per-IP limits and the dev outbox.
 *
 * The server in front (server/index.ts) knows the socket's peer; Remix's Request does not. It
 * hands the peer over in one header, `x-studynest-peer: <process key> <client> <socket peer>`
 * (the client is the socket peer, or with TRUST_PROXY=1 the address the proxy names), where the key
 * is a random value made once per process and shared through `globalThis` — so a client can
 * never forge it (it cannot know the key). Under `remix-serve`, server/client-address.ts sets
 * the same header from the socket before express sees the request. The web tier passes the
 * same header on to the in-process API (app/lib/api.server.ts).
 *
 * `X-Forwarded-For` is believed only with TRUST_PROXY=1, and then only its last entry (the one
 * the trusted proxy appended; earlier ones are whatever the client wrote). Without either, the
 * address is unknown (null): callers count all unknown callers together (fail closed).
 */
export const PEER_HEADER = "x-studynest-peer";
const KEY = Symbol.for("studynest.peerKey");

type PeerGlobal = typeof globalThis & { [KEY]?: string };

/** This process's key (made on first use; server/security.ts reads the same one). */
export function peerKey(): string {
  const g = globalThis as PeerGlobal;
  g[KEY] ??= randomBytes(18).toString("base64url");
  return g[KEY];
}

export function peerHeaderValue(client: string, socket = client): string {
  return `${peerKey()} ${client} ${socket}`;
}

export type Peer = { address: string; socket: string };

/** The socket peer the server in front vouched for, or null. */
export function vouchedPeer(headers: Headers): Peer | null {
  const value = headers.get(PEER_HEADER);
  if (!value) return null;
  const [key, address, socket] = value.split(" ");
  if (!address || key !== peerKey()) return null;
  return { address, socket: socket || address };
}


function lastForwarded(headers: Headers): string | null {
  const xff = headers.get("x-forwarded-for");
  if (!xff) return null;
  const parts = xff.split(",").map((s) => s.trim()).filter(Boolean);
  return parts.length ? parts[parts.length - 1] : null;
}

/** The client's address: the vouched peer, else (TRUST_PROXY=1 only) X-Forwarded-For, else null. */
export function clientAddress(request: Request | { headers: Headers }): string | null {
  const peer = vouchedPeer(request.headers);
  if (peer) return peer.address.slice(0, 64);
  if (trustProxy()) return lastForwarded(request.headers)?.slice(0, 64) ?? null;
  return null;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * True only for a request from this machine itself: a loopback socket peer vouched for by the
 * server in front, with no forwarding header of any kind (a proxy on this machine forwarding
 * someone else's request is not "this machine"). Without a server in front that vouches
 * (server/index.ts, or server/client-address.ts under remix-serve): false.
 */
export function isLocalRequest(request: Request): boolean {
  const peer = vouchedPeer(request.headers);
  if (!peer || !LOOPBACK.test(peer.socket)) return false;
  for (const name of ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip", "forwarded", "via"]) {
    if (request.headers.has(name)) return false;
  }
  return true;
}
