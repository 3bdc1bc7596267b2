import { staffContract } from "#core/contract/staff";
import { implement } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { listAudit, type Actor } from "./audit";
import { ROLE_PERMISSIONS } from "./permissions";
import {
  authorize,
  changePassword,
  confirmTotp,
  createStaffAccount,
  listStaff,
  opsActor,
  resolveStaff,
  setStaffDisabled,
  setStaffLang,
  signIn,
  signOut,
  startTotp,
} from "./service";

/** A call that only a person can make (not the operator token): their own account. */
async function person(staffToken: string, address: string | undefined, passwordChange = false): Promise<Actor & { kind: "staff" }> {
  return (await opsActor({ staffToken }, address, { passwordChange })) as Actor & { kind: "staff" };
}

export const staffEndpoints = implement(staffContract, {
  "/rest/ops/auth/login": (input, ctx) => signIn(input, ctx.attribution.ip),
  "/rest/ops/auth/logout": async (input) => {
    await signOut(input.staffToken);
    return null;
  },
  "/rest/ops/auth/me": async (input, ctx) => {
    const found = await resolveStaff(input.staffToken, ctx.attribution.ip);
    if (!found) await person(input.staffToken, ctx.attribution.ip); // the not-signed-in refusal
    const { actor, mustChangePassword, totpEnabled } = found!;
    return { id: actor.id, email: actor.email, name: actor.name, role: actor.role, lang: actor.lang, totpEnabled, mustChangePassword, permissions: [...ROLE_PERMISSIONS[actor.role]] };
  },
  "/rest/ops/auth/password": async (input, ctx) => {
    await changePassword(await person(input.staffToken, ctx.attribution.ip, true), input.currentPassword, input.newPassword);
    return new Reply(null, "staff_password_changed");
  },
  "/rest/ops/auth/lang": async (input, ctx) => {
    await setStaffLang(await person(input.staffToken, ctx.attribution.ip, true), input.lang);
    return new Reply(null, "staff_saved");
  },
  "/rest/ops/auth/totp/start": async (input, ctx) => startTotp(await person(input.staffToken, ctx.attribution.ip)),
  "/rest/ops/auth/totp/confirm": async (input, ctx) => {
    await confirmTotp(await person(input.staffToken, ctx.attribution.ip), input.otp);
    return new Reply(null, "staff_totp_enabled");
  },
  "/rest/ops/staff/list": async (input, ctx) => {
    const actor = await opsActor(input, ctx.attribution.ip);
    await authorize(actor, "read", "staff");
    return listStaff();
  },
  "/rest/ops/staff/create": async (input, ctx) => {
    const actor = await opsActor(input, ctx.attribution.ip);
    await authorize(actor, "create", "staff");
    const codes = input.buildingCodes ? input.buildingCodes.split(/[\s,，]+/) : [];
    return new Reply(await createStaffAccount({ email: input.email, name: input.name, role: input.role, lang: input.lang, buildingCodes: codes }, actor), "staff_created");
  },
  "/rest/ops/staff/disable": async (input, ctx) => {
    const actor = await opsActor(input, ctx.attribution.ip);
    await authorize(actor, "update", "staff");
    await setStaffDisabled(actor, input.id, input.disabled === "1");
    return new Reply(null, "staff_saved");
  },
  "/rest/ops/audit/list": async (input, ctx) => {
    const actor = await opsActor(input, ctx.attribution.ip);
    await authorize(actor, "read", "audit");
    if (input.from && input.to && input.from > input.to) throw new ApiError("field_invalid", { field: "to" });
    return listAudit({ ...input, page: input.pageNum });
  },
});
