import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/translate";
import { CODE_RESEND_SECONDS, type Lang } from "#core/constants";
import { localHref } from "#core/lang";
import type { LoginActionData } from "./action.server";
import { SliderCaptcha } from "./SliderCaptcha";
import { useCountdown } from "./useCountdown";
import type { View } from "./views";
import * as s from "./LoginDialog.css";

/**
 * The get-code button. With JavaScript: it checks the mobile or e-mail (`target()` returns the
 * fields to send, or null after showing the field's error), pops the slider captcha, sends once
 * it is passed and counts 60 seconds down, blocking a resend; then it reads 'get code again' and
 * the captcha is asked for afresh. Without JavaScript it submits the form (`intent=sendCode`,
 * with the picture code) and the server's HTML carries the countdown (`sentAt`).
 */
export function CodeButton({
  view,
  lang,
  hydrated,
  sentAt,
  redirectTo,
  target,
  onOutcome,
}: {
  view: View;
  lang: Lang;
  hydrated: boolean;
  sentAt?: number;
  redirectTo: string;
  target: () => Record<string, string> | null;
  /** What the last send answered (shown under the field), or null while a new one starts. */
  onOutcome: (outcome: { ok: boolean; text: string } | null) => void;
}) {
  const { t } = useTranslation();
  const sender = useFetcher<LoginActionData>({ key: `send-code-${view}` });
  const { left, start } = useCountdown(CODE_RESEND_SECONDS, sentAt);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [everSent, setEverSent] = useState(Boolean(sentAt));
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (sender.state !== "idle" || !sender.data || handled.current === sender.data) return;
    handled.current = sender.data;
    if (sender.data.ok) {
      onOutcome({ ok: true, text: sender.data.message ?? "" });
      setEverSent(true);
      start();
    } else {
      const fieldError = sender.data.lastResult?.error ? Object.values(sender.data.lastResult.error).flat()[0] : null;
      onOutcome({ ok: false, text: sender.data.message || (fieldError ? t(fieldError) : t("other_error_tip")) });
    }
    // start() and onOutcome are fresh closures each render; the answer is acted on once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sender.state, sender.data, t]);

  const onClick = () => {
    onOutcome(null);
    if (target()) setCaptchaOpen(true);
  };
  const onPassed = (captchaToken: string) => {
    setCaptchaOpen(false);
    const fields = target();
    if (!fields) return;
    sender.submit({ ...fields, view, intent: "sendCode", _js: "1", redirectTo, captchaToken }, { method: "post", action: localHref("/login", lang) });
  };

  const sending = sender.state !== "idle";
  const label = left > 0 ? t("account.seconds", { n: left }) : everSent ? t("get_code_again") : t("get_code");
  return (
    <>
      {hydrated ? (
        <button type="button" className={s.codeButton} onClick={onClick} disabled={left > 0 || sending} data-testid="get-code" aria-live="polite">
          {label}
        </button>
      ) : (
        // The server's clock and the browser's may differ by a second in the count.
        <button type="submit" name="intent" value="sendCode" formNoValidate className={s.codeButton} disabled={left > 0} data-testid="get-code" suppressHydrationWarning>
          {label}
        </button>
      )}
      {captchaOpen ? <SliderCaptcha lang={lang} onPassed={onPassed} onClose={() => setCaptchaOpen(false)} /> : null}
    </>
  );
}
