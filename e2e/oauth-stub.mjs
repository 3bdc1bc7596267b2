// A tiny OAuth 2 provider for the e2e suite, GitHub-flavoured (authorize page, token exchange,
// user info). It stands in for the real provider the way msw does in the vitest suite
// (tests/api/accounts/accounts-oauth.test.ts): msw cannot intercept the calls of the separate server
// process Playwright starts, so that server is pointed here instead (playwright.config.ts).
//
//   GET  /login/oauth/authorize?client_id&redirect_uri&state  a consent page: login name, Authorize / Deny
//   GET  /login/oauth/approve?login&redirect_uri&state[&deny] redirects back with ?code&state (or ?error)
//   POST /login/oauth/access_token  {client_id, client_secret, code}  → {access_token} (code "bad…" fails)
//   GET  /user  (Authorization: Bearer …)                      → {id, login, name, avatar_url}
import { createServer } from "node:http";

const port = Number(process.env.OAUTH_STUB_PORT ?? 4210);
const CLIENT_ID = "e2e-github-app";
const CLIENT_SECRET = "e2e-github-secret";

const html = (body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stub provider</title></head><body>${body}</body></html>`;
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Only back to a local site: this is a test stub, not an open redirector. */
const localRedirect = (uri) => {
  try {
    const u = new URL(uri);
    return (u.hostname === "localhost" || u.hostname === "127.0.0.1") && /\/oauth\/github\/callback$/.test(u.pathname) ? u : null;
  } catch {
    return null;
  }
};
const send = (res, status, type, body, headers = {}) => {
  res.writeHead(status, { "content-type": type, ...headers });
  res.end(body);
};
const json = (res, status, value) => send(res, status, "application/json", JSON.stringify(value));

createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/health") return send(res, 200, "text/plain", "ok");

  if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
    const redirect = localRedirect(url.searchParams.get("redirect_uri"));
    if (url.searchParams.get("client_id") !== CLIENT_ID || !redirect) return send(res, 400, "text/plain", "bad client or redirect_uri");
    return send(
      res,
      200,
      "text/html; charset=utf-8",
      html(`<h1>Authorize StudyNest</h1>
<form method="get" action="/login/oauth/approve">
  <input type="hidden" name="redirect_uri" value="${esc(redirect)}">
  <input type="hidden" name="state" value="${esc(url.searchParams.get("state") ?? "")}">
  <label>Login <input name="login" data-testid="stub-login" required></label>
  <button type="submit" data-testid="stub-authorize">Authorize</button>
  <button type="submit" name="deny" value="1" formnovalidate data-testid="stub-deny">Deny</button>
</form>`),
    );
  }

  if (req.method === "GET" && url.pathname === "/login/oauth/approve") {
    const redirect = localRedirect(url.searchParams.get("redirect_uri"));
    if (!redirect) return send(res, 400, "text/plain", "bad redirect_uri");
    redirect.searchParams.set("state", url.searchParams.get("state") ?? "");
    if (url.searchParams.get("deny")) {
      redirect.searchParams.set("error", "access_denied");
      redirect.searchParams.set("error_description", "The user has denied your application access.");
    } else {
      const login = (url.searchParams.get("login") ?? "").replace(/[^\w-]/g, "") || "anon";
      redirect.searchParams.set("code", `${login}.${Date.now().toString(36)}`);
    }
    return send(res, 302, "text/plain", "", { location: redirect.toString() });
  }

  if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return json(res, 400, { error: "bad_request" });
      }
      if (body.client_id !== CLIENT_ID || body.client_secret !== CLIENT_SECRET) return json(res, 200, { error: "incorrect_client_credentials" });
      if (typeof body.code !== "string" || body.code.startsWith("bad")) return json(res, 200, { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." });
      json(res, 200, { access_token: `tok.${body.code}`, token_type: "bearer", scope: "read:user" });
    });
    return;
  }

  if (req.method === "GET" && url.pathname === "/user") {
    const auth = req.headers.authorization ?? "";
    const m = /^Bearer tok\.([\w-]+)\./.exec(auth);
    if (!m) return json(res, 401, { message: "Bad credentials" });
    const login = m[1];
    return json(res, 200, { id: `gh-${login}`, login, name: login, avatar_url: "" });
  }

  send(res, 404, "text/plain", "not found");
}).listen(port, "127.0.0.1");
