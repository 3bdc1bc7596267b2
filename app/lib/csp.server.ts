import { tileOrigins } from "./map.server";

/**
 * The Content-Security-Policy of every HTML response: scripts only by per-request nonce
 * ('strict-dynamic' lets the nonced module scripts load their chunks). Images also from exactly
 * the configured map tile host(s) (MAP_TILE_URL, ADR 016).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...tileOrigins()].join(" "),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
