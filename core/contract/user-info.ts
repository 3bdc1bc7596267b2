import { z } from "./zod";

/**
 * The logged-in user as the API answers it (login, bind, register, password change, user/info,
 * user/update): the web keeps it in the user cookie (core/user.ts UserInfo is this shape).
 */
export const userInfo = z
  .object({
    avatar: z.string().openapi({ description: "Path of an uploaded image or an https URL; empty when none" }),
    email: z.string().openapi({ description: "Empty when none is bound" }),
    mobile: z.string().openapi({ description: "Empty when none is bound (accounts made by third-party sign-in)" }),
    mobilePrefix: z.string().openapi({ description: "The calling code of `mobilePrefixId` without `+` (86); empty when no mobile" }),
    mobilePrefixId: z.number().int().nullable(),
    pwdAction: z.union([z.literal(0), z.literal(1)]).openapi({ description: "1 when the account has a password, 0 when it has none yet (SMS or third-party only)" }),
    realName: z.string(),
    token: z.string().openapi({ description: "The session token every later call sends as `token`" }),
    userCode: z.string().openapi({ description: "Public identifier of the account" }),
    userName: z.string().openapi({ description: "Nickname" }),
  })
  .openapi("UserInfo");

/** The user info with the profile fields of the student area (user/info, user/update). */
export const userProfile = userInfo
  .extend({
    gender: z.number().int().openapi({ description: "0 unknown, 1 male, 2 female" }),
    birthday: z.string().openapi({ description: "YYYY-MM-DD; empty when not given" }),
    intro: z.string(),
    emailVerified: z.boolean().openapi({ description: "Whether `email` was confirmed through its activation link (or a code sent to it)" }),
    thirdParty: z
      .array(z.object({ type: z.string().openapi({ description: "The provider: wechat, github" }), nickname: z.string() }))
      .openapi({ description: "Third-party accounts linked to this one" }),
  })
  .openapi("UserProfile");
