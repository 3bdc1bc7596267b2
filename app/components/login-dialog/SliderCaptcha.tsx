import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/translate";
import type { Lang } from "#core/constants";
import type { ApiData } from "#core/contract";
import { Dialog, DialogClose } from "../dialog/Dialog";
import * as s from "./LoginDialog.css";

/** The slider challenge as /{lang}/login/captcha?kind=slide passes it on from common/captcha/new. */
type Challenge = Extract<ApiData<"/rest/common/captcha/new">, { kind: "slide" }>;

/**
 * The slider puzzle (self-hosted), a dialog over the login dialog. Drag (or use the arrow keys,
 * then Enter) to fit the piece into the notch; the x offset is checked by the API and a right
 * answer yields a single-use captcha token. Escape, × and the backdrop close it unpassed.
 */
export function SliderCaptcha({ lang, onPassed, onClose }: { lang: Lang; onPassed: (token: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [value, setValue] = useState(0);
  const [status, setStatus] = useState<"loading" | "ready" | "checking" | "failed" | "passed">("loading");
  const [message, setMessage] = useState("");
  const sliderRef = useRef<HTMLInputElement>(null);
  const keyboard = useRef(false);
  const valueRef = useRef(0);

  const load = useCallback(async () => {
    setStatus("loading");
    setValue(0);
    valueRef.current = 0;
    try {
      const res = await fetch(`/${lang}/login/captcha?kind=slide`, { headers: { accept: "application/json" } });
      const body = (await res.json()) as { ok: boolean; challenge?: Challenge; message?: string };
      if (!body.ok || !body.challenge) throw new Error(body.message || "");
      setChallenge(body.challenge);
      setStatus("ready");
      setMessage("");
      requestAnimationFrame(() => sliderRef.current?.focus());
    } catch (e) {
      setStatus("failed");
      setMessage((e as Error).message || t("network_error_tip"));
    }
  }, [lang, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const commit = useCallback(async () => {
    if (!challenge || status === "checking" || status === "passed") return;
    setStatus("checking");
    const body = new FormData();
    body.set("captchaId", challenge.captchaId);
    body.set("answer", String(Math.round(valueRef.current)));
    try {
      const res = await fetch(`/${lang}/login/captcha`, { method: "POST", body });
      const answer = (await res.json()) as { ok: boolean; captchaToken?: string; message?: string };
      if (answer.ok && answer.captchaToken) {
        setStatus("passed");
        setMessage(t("account.captcha.passed"));
        onPassed(answer.captchaToken);
        return;
      }
      setMessage(answer.message || t("account.captcha.failed"));
    } catch {
      setMessage(t("network_error_tip"));
    }
    setStatus("failed");
    setTimeout(() => void load(), 700);
  }, [challenge, lang, load, onPassed, status, t]);

  // The native change event: on release for a pointer, on each step for keys (those wait for Enter).
  useEffect(() => {
    const el = sliderRef.current;
    if (!el) return;
    const onChange = () => {
      if (!keyboard.current) void commit();
    };
    el.addEventListener("change", onChange);
    return () => el.removeEventListener("change", onChange);
  }, [commit, challenge]);

  const max = challenge ? challenge.width - challenge.pieceSize : 250;
  return (
    <Dialog onClose={onClose} className={s.captcha} aria-labelledby="captcha-title" data-testid="captcha" data-captcha-id={challenge?.captchaId ?? ""}>
      <div className={s.captchaHead}>
        <h3 id="captcha-title" className={s.captchaTitle}>
          {t("account.captcha.title")}
        </h3>
        <DialogClose className={s.captchaClose} label={t("account.close")} />
      </div>
      <div className={s.stage} style={{ width: challenge?.width ?? 300, height: challenge?.height ?? 160 }}>
        {challenge ? (
          <>
            <img src={challenge.image} alt="" width={challenge.width} height={challenge.height} draggable={false} />
            <img
              src={challenge.piece}
              alt=""
              className={s.piece}
              style={{ top: challenge.pieceY, transform: `translateX(${value}px)` }}
              width={challenge.pieceSize}
              height={challenge.pieceSize}
              draggable={false}
            />
          </>
        ) : null}
      </div>
      <input
        ref={sliderRef}
        type="range"
        className={s.slider}
        min={0}
        max={max}
        step={1}
        value={value}
        disabled={!challenge || status === "checking" || status === "passed" || status === "loading"}
        aria-label={t("account.captcha.slider")}
        data-testid="captcha-slider"
        onPointerDown={() => (keyboard.current = false)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            void commit();
          } else if (e.key.startsWith("Arrow") || e.key === "Home" || e.key === "End" || e.key.startsWith("Page")) {
            keyboard.current = true;
          }
        }}
        onInput={(e) => {
          const v = Number((e.target as HTMLInputElement).value);
          valueRef.current = v;
          setValue(v);
        }}
        onChange={(e) => {
          const v = Number(e.target.value);
          valueRef.current = v;
          setValue(v);
        }}
      />
      <p className={status === "failed" ? s.captchaFail : s.captchaStatus} aria-live="polite">
        {status === "loading" ? t("account.captcha.loading") : message || t("account.captcha.hint")}
      </p>
      <button type="button" className={s.link} onClick={() => void load()}>
        {t("account.captcha.refresh")}
      </button>
    </Dialog>
  );
}
