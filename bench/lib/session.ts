import { signFields, usesCommonSecret } from "#core/sign";

/**
 * A real signed-in student for the benchmark's signed-in pages: an SMS login through the API
 * (captcha answered and code read from the dev outbox, as the browser tests do), then the dev
 * session door (/dev/session, ADR 030) makes the web session a login makes. Needs the server
 * started with OUTBOX=1 and OUTBOX_KEY (this machine only). Answers the Cookie header to send.
 */
export async function signedInCookie(base: string, secrets: { sign: string; commonSign: string }, outboxKey: string): Promise<string> {
  const call = async <T>(path: string, fields: Record<string, string | number>): Promise<T> => {
    const all: Record<string, string> = { language: "cn", timestamp: String(Date.now()) };
    for (const [k, v] of Object.entries(fields)) all[k] = String(v);
    all.signToken = signFields(all, usesCommonSecret(path) ? secrets.commonSign : secrets.sign);
    const res = await fetch(base + path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(all) });
    const body = (await res.json()) as { code: number; data: T; msg: string };
    if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
    return body.data;
  };
  const codeFor = async (kind: string, to: string): Promise<string> => {
    for (let i = 0; i < 50; i++) {
      const list = (await (await fetch(`${base}/dev/outbox.json`, { headers: { "x-outbox-key": outboxKey } })).json()) as { kind: string; to: string; code: string }[];
      const found = list.find((e) => e.kind === kind && e.to === to)?.code;
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no ${kind} code for ${to} in the outbox`);
  };
  const { captchaId } = await call<{ captchaId: string | number }>("/rest/common/captcha/new", {});
  const answer = await codeFor("captcha", String(captchaId));
  const { captchaToken } = await call<{ captchaToken: string }>("/rest/common/captcha/check", { captchaId: String(captchaId), answer });
  const mobile = `137${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
  await call("/rest/common/sms/verifyCode", { mobilePrefixId: 317, mobile, senceId: 1, captchaToken });
  const verifyCode = await codeFor("sms", `+86 ${mobile}`);
  const user = await call<unknown>("/rest/user/client/login", { loginType: 1, mobilePrefixId: 317, mobile, verifyCode });
  const door = await fetch(`${base}/dev/session`, { method: "POST", headers: { "x-outbox-key": outboxKey, "content-type": "application/json" }, body: JSON.stringify({ user }) });
  if (door.status !== 200) throw new Error(`/dev/session: ${door.status} ${await door.text()}`);
  const session = door.headers.getSetCookie().find((c) => c.startsWith("user="));
  if (!session) throw new Error("/dev/session set no user cookie");
  return `${session.split(";")[0]}; lang=cn; i18n_redirected=cn`;
}
