import { afterEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/lib/csp.server";
import { env, resetEnvCache } from "#core/env.server";
import { haversineMetres, openInMapHref, outOfChina, toMapCoordinates, wgs84ToGcj02 } from "~/lib/geo";
import { mapConfig, tileOrigins } from "~/lib/map.server";

/** Maps: tiles from the environment, exactly their host in the CSP, GCJ-02 when asked. */
describe("map configuration and CSP", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
    resetEnvCache();
  });

  it("defaults to OpenStreetMap's standard tiles and attribution; the CSP allows exactly that host", () => {
    for (const k of ["MAP_TILE_URL", "MAP_ATTRIBUTION", "MAP_SUBDOMAINS", "MAP_COORDINATES"]) delete process.env[k];
    resetEnvCache();
    expect(mapConfig()).toEqual({
      tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
      subdomains: ["a", "b", "c"],
      coordinates: "wgs84",
    });
    const img = contentSecurityPolicy("n").split("; ").find((d) => d.startsWith("img-src"));
    expect(img).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
  });

  it("a configured provider with {s} allows each of its hosts, and only those", () => {
    process.env.MAP_TILE_URL = "https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}";
    process.env.MAP_SUBDOMAINS = "1,2,3,4";
    process.env.MAP_ATTRIBUTION = "© AutoNavi";
    process.env.MAP_COORDINATES = "gcj02";
    resetEnvCache();
    expect(tileOrigins()).toEqual(["https://webrd01.is.autonavi.com", "https://webrd02.is.autonavi.com", "https://webrd03.is.autonavi.com", "https://webrd04.is.autonavi.com"]);
    expect(contentSecurityPolicy("n")).not.toContain("openstreetmap");
    expect(mapConfig().coordinates).toBe("gcj02");
  });

  it("refuses a tile URL without {z}/{x}/{y} or with a bad scheme, naming the variable", () => {
    process.env.MAP_TILE_URL = "ftp://tiles.example.com/{z}/{x}/{y}.png";
    resetEnvCache();
    expect(() => env()).toThrowError(/MAP_TILE_URL/);
    process.env.MAP_TILE_URL = "https://tiles.example.com/tile.png";
    resetEnvCache();
    expect(() => env()).toThrowError(/MAP_TILE_URL/);
    process.env.MAP_TILE_URL = "https://tiles.example.com/{z}/{x}/{y}.png";
    process.env.MAP_COORDINATES = "bd09";
    resetEnvCache();
    expect(() => env()).toThrowError(/MAP_COORDINATES/);
  });
});

describe("coordinates", () => {
  it("converts WGS-84 to GCJ-02 inside mainland China (Tiananmen: a known offset of a few hundred metres)", () => {
    const [lat, lng] = wgs84ToGcj02(39.908692, 116.397477);
    expect(lat).toBeCloseTo(39.91009, 3);
    expect(lng).toBeCloseTo(116.40372, 3);
    const shift = haversineMetres({ lat: 39.908692, lng: 116.397477 }, { lat, lng });
    expect(shift).toBeGreaterThan(300);
    expect(shift).toBeLessThan(800);
  });

  it("leaves points outside China and WGS-84 providers alone", () => {
    expect(outOfChina(51.5246, -0.134)).toBe(true);
    expect(wgs84ToGcj02(51.5246, -0.134)).toEqual([51.5246, -0.134]);
    expect(toMapCoordinates(39.9, 116.4, "wgs84")).toEqual([39.9, 116.4]);
  });

  it("links to OpenStreetMap with the coordinates", () => {
    expect(openInMapHref(51.52462, -0.13402)).toBe("https://www.openstreetmap.org/?mlat=51.524620&mlon=-0.134020#map=16/51.524620/-0.134020");
  });
});
