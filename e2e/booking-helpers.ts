import { expect, type APIRequestContext } from "@playwright/test";
import type { UserInfo } from "#core/user";
import { apiLoginBySms, signedCall, U } from "./accounts-api";
import { newMobile } from "./accounts-helpers";
import { E2E_OPERATOR_TOKEN, E2E_OUTBOX_KEY } from "./e2e-env";
import { signedPost } from "./student-helpers";
import { APPLICANT } from "../tests/helpers/applicant";

/** Booking helpers for the e2e specs: a bookable room, its stock, and an order paid by script through the development checkout. */

/** A room with stock left in an apartment that does not require a guarantor. */
export async function bookableRoom(request: APIRequestContext) {
  const home = await signedPost(request, "/rest/building/client/house/index");
  for (const b of home.data.recommendedHouses as { code: string }[]) {
    const info = await signedPost(request, "/rest/building/client/house/info", { buildingCode: b.code });
    if (info.data?.guarantorRequired) continue;
    const rooms = ((info.data?.roomGroups ?? []) as { rooms: { code: string; stock: number; leaseTerms: number[] }[] }[]).flatMap((g) => g.rooms);
    const room = rooms.find((r) => r.stock > 1 && r.leaseTerms.length > 0);
    if (room) return { buildingCode: b.code, roomCode: room.code };
  }
  throw new Error("no bookable room");
}

/** The room's units left, as the apartment page's data says. */
export async function stockOf(request: APIRequestContext, buildingCode: string, roomCode: string): Promise<number> {
  const info = await signedPost(request, "/rest/building/client/house/info", { buildingCode });
  const rooms = (info.data.roomGroups as { rooms: { code: string; stock: number }[] }[]).flatMap((g) => g.rooms);
  return rooms.find((r) => r.code === roomCode)!.stock;
}

/** A new student with an approved order for `room`, its upfront part paid by script (POST /dev/pay/{paymentNo} outcome=succeed). */
export async function paidOrder(request: APIRequestContext, room: { roomCode: string }): Promise<{ user: UserInfo; orderNo: string }> {
  const user = await apiLoginBySms(request, newMobile());
  const form = await signedCall(request, `${U}/apply/form`, { roomCode: room.roomCode }, { token: user.token });
  const tenancy = (form.data.tenancies as { code: string; available: boolean }[]).find((t) => t.available)!;
  const applied = await signedCall(
    request,
    `${U}/intent/apply`,
    { roomCode: room.roomCode, tenancyCode: tenancy.code, mobilePrefixId: 317, mobile: "13912340000", paymentPlan: "term", agree: "on", ...APPLICANT },
    { token: user.token },
  );
  expect(applied.code, applied.msg).toBe(0);
  const approved = await signedCall(request, "/rest/ops/intent/status", { operatorToken: E2E_OPERATOR_TOKEN, applyCode: applied.data.applyCode, status: "approved" });
  expect(approved.code, approved.msg).toBe(0);
  const orderNo = approved.data.orderNo as string;
  const pay = await signedCall(request, `${U}/order/pay`, { orderNo }, { token: user.token });
  expect(pay.code, pay.msg).toBe(0);
  const res = await request.post(`/dev/pay/${pay.data.paymentNo}`, { form: { outcome: "succeed" }, headers: { "x-outbox-key": E2E_OUTBOX_KEY, accept: "application/json" } });
  expect(await res.json()).toMatchObject({ paymentNo: pay.data.paymentNo, status: "succeeded" });
  return { user, orderNo };
}
