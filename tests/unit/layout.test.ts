import { readFileSync } from "node:fs";
import path from "node:path";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { headerByPathText, layoutFor, layoutOf, type RouteHandle } from "~/lib/layout";
import { stripLang } from "#core/lang";
import { filingNumberFor } from "~/lib/filing";

/**
 * The layout rules (which pages hide the header, its search box, its bottom line or the footer,
 * and which keep their own title) are declared by the routes (`export const handle`), not decided
 * from the URL. This test reads every route file's handle (a plain literal, parsed here so that
 * no route module has to be imported), builds each route's URL from the route tree Remix uses,
 * and checks the merged handles against the rules as worded below, as functions of the path.
 * A new route under promotion/gd, say, fails here until it declares
 * `layout: { header: false }`.
 */
const APP = path.resolve(__dirname, "../../app");

/**
 * The rules, as functions of the path without its language prefix: no header on the home root
 * and on paths containing csp, promotion/gd|bdp|country, common/introduce or
 * common/email-activation; no search box on the home page; no bottom line where the route has a
 * buildingCode; no footer under /user, on apartments listings, common/introduce and
 * common/email-activation. The staff console (/ops) has its own bar instead of the site's header
 * and footer.
 */
const isConsole = (p: string) => p === "/ops" || p.startsWith("/ops/");
const spec = {
  header(p: string) {
    if (p === "/" || p === "" || isConsole(p)) return false;
    return !["csp", "promotion/gd", "promotion/bdp", "promotion/country", "common/introduce", "common/email-activation"].some((f) => p.includes(f));
  },
  search(p: string) {
    return !(p === "/" || p === "");
  },
  bottomLine(params: string[]) {
    return !params.includes("buildingCode");
  },
  footer(p: string) {
    if (p === "/user" || p.startsWith("/user/") || isConsole(p)) return false;
    if (isApartmentsListing(p)) return false;
    return !["common/introduce", "common/email-activation"].some((f) => p.includes(f));
  },
};

/** Any apartments listing: {country}/apartments, {country}/{city}/apartments, …/{school}/apartments. */
function isApartmentsListing(p: string) {
  const segments = p.split("/").filter(Boolean);
  const i = segments.indexOf("apartments");
  return i >= 1 && i <= 3 && !["apartment", "user", "common", "promotion"].includes(segments[0]);
}

/** Evaluates a handle's initializer; only literals are allowed, so the test sees what the app sees. */
function literal(node: ts.Expression, file: string): unknown {
  if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) return literal(node.expression, file);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isStringLiteral(node)) return node.text;
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, unknown> = {};
    for (const prop of node.properties) {
      if (!ts.isPropertyAssignment(prop) || !ts.isIdentifier(prop.name)) throw new Error(`${file}: handle must be a plain literal`);
      out[prop.name.text] = literal(prop.initializer, file);
    }
    return out;
  }
  throw new Error(`${file}: handle must be a plain literal`);
}

function handleOf(file: string): RouteHandle | undefined {
  const source = ts.createSourceFile(file, readFileSync(path.join(APP, file), "utf8"), ts.ScriptTarget.Latest, true);
  for (const stmt of source.statements) {
    if (!ts.isVariableStatement(stmt) || !stmt.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of stmt.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.name.text === "handle" && d.initializer) return literal(d.initializer, file) as RouteHandle;
    }
  }
  return undefined;
}

interface RoutePage {
  id: string;
  /** A URL of the route with sample values ("x") for its params, without the language prefix. */
  path: string;
  params: string[];
  handles: { handle?: unknown }[];
}

/** A resource route (no default export: a PDF, a feed, JSON) has no page, so no layout to check. */
function isResourceRoute(file: string): boolean {
  return !/^export default /m.test(readFileSync(path.join(APP, file), "utf8"));
}

function pages(): RoutePage[] {
  const manifest = flatRoutes(APP);
  return Object.values(manifest).filter((route) => !isResourceRoute(route.file)).map((route) => {
    const chain = [];
    for (let r: typeof route | undefined = route; r; r = r.parentId ? manifest[r.parentId] : undefined) chain.unshift(r);
    const segments = chain.flatMap((r) => (r.path ?? "").split("/").filter(Boolean));
    const params: string[] = [];
    const url = segments.map((s) => {
      const m = /^:(\w+)\??$/.exec(s);
      if (m) {
        params.push(m[1]);
        return m[1] === "lang" ? "cn" : "x";
      }
      return s === "*" ? "x" : s;
    });
    return { id: route.id, path: stripLang(`/${url.join("/")}`), params, handles: [{}, ...chain.map((r) => ({ handle: handleOf(r.file) }))] };
  });
}

