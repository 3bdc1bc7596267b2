import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import autocannon from "autocannon";

/**
 * One load measurement from outside (autocannon) and the CPU the measured process spent on it
 * (utime + stime from /proc, so "CPU per request" is the server's own, not the load's).
 */
export interface Measure {
  rps: number;
  p99: number;
  total: number;
  timeouts: number;
  errors: number;
  non2xx: number;
  /** Server CPU per answered request, in ms (undefined without a pid). */
  cpuMs?: number;
}

/** CPU time (user + system) of a process so far, in ms. */
export function cpuTimeMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // After "pid (comm) ": state is field 3, utime 14 and stime 15 (1-based), in clock ticks (100 Hz).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** The next path to ask for (a cycle, a Zipf draw…). */
  next: () => string;
  headers?: Record<string, string>;
  /** autocannon's per-request timeout, in seconds (default 10). */
  timeout?: number;
  pid?: number;
}

export const PAGE_HEADERS = { accept: "text/html", "accept-encoding": "gzip" };

export async function load(base: string, o: LoadOptions): Promise<Measure> {
  const before = cpuTimeMs(o.pid);
  const r = await autocannon({
    url: base,
    connections: o.connections,
    duration: o.seconds,
    timeout: o.timeout ?? 10,
    headers: { ...PAGE_HEADERS, ...o.headers },
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: o.next() }) }],
  });
  const after = cpuTimeMs(o.pid);
  const answered = r.requests.total;
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    total: answered,
    timeouts: r.timeouts,
    errors: r.errors,
    non2xx: r.non2xx,
    cpuMs: before !== undefined && after !== undefined && answered ? (after - before) / answered : undefined,
  };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The raw (still gzipped) body and headers of a page, as the server sends them. */
export function rawGet(base: string, path: string, headers: Record<string, string> = PAGE_HEADERS): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/**
 * The floor of a cache hit: a bare `node:http` server in its own process answering every request
 * with the same gzipped bytes from memory (content type and encoding headers only).
 */
export async function startBytesServer(port: number, file: string): Promise<{ base: string; child: ChildProcess; stop(): Promise<void> }> {
  const script = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    http.createServer((req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip", "Content-Length": body.length, Vary: "Accept-Encoding" });
      res.end(body);
    }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base + "/")).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    base,
    child,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}
