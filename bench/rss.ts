/**
 * `npm run bench:rss`: resident memory of the production server (full catalogue) at start and
 * after 10,000 page requests (home, listings, detail) at 20 connections.
 */
import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { startBenchServer } from "./lib/server";

const PORT = Number(process.env.BENCH_RSS_PORT ?? 3951);
const AMOUNT = Number(process.env.BENCH_RSS_REQUESTS ?? 10_000);

const server = await startBenchServer(PORT);
try {
  const listingHtml = await (await fetch(`${server.base}/cn/united-kingdom/london/apartments`)).text();
  const detail = listingHtml.match(/href="(\/cn\/apartment\/[a-z0-9]+)"/)?.[1] ?? "/cn/";
  const atStart = server.rssMb();
  const result = await autocannon({
    url: server.base,
    connections: 20,
    amount: AMOUNT,
    requests: [
      { method: "GET", path: "/cn/" },
      { method: "GET", path: "/en/united-kingdom/london/apartments" },
      { method: "GET", path: "/cn/australia/sydney/apartments/sort-price-asc" },
      { method: "GET", path: detail },
    ],
  });
  const after = server.rssMb();
  const lines = [
    "## Memory (npm run bench:rss)",
    "",
    "| measure | value |",
    "|---|---|",
    `| RSS after start (full catalogue) | ${atStart.toFixed(0)} MB |`,
    `| RSS after ${result.requests.total} requests | ${after.toFixed(0)} MB |`,
    `| growth | ${(((after - atStart) / atStart) * 100).toFixed(1)}% |`,
    `| errors / non-2xx | ${result.errors} / ${result.non2xx} |`,
    "",
  ];
  writeFileSync("bench/rss-results.md", lines.join("\n"));
  console.log(lines.join("\n"));
} finally {
  await server.stop();
}