describe("layout rules declared by the routes: header, search box, bottom line, footer, own title", () => {
  const all = pages();

  it("finds the app's routes", () => {
    expect(all.length).toBeGreaterThan(40);
    expect(all.map((p) => p.path)).toEqual(expect.arrayContaining(["/", "/common/introduce", "/user/profiles", "/x/x/x/apartments/x", "/apartment/x"]));
  });

  for (const rule of ["header", "search", "footer"] as const) {
    it(`every route shows or hides the ${rule} as the layout rule says`, () => {
      for (const p of all) expect(layoutOf(p.handles)[rule], `${p.id} (${p.path})`).toBe(spec[rule](p.path));
    });
  }

  it("every route with a buildingCode param hides the header bottom line, and only those", () => {
    for (const p of all) expect(layoutOf(p.handles).bottomLine, p.id).toBe(spec.bottomLine(p.params));
  });

  it("keeps the own title only on city/school listings, apartment/room detail pages and help questions", () => {
    const keeping = all.filter((p) => layoutOf(p.handles).keepsTitle).map((p) => p.path).sort();
    expect(keeping).toEqual(["/apartment/x", "/apartment/x/room/x", "/help/x/x", "/x/x/apartments/x", "/x/x/x/apartments/x"]);
  });

  it("only routes that declare keepsTitle set their own title in meta (seo.ts titled)", () => {
    // The review form page predates the handle and sets its own title, an exception to "only
    // listings and apartment or room pages keep their own title" that is left as it was.
    const ownTitleAnyway = new Set(["routes/$lang.apartment_.$buildingCode.review"]);
    const manifest = flatRoutes(APP);
    for (const p of all) {
      const setsTitle = /\btitled\(/.test(readFileSync(path.join(APP, manifest[p.id].file), "utf8"));
      if (ownTitleAnyway.has(p.id)) expect(setsTitle, p.id).toBe(true);
      else expect(setsTitle, p.id).toBe(layoutOf(p.handles).keepsTitle);
    }
  });

  it("hides the header on the home root and the two common pages that exist, in both languages' routes", () => {
    const byPath = new Map(all.map((p) => [p.path, layoutOf(p.handles)]));
    for (const p of ["/", "/common/introduce", "/common/introduce-cn", "/common/email-activation"]) expect(byPath.get(p)?.header, p).toBe(false);
    expect(byPath.get("/")?.search).toBe(false);
    for (const p of ["/user", "/user/profiles", "/user/x", "/x/apartments/x", "/x/x/apartments/x", "/x/x/x/apartments/x"]) expect(byPath.get(p)?.footer, p).toBe(false);
    for (const p of ["/common/privacy", "/sitemap", "/x", "/apartment/x"]) expect(byPath.get(p)?.footer, p).toBe(true);
  });
});

describe("layoutOf", () => {
  it("shows everything when no route hides anything", () => {
    expect(layoutOf([])).toEqual({ header: true, search: true, bottomLine: true, footer: true, keepsTitle: false });
    expect(layoutOf([{ handle: undefined }, { handle: "x" }])).toEqual({ header: true, search: true, bottomLine: true, footer: true, keepsTitle: false });
  });
  it("lets a parent route hide a part for its children", () => {
    expect(layoutOf([{}, { handle: { layout: { footer: false } } }, { handle: {} }]).footer).toBe(false);
  });
  it("reads keepsTitle from the deepest route only", () => {
    expect(layoutOf([{ handle: { keepsTitle: true } }, {}]).keepsTitle).toBe(false);
    expect(layoutOf([{}, { handle: { keepsTitle: true } }]).keepsTitle).toBe(true);
  });
  it("keeps the header on a school whose slug contains csp (decided by route, not by text)", () => {
    const school = pages().find((p) => p.path === "/x/x/x/apartments/x")!;
    expect(layoutOf(school.handles).header).toBe(true);
    expect(spec.header("/united-kingdom/london/csp-college/apartments")).toBe(false); // what the old string rule did
  });
});

describe("the not-found page: the header follows the path's text", () => {
  it.each([
    ["/csp", false],
    ["/csp/anything", false],
    ["/xcspx/y", false],
    ["/promotion/gd/nothing", false],
    ["/promotion/bdp", false],
    ["/promotion/country/xx", false],
    ["/common/introduce/nothing", false],
    ["/no-such-page", true],
    ["/promotion/other", true],
  ])("%s: header %s", (path, header) => {
    expect(headerByPathText(path)).toBe(spec.header(path));
    // A not-found page under a route that shows the header (the splat, an unknown country).
    const splat = pages().find((p) => p.path === "/x/x/x/apartments/x")!;
    expect(layoutFor(splat.handles, path).header).toBe(header);
  });

  it("a real page keeps its route's rule: a slug containing csp keeps the header", () => {
    const school = pages().find((p) => p.path === "/x/x/x/apartments/x")!;
    expect(layoutFor(school.handles, null).header).toBe(true);
    // Everything but the header still comes from the routes on a not-found page.
    expect(layoutFor(school.handles, "/csp").footer).toBe(layoutOf(school.handles).footer);
  });
});

describe("filing number by host: one for .cn and .net hosts, another for the rest", () => {
  const values = { cn: "A", intl: "B" };
  it("uses one value for .cn and .net hosts and another for the rest", () => {
    expect(filingNumberFor("x.cn", values)).toBe("A");
    expect(filingNumberFor("www.example.net:8080", values)).toBe("A");
    expect(filingNumberFor("x.com", values)).toBe("B");
    expect(filingNumberFor("localhost:3000", values)).toBe("B");
    expect(filingNumberFor("x.cn.com", values)).toBe("B");
  });
});
