import { useState } from "react";
import { useTranslation } from "~/lib/translate";
import { useHydrated } from "~/lib/use-hydrated";
import * as s from "./OpenInBrowser.css";

/**
 * Inside WeChat, in place of the pay button, whose provider page does not work there (app/lib/wechat.ts:
 * `payPathFor`): how to open this order in the phone's own browser and pay there. The order is
 * kept as it is (nothing is cancelled, no payment is started here), and
 * the link is the order's own page, so the student only signs in there if asked.
 *
 * Without JavaScript the link is a read-only field to select and copy; with it, a button copies
 * it (the field stays, for a browser that refuses the clipboard).
 */
export function OpenInBrowser({ orderUrl, orderNo, payBy, platform }: { orderUrl: string; orderNo: string; payBy?: string | null; platform: "ios" | "android" | "other" }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const menuEntry = t(platform === "ios" ? "phone.wechatPay.openIos" : "phone.wechatPay.openAndroid");
  async function copy() {
    try {
      await navigator.clipboard.writeText(orderUrl);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  }
  return (
    <section className={s.box} aria-labelledby="wechat-pay-title" data-testid="wechat-open-in-browser">
      <h2 className={s.title} id="wechat-pay-title">
        {t("phone.wechatPay.title")}
      </h2>
      <p className={s.lead}>{t("phone.wechatPay.why")}</p>
      <ol className={s.steps}>
        <li>{t("phone.wechatPay.stepMenu")}</li>
        <li>{t("phone.wechatPay.stepOpen", { entry: menuEntry })}</li>
        <li>{t("phone.wechatPay.stepPay")}</li>
      </ol>
      <p className={s.kept} data-testid="wechat-order-kept">
        {payBy ? t("phone.wechatPay.keptUntil", { orderNo, time: payBy }) : t("phone.wechatPay.kept", { orderNo })}
      </p>
      <label className={s.label} htmlFor="wechat-order-link">
        {t("phone.wechatPay.linkLabel")}
      </label>
      <div className={s.row}>
        <input
          id="wechat-order-link"
          className={s.link}
          type="url"
          readOnly
          value={orderUrl}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="wechat-order-link"
        />
        {hydrated ? (
          <button type="button" className={s.copy} onClick={() => void copy()} data-testid="wechat-copy-link">
            {t("phone.wechatPay.copy")}
          </button>
        ) : null}
      </div>
      <p className={s.status} role="status" data-testid="wechat-copy-status">
        {copied === "yes" ? t("phone.wechatPay.copied") : copied === "no" ? t("phone.wechatPay.copyFailed") : hydrated ? "" : t("phone.wechatPay.copyByHand")}
      </p>
    </section>
  );
}
