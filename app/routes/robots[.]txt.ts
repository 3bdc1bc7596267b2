/**
 * /robots.txt (an operational endpoint at the root, never language-redirected). Crawlers may read
 * every page except the personal area, the API and the development tools.
 */
export const loader = () =>
  new Response(
    ["User-agent: *", "Disallow: /cn/user", "Disallow: /en/user", "Disallow: /rest/", "Disallow: /jcommon/", "Disallow: /feedback/", "Disallow: /dev/", "Allow: /", ""].join("\n"),
    { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } },
  );
