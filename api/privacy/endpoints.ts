import { privacyContract } from "#core/contract/privacy";
import { clientIp } from "../http/context";
import { implement } from "../http/endpoint";
import { Reply } from "../http/envelope";
import { exportUserData } from "./export";
import { deleteAccount, sendDeleteCode } from "./service";

/** Download my data; delete my account. */
export const privacyEndpoints = implement(privacyContract, {
  "/rest/user/client/user/export": async (_input, ctx) => {
    const me = await ctx.requireUser();
    const body = JSON.stringify(await exportUserData(me.id, ctx.lang), null, 2);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(body, {
      status: 200,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="studynest-my-data-${day}.json"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
  "/rest/user/client/user/delete/code": async (_input, ctx) => {
    const me = await ctx.requireUser();
    return new Reply(await sendDeleteCode(me.id, clientIp(ctx), ctx.lang), "account_delete_code_sent");
  },
  "/rest/user/client/user/delete": async (input, ctx) => new Reply(await deleteAccount((await ctx.requireUser()).id, input, ctx.lang), "account_deleted"),
});
