import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * /robots.txt (an operational endpoint at the root, never language-redirected). Crawlers may read
 * every page except the personal area, the API and the development tools, and find every page
 * through the sitemap index (an absolute URL, as the Sitemap line requires).
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  new Response(
    [
      "User-agent: *",
      "Disallow: /cn/user",
      "Disallow: /en/user",
      "Disallow: /rest/",
      "Disallow: /jcommon/",
      "Disallow: /feedback/",
      "Disallow: /dev/",
      "Allow: /",
      "",
      `Sitemap: ${new URL(request.url).origin}/sitemap.xml`,
      "",
    ].join("\n"),
    { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } },
  );
