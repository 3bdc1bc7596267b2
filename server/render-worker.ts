import { parentPort, workerData } from "node:worker_threads";
import type { ServerBuild } from "@remix-run/node";
import { serverHooksOf } from "#core/server-entry";

/**
 * A render worker (server/render-workers.ts): loads the build the server runs and renders the
 * documents it is sent, one after another, with the app's own render (serverHooks.renderJob).
 */
const port = parentPort!;
const build = (await import((workerData as { build: string }).build)) as ServerBuild;
const hooks = serverHooksOf(build.entry.module);

port.on("message", ({ id, job }: { id: number; job: object }) => {
  const fail = (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  hooks.renderJob(build, job).then((value) => {
    try {
      port.postMessage({ id, value });
    } catch (error) {
      fail(error); // a personal part's props that do not cross threads: rendered on the request's thread
    }
  }, fail);
});
port.postMessage({ ready: true });
