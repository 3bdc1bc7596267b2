import { env } from "#core/env.server";
import type { MapConfig } from "./geo";

/** The map settings pages hand to their map islands (MAP_* variables, ADR 016). */
export function mapConfig(): MapConfig {
  const e = env();
  return {
    tileUrl: e.MAP_TILE_URL,
    attribution: e.MAP_ATTRIBUTION,
    subdomains: e.MAP_SUBDOMAINS.split(","),
    coordinates: e.MAP_COORDINATES,
  };
}

/**
 * The origins tiles are loaded from, for the CSP's img-src: exactly the configured host, or
 * each host {s} stands for (https://a.tile.example.com https://b.tile.example.com …).
 */
export function tileOrigins(): string[] {
  const { tileUrl, subdomains } = mapConfig();
  const origin = /^(https?:\/\/[^/?#]+)/.exec(tileUrl)?.[1];
  if (!origin) return [];
  const hosts = origin.includes("{s}") ? subdomains.map((s) => origin.replace("{s}", s)) : [origin];
  return [...new Set(hosts.map((h) => h.toLowerCase()))];
}
