/**
 * `npm run load`: a mixed load on loopback against the production build with the
 * full catalogue: home, a listing, an apartment detail, the signed search API and code sends
 * that the server refuses (no captcha token), at 100 connections for LOAD_SECONDS (60).
 * Passes with 0 errors and 0 HTTP 5xx and reports p99. Then a soak (SOAK_SECONDS, 300) at the
 * same mix: the RSS at the last minute must be within 10% of the RSS at minute 1.
 * Bounded in time and count, loopback only, stops by itself.
 */
import autocannon from "autocannon";
import { signFields, usesCommonSecret } from "#core/sign";
import { benchSecrets, startBenchServer } from "./lib/server";

const PORT = Number(process.env.LOAD_PORT ?? 3941);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const KEYWORDS = ["london", "伦敦", "lundun", "ld", "manchester", "sydney", "university", "悉尼", "toronto", "ucl"];

const server = await startBenchServer(PORT);
let failed = false;
try {
  const secrets = benchSecrets();
  const signed = (path: string, fields: Record<string, string>) => {
    const all: Record<string, string> = { language: "cn", timestamp: String(Date.now()), ...fields };
    all.signToken = signFields(all, usesCommonSecret(path) ? secrets.commonSign : secrets.sign);
    return new URLSearchParams(all).toString();
  };
  const listingHtml = await (await fetch(`${server.base}/cn/united-kingdom/london/apartments`)).text();
  const detail = listingHtml.match(/href="(\/cn\/apartment\/[a-z0-9]+)"/)?.[1];
  if (!detail) throw new Error("no apartment link on the listing");
  let n = 0;
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const requests: autocannon.Request[] = [
    { method: "GET", path: "/cn/" },
    { method: "GET", path: "/en/united-kingdom/london/apartments" },
    { method: "GET", path: "/cn/united-kingdom/london/apartments/page-2" },
    { method: "GET", path: detail },
    {
      method: "POST",
      path: "/rest/building/client/house/search",
      headers: form,
      setupRequest: (req) => ({ ...req, body: signed("/rest/building/client/house/search", { keyword: KEYWORDS[n++ % KEYWORDS.length] }) }),
    },
    {
      method: "POST",
      path: "/rest/common/sms/verifyCode",
      headers: form,
      // No captcha token: the server must refuse (code 1), never crash or send.
      setupRequest: (req) => ({ ...req, body: signed("/rest/common/sms/verifyCode", { mobilePrefixId: "317", mobile: `139${String(n++ % 1e8).padStart(8, "0")}`, senceId: "1" }) }),
    },
  ];

  const run = (seconds: number) =>
    autocannon({ url: server.base, connections: CONNECTIONS, duration: seconds, requests, headers: { "accept-encoding": "gzip" } });

  console.log(`Load: ${CONNECTIONS} connections, ${LOAD_SECONDS} s, mix of ${requests.length} requests`);
  const load = await run(LOAD_SECONDS);
  const fivexx = load["5xx"];
  console.log(`  requests ${load.requests.total}, ${load.requests.average.toFixed(0)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms`);
  console.log(`  errors ${load.errors}, timeouts ${load.timeouts}, HTTP 5xx ${fivexx}, non-2xx ${load.non2xx}`);
  if (load.errors || load.timeouts || fivexx) failed = true;

  if (SOAK_SECONDS > 0) {
    console.log(`Soak: ${SOAK_SECONDS} s at the same mix, RSS sampled every minute`);
    const samples: number[] = [];
    const timer = setInterval(() => {
      samples.push(server.rssMb());
      console.log(`  minute ${samples.length}: RSS ${samples.at(-1)!.toFixed(0)} MB`);
    }, 60_000);
    const soak = await run(SOAK_SECONDS);
    clearInterval(timer);
    console.log(`  requests ${soak.requests.total}, errors ${soak.errors}, HTTP 5xx ${soak["5xx"]}, p99 ${soak.latency.p99} ms`);
    if (samples.length >= 2) {
      const growth = (samples.at(-1)! - samples[0]) / samples[0];
      console.log(`  RSS minute ${samples.length} vs minute 1: ${(growth * 100).toFixed(1)}% (limit 10%)`);
      if (growth > 0.1) failed = true;
    }
    if (soak.errors || soak["5xx"]) failed = true;
  }
} finally {
  await server.stop();
}
console.log(failed ? "LOAD FAILED" : "load: 0 errors, 0 HTTP 5xx");
if (failed) process.exitCode = 1;
