import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import type { ApiData } from "#core/contract";
import { localHref } from "#core/lang";
import { ROOMMATE_CODE_RE, ROOMMATE_INTEREST_DECISIONS } from "#core/schemas/roommate";
import { Budget, ContactDetails, dateLabel, monthLabel, postHref, postTitle, RoommateStatus } from "~/components/roommates/Post";
import * as r from "~/components/roommates/Roommates.css";
import { ContactWarning } from "~/components/trust/PayWarnings";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { callApi, loadOrThrow, redirectIfExpired } from "~/lib/api.server";
import { readForm } from "~/lib/form.server";
import { useLang } from "~/lib/root-data";
import { postableMonths } from "~/lib/roommates.server";
import { failureText, requireLang, redirectWithToast, requireStudent } from "~/lib/applications.server";

/**
 * My publish: the student's roommate posts, newest first, with their status (live, closed,
 * expired, hidden with staff's reason), edit, close and reopen (a new month once expired), and
 * the interests each received with accept and decline. Every button is a plain form post.
 */
type MyPost = ApiData<"/rest/roommate/client/post/mine">["list"][number];

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  await requireStudent(request);
  const mine = await loadOrThrow("/rest/roommate/client/post/mine", {}, { request });
  return { posts: mine.list, months: postableMonths() };
}

const code = (v: FormDataEntryValue | null) => (typeof v === "string" && ROOMMATE_CODE_RE.test(v) ? v : "");

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const form = await readForm(request, { lang });
  const here = localHref("/user/publish", lang);
  const intent = form.get("intent");
  const postCode = code(form.get("postCode"));
  let result;
  if (intent === "close") result = await redirectIfExpired(request, await callApi("/rest/roommate/client/post/close", { postCode }, { request }));
  else if (intent === "reopen") {
    const month = form.get("month");
    result = await redirectIfExpired(request, await callApi("/rest/roommate/client/post/reopen", { postCode, month: typeof month === "string" && month ? month : undefined }, { request }));
  } else if (intent === "answer") {
    const decision = form.get("decision");
    const valid = ROOMMATE_INTEREST_DECISIONS.find((d) => d === decision);
    // The page offers only the decisions; anything else was not sent from it.
    if (!valid) return redirectWithToast(here, { type: "error", key: "submit_fail" });
    result = await redirectIfExpired(request, await callApi("/rest/roommate/client/interest/answer", { interestCode: code(form.get("interestCode")), decision: valid }, { request }));
  } else {
    return redirect(here);
  }
  const anchor = postCode ? `#post-${postCode}` : "";
  if (!result.ok) return redirectWithToast(`${here}${anchor}`, { type: "error", text: failureText(result, lang) });
  return redirectWithToast(`${here}${anchor}`, { type: "success", text: result.msg });
}

export default function MyPublishPage() {
  const { posts, months } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className={s.card} aria-labelledby="publish-title">
      <div className={s.headRow}>
        <h1 className={s.title} id="publish-title">
          {t("roommates.publish.title")}
        </h1>
        <Link className={f.button.primary} to={localHref("/user/publish/new", lang)} data-testid="publish-new">
          {t("roommates.publish.new")}
        </Link>
      </div>
      {posts.length === 0 ? (
        <div className={s.empty} data-testid="publish-empty">
          <p>{t("roommates.publish.empty")}</p>
          <Link className={f.button.secondary} to={localHref("/roommates", lang)}>
            {t("roommates.publish.browse")}
          </Link>
        </div>
      ) : (
        <ul className={r.list} aria-label={t("roommates.publish.postsLabel")}>
          {posts.map((p) => (
            <MyPostItem key={p.code} post={p} months={months} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MyPostItem({ post, months }: { post: MyPost; months: string[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <li className={r.item} id={`post-${post.code}`} data-testid="my-post" data-code={post.code} data-status={post.status}>
      <div className={r.itemHead}>
        <h2 className={r.itemTitle}>
          {post.status === "live" ? (
            <Link className={s.link} to={postHref(post.code, lang)}>
              {postTitle(post, lang, t)}
            </Link>
          ) : (
            postTitle(post, lang, t)
          )}
        </h2>
        <RoommateStatus status={post.status} />
      </div>
      <p className={r.meta}>
        <Budget post={post} /> · {t(`roommates.roomTypes.${post.roomType}`)}
      </p>
      <p className={r.excerpt}>{post.content}</p>
      {post.status === "hidden" ? (
        <p className={r.hiddenNotice} role="note" data-testid="post-hidden-reason">
          {t("roommates.publish.hidden", { reason: post.hiddenReason ?? "" })}
        </p>
      ) : null}
      {post.status === "expired" ? <p className={r.notice}>{t("roommates.publish.expired")}</p> : null}
      {post.status === "closed" ? <p className={r.notice}>{t("roommates.publish.closed")}</p> : null}
      {post.status !== "hidden" ? (
        <div className={f.actions}>
          <Link className={f.button.secondary} to={localHref(`/user/publish/${post.code}`, lang)} data-testid="post-edit">
            {t("roommates.publish.edit")}
          </Link>
          {post.status === "live" ? (
            <Form method="post" className={r.inline}>
              <input type="hidden" name="postCode" value={post.code} />
              <button type="submit" name="intent" value="close" className={f.button.secondary} disabled={busy} data-testid="post-close">
                {t("roommates.publish.close")}
              </button>
            </Form>
          ) : (
            <Form method="post" className={r.inline}>
              <input type="hidden" name="postCode" value={post.code} />
              {post.status === "expired" ? (
                <label className={r.filter}>
                  <span className={f.label}>{t("roommates.publish.reopenMonth")}</span>
                  <select className={f.input} name="month" required data-testid="reopen-month">
                    {months.map((m) => (
                      <option key={m} value={m}>
                        {monthLabel(m, lang)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <button type="submit" name="intent" value="reopen" className={f.button.primary} disabled={busy} data-testid="post-reopen">
                {t("roommates.publish.reopen")}
              </button>
            </Form>
          )}
        </div>
      ) : null}
      <h3 className={s.subTitle}>{t("roommates.publish.interests", { count: post.interests.length })}</h3>
      {post.interests.length === 0 ? (
        <p className={r.meta}>{t("roommates.publish.noInterests")}</p>
      ) : (
        <ul className={r.interests}>
          {post.interests.map((i) => (
            <li key={i.code} className={r.interest} data-testid="received-interest" data-code={i.code} data-status={i.status}>
              <div className={r.itemHead}>
                <span className={r.meta}>{t("roommates.publish.from", { name: i.fromName, date: dateLabel(i.createdAt, lang) })}</span>
                <RoommateStatus status={i.status} />
              </div>
              <p className={r.text} data-testid="interest-message">
                {i.message}
              </p>
              <ContactWarning flag={i.contactFlag} />
              {i.contact ? <ContactDetails contact={i.contact} label={t("roommates.publish.theirContact")} testId="sender-contact" /> : null}
              {i.status === "pending" && post.status !== "hidden" ? (
                <Form method="post" className={r.inline}>
                  <input type="hidden" name="intent" value="answer" />
                  <input type="hidden" name="postCode" value={post.code} />
                  <input type="hidden" name="interestCode" value={i.code} />
                  <button type="submit" name="decision" value="accept" className={f.button.primary} disabled={busy} data-testid="interest-accept">
                    {t("roommates.publish.accept")}
                  </button>
                  <button type="submit" name="decision" value="decline" className={f.button.secondary} disabled={busy} data-testid="interest-decline">
                    {t("roommates.publish.decline")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
