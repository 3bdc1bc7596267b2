import { THIRD_PROVIDERS } from "../constants";
import { bindEmailSchema, profileSchema } from "../schemas/student";
import { thirdEntry } from "./accounts";
import { defineContract } from "./define";
import { userProfile } from "./user-info";
import { z } from "./zod";

/**
 * The profile and account settings beyond login: user/update, binding an e-mail through an
 * activation mail (user/bindEmail → user/active/email), third-party unbinding and binding.
 */
const tag = "profile";

export const profileContract = defineContract({
  "/rest/user/client/user/update": {
    summary: "Update the profile",
    description:
      "userName (nickname: 2-20 letters, digits or Chinese characters; left out, the current nickname is kept; `avatar` sent alone changes only the avatar), realName (2-20), gender (0 unknown, 1 male, 2 female), birthday (YYYY-MM-DD, not in the future), intro (≤ 200), avatar (a path answered by /jcommon/file/upload). E-mail and mobile change through bindEmail and bindMobile. Answers the user info with the profile fields.",
    tag,
    auth: "required",
    body: profileSchema.extend({ userName: profileSchema.shape.userName.optional() }),
    response: userProfile,
  },
  "/rest/user/client/user/bindEmail": {
    summary: "Bind or change the e-mail address",
    description:
      "Sends an activation mail to `email` whose link is `activationUrl?token=…` (activationUrl: the site's /{lang}/common/email-activation page). The address is bound when the link is opened (user/active/email), within 24 hours.",
    tag,
    auth: "required",
    body: bindEmailSchema.extend({ activationUrl: z.string().trim().max(300, "activation_link_invalid") }),
    response: z.object({ email: z.string().openapi({ description: "The address the activation mail went to" }) }),
  },
  "/rest/user/client/user/active/email": {
    summary: "Activate an e-mail address from its link",
    description:
      "activeCode: the `token` query parameter of the activation link (named apart from the session `token`). An invalid or expired token answers code 1. Needs no session: the link may be opened in another browser.",
    tag,
    auth: "none",
    body: z.object({ activeCode: z.string().trim().min(1, "activation_invalid").max(1000, "activation_invalid") }),
    response: z.object({
      status: z.enum(["success", "used"]).openapi({ description: "`success`: bound now; `used`: the link was opened before and the address is bound" }),
      email: z.string(),
    }),
  },
  "/rest/user/client/user/third/unbind": {
    summary: "Unbind a third-party account",
    description: "type: the provider (wechat, github). Refused when it is the account's only way to log in.",
    tag,
    auth: "required",
    body: z.object({ type: z.string().trim().min(1, "third_not_bound").max(20, "third_not_bound") }),
    response: z.object({ type: z.string().openapi({ description: "The provider unbound" }) }),
  },
  "/rest/user/client/user/genBindThird": {
    summary: "Start binding a third-party account",
    description:
      "type: a configured provider; url: the page to come back to. Answers `{ url }`, the provider's authorization address; after it the provider returns to the site's callback, which links the identity to this account. `list` answers every configured provider instead: `{ list, providers }`.",
    tag,
    auth: "required",
    body: z.object({ type: z.enum(["list", ...THIRD_PROVIDERS]), url: z.string().trim().url().max(500) }),
    response: z.union([
      z.object({
        list: z.array(thirdEntry).openapi({ description: "Every configured provider's entry, its state naming this account (type `list`)" }),
        providers: z.array(z.enum(THIRD_PROVIDERS)).openapi({ description: "The configured providers" }),
      }),
      z.object({ url: z.string().openapi({ description: "The provider's authorization address (type a provider)" }) }),
    ]),
  },
});
