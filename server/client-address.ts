import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { PEER_HEADER, peerHeaderValue } from "#core/client-ip.server";
import { trustProxy } from "#core/env.server";
import { REFUSED_HEADER, originVerdictOf } from "./remix-edge";

/**
 * Node's HTTP server announces every request on the `http.server.request.start` diagnostics
 * channel before any listener (remix-serve's express app) sees it. Under remix-serve the Remix
 * app never learns the socket's address, so this is where the client address is fixed, with the
 * same rule as server/index.ts: the vouched-peer header names the address the server trusts:
 * the last hop a proxy recorded when TRUST_PROXY=1, the socket's peer otherwise. Forwarded host
 * and scheme headers from an untrusted client are dropped. The API's per-IP limits read it.
 * It also applies the Origin rule (see REFUSED_HEADER).
 */
export function trustClientAddress(): void {
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const headers = request.headers;
    const peer = socket.remoteAddress ?? "unknown";
    // The same vouched-peer header server/index.ts sets (core/client-ip.server.ts): a client
    // cannot forge it, and the app and the in-process API read the client address from it.
    delete headers[PEER_HEADER];
    let client = peer;
    if (trustProxy()) {
      const hops = String(headers["x-forwarded-for"] ?? "").split(",").map((s) => s.trim()).filter(Boolean);
      client = hops[hops.length - 1] ?? peer;
    } else {
      delete headers["x-forwarded-host"];
      delete headers["x-forwarded-proto"];
    }
    headers[PEER_HEADER] = peerHeaderValue(client, peer);
    delete headers["x-real-ip"];
    // The Origin rule (server/remix-edge.ts) decided here, so that a refused document post gets
    // the edge's 403 rather than the empty 500 of Remix's own Origin check.
    delete headers[REFUSED_HEADER];
    const str = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;
    const verdict = originVerdictOf({
      method: request.method ?? "GET",
      pathname: (request.url ?? "/").split("?")[0],
      host: str(headers.host),
      forwardedHost: str(headers["x-forwarded-host"]),
      origin: str(headers.origin),
      referer: str(headers.referer),
    });
    if (!verdict.ok) {
      headers[REFUSED_HEADER] = verdict.reason;
      delete headers.origin;
      delete headers.referer;
    }
  });
}

/** The number of requests being answered right now (for the drain on SIGTERM). */
export function countInFlight(): () => number {
  let open = 0;
  subscribe("http.server.request.start", (message) => {
    const { response } = message as { response: ServerResponse };
    open++;
    response.once("close", () => open--);
  });
  return () => open;
}
