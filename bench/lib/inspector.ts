import WebSocket from "ws";

/**
 * A session with a running server's inspector (`node --inspect=127.0.0.1:port`): DevTools
 * protocol commands sent and their results awaited, for CPU profiles and memory readings.
 */
export interface InspectorSession {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
  close(): void;
}

export async function inspectorSession(port: number): Promise<InspectorSession> {
  const list = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const ws = new WebSocket(list[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  let id = 0;
  const pending = new Map<number, (v: unknown) => void>();
  ws.on("message", (raw: unknown) => {
    const msg = JSON.parse(String(raw)) as { id?: number; result?: unknown };
    if (msg.id !== undefined) pending.get(msg.id)?.(msg.result);
  });
  return {
    send: (method, params = {}) =>
      new Promise<unknown>((resolve) => {
        const n = ++id;
        pending.set(n, resolve);
        ws.send(JSON.stringify({ id: n, method, params }));
      }),
    close: () => ws.close(),
  };
}
