import { spawn } from "node:child_process";
import { createServer, IncomingMessage, ServerResponse } from "node:http";
import { Socket, type AddressInfo } from "node:net";
import { describe, expect, test } from "vitest";
import { admission, arrivedAt } from "../../server/admission";

/**
 * Requests started one per turn of the event loop (server/admission.ts, ADR 042): a request is
 * started in the check phase after the turn that read it, in arrival order, one a turn, so the
 * next turn can accept another connection first.
 */
function request(path: string) {
  const req = new IncomingMessage(new Socket());
  req.url = path;
  return { req, res: new ServerResponse(req) };
}

/** The end of the next turn's check phase (queued after the line's own work). */
const nextTurn = () => new Promise((done) => setImmediate(done));

function line() {
  const handled: string[] = [];
  const a = admission((req) => handled.push(req.url ?? ""));
  const admit = (...paths: string[]) => paths.map(request).forEach(({ req, res }) => a.admit(req, res));
  return { a, handled, admit };
}

describe("admission line", () => {
  test("one request is started a turn, after the turn that read it, in the order they came", async () => {
    const { a, handled, admit } = line();
    admit("/a", "/b", "/c");
    expect(handled).toEqual([]);
    expect(a.waiting()).toBe(3);
    await nextTurn();
    expect(handled).toEqual(["/a"]);
    expect(a.waiting()).toBe(2);
    await nextTurn();
    expect(handled).toEqual(["/a", "/b"]);
    admit("/d"); // a late request goes behind the ones already waiting
    await nextTurn();
    await nextTurn();
    expect(handled).toEqual(["/a", "/b", "/c", "/d"]);
    expect(a.waiting()).toBe(0);
    admit("/e"); // an empty line starts again
    await nextTurn();
    expect(handled.at(-1)).toBe("/e");
  });

  test("a request that throws does not stop the line", async () => {
    const handled: string[] = [];
    const failures: unknown[] = [];
    const a = admission((req) => {
      handled.push(req.url ?? "");
      if (req.url === "/a") throw new Error("a request's own failure");
    });
    const onError = (error: unknown) => failures.push(error);
    process.prependListener("uncaughtException", onError);
    try {
      for (const p of ["/a", "/b"]) {
        const { req, res } = request(p);
        a.admit(req, res);
      }
      await nextTurn();
      await nextTurn();
    } finally {
      process.removeListener("uncaughtException", onError);
    }
    expect(handled).toEqual(["/a", "/b"]);
  });

  test("a request's arrival is when it was read, not when it was handled", async () => {
    const { req, res } = request("/a");
    const seen: (number | undefined)[] = [];
    const a = admission((r) => seen.push(arrivedAt(r)));
    const before = performance.now();
    a.admit(req, res);
    const after = performance.now();
    await new Promise((done) => setTimeout(done, 20));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeGreaterThanOrEqual(before);
    expect(seen[0]).toBeLessThanOrEqual(after);
    expect(arrivedAt(request("/b").req)).toBeUndefined();
  });
});

/**
 * The load, run in another process so the server's busy turns do not hold the clients back. Its
 * arguments: the port, the visitors (keep-alive connections, each asking again as soon as it is
 * answered) and the newcomers (connections opened together a second later). Prints the slowest
 * newcomer's wait for its first answer, in ms.
 */
const CLIENTS = `
const net = require("node:net");
const [port, visitors, newcomers] = process.argv.slice(1).map(Number);
const ask = "GET / HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n";
const sockets = [];
for (let i = 0; i < visitors; i++) {
  const s = net.connect(port, "127.0.0.1", () => s.write(ask));
  s.on("data", () => s.write(ask));
  s.on("error", () => {});
  sockets.push(s);
}
setTimeout(async () => {
  const waits = await Promise.all(Array.from({ length: newcomers }, () => new Promise((done) => {
    const started = performance.now();
    const s = net.connect(port, "127.0.0.1", () => s.write(ask));
    s.once("data", () => { done(performance.now() - started); s.destroy(); });
  })));
  console.log(JSON.stringify(Math.max(...waits)));
  for (const s of sockets) s.destroy();
}, 1000);
`;

/** The slowest newcomer's wait, in ms, on a server whose requests each take `workMs` of the thread. */
async function slowestNewcomer(listener: (handle: (req: IncomingMessage, res: ServerResponse) => void) => (req: IncomingMessage, res: ServerResponse) => void, workMs: number) {
  const handle = (_req: IncomingMessage, res: ServerResponse) => {
    const until = performance.now() + workMs;
    while (performance.now() < until);
    res.end("ok");
  };
  const server = createServer(listener(handle));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  try {
    const clients = spawn(process.execPath, ["-e", CLIENTS, String(port), "60", "30"]);
    let out = "";
    clients.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((done) => clients.once("exit", done));
    return Number(out);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe("admission line, over real connections", () => {
  test("a burst of new connections is answered soon while open ones keep the server busy", async () => {
    // Every request read in a turn started in that turn: each turn works through about as many
    // requests as there are busy connections, and one connection is accepted a turn.
    const inTurn = await slowestNewcomer((handle) => handle, 2);
    // One request started a turn: a connection accepted every couple of milliseconds.
    const inLine = await slowestNewcomer((handle) => admission(handle).admit, 2);
    console.log(`slowest of 30 newcomers beside 60 busy connections: ${Math.round(inTurn)} ms started in the turn that read them, ${Math.round(inLine)} ms in line`);
    expect(inLine).toBeLessThan(1500);
    expect(inTurn).toBeGreaterThan(2 * inLine);
  }, 60_000);
});
