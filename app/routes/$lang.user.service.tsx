import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { MessageForm } from "~/components/service/MessageForm";
import { ServiceHours } from "~/components/service/ServiceHours";
import { LiveLine, Thread } from "~/components/service/Thread";
import { useLiveMessages } from "~/components/service/useLiveMessages";
import * as sv from "~/components/service/Service.css";
import * as s from "~/components/student/Student.css";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { loadServicePage, serviceAction } from "~/lib/service.server";
import { PayOnlyHere } from "~/components/trust/PayWarnings";
import { requireLang, type FormActionData } from "~/lib/applications.server";

/**
 * Online service: the student's conversations with the advisers. The opening hours and the reply
 * promise on top; the conversations beside the open one, whose replies appear without a reload
 * (an event stream, or polling where that is not available); without JavaScript the page shows
 * the whole conversation and reads it again after each submit or Refresh.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireLang(params);
  return loadServicePage(request, context.cspNonce as string | undefined);
}

export const action = ({ request, params }: ActionFunctionArgs) => serviceAction(request, requireLang(params));

type Data = Awaited<ReturnType<typeof loader>>;
type Subject = NonNullable<Data["list"][number]["subject"]>;

function useSubjectLabel() {
  const { t } = useTranslation();
  return (subject: Subject | null) => (subject ? t(`service.subject.${subject.kind}`, { code: subject.code }) : t("service.subject.none"));
}

export default function ServicePage() {
  const { list, choices, thread, about, requestId, hours } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const label = useSubjectLabel();
  const conversation = thread?.conversation ?? null;
  const live = useLiveMessages(lang, conversation?.id ?? null, thread?.messages ?? [], conversation?.status ?? null);
  const here = localHref("/user/service", lang);
  // The form starts empty again once the student's message is in the conversation read by the loader.
  const ownLast = thread?.messages.filter((m) => m.author === "student").at(-1)?.id ?? 0;
  return (
    <>
      <section className={s.card} aria-labelledby="service-title" data-testid="service-page">
        <h1 className={s.title} id="service-title">
          {t("service.title")}
        </h1>
        <p className={s.muted}>{t("service.intro")}</p>
        <PayOnlyHere />
        <ServiceHours initial={hours} />
      </section>

      <div className={sv.desk}>
        <nav className={s.card} aria-labelledby="service-list-title">
          <h2 className={s.subTitle} id="service-list-title">
            {t("service.list.title")}
          </h2>
          <Link className={s.link} to={`${here}?new=1`} data-testid="service-new">
            + {t("service.list.new")}
          </Link>
          {list.length === 0 ? <p className={s.muted}>{t("service.list.empty")}</p> : null}
          <ul className={sv.convList} aria-label={t("service.list.label")} data-testid="service-list">
            {list.map((c) => (
              <li key={c.id}>
                <Link
                  className={sv.convLink}
                  to={`${here}?c=${c.id}`}
                  aria-current={conversation?.id === c.id ? "page" : undefined}
                  data-testid={`service-conversation-${c.id}`}
                >
                  <span className={sv.convTitle}>{label(c.subject)}</span>
                  <span className={sv.convMeta}>
                    <span>{c.status === "open" ? t("service.list.open") : t("service.list.closed")}</span>
                    {c.unread > 0 && conversation?.id !== c.id ? <span className={sv.unread}>{t("service.list.unread", { count: c.unread })}</span> : null}
                  </span>
                  {c.lastMessage ? <span className={sv.preview}>{c.lastMessage.preview}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className={s.card} aria-labelledby="service-thread-title" data-testid="service-conversation">
          {conversation ? (
            <>
              <h2 className={s.subTitle} id="service-thread-title">
                {label(conversation.subject)}
              </h2>
              {conversation.subject ? (
                <p className={s.muted} data-testid="service-subject">
                  {t("service.subject.about")}
                  <Link
                    className={s.link}
                    to={localHref(
                      conversation.subject.kind === "application"
                        ? `/user/application/${conversation.subject.code}`
                        : `/user/order/${conversation.subject.code}`,
                      lang
                    )}
                  >
                    {conversation.subject.name}
                  </Link>
                </p>
              ) : null}
              <Thread messages={live.messages} lang={lang} hasEarlier={thread?.hasEarlier ?? false} />
              <LiveLine mode={live.mode} refreshHref={`${location.pathname}${location.search}`} />
              {live.status === "closed" ? (
                <p className={sv.notice} role="status" data-testid="service-closed">
                  {t("service.thread.closed")}
                </p>
              ) : null}
              <MessageForm
                key={`${conversation.id}-${ownLast}`}
                action={`${here}?c=${conversation.id}`}
                conversationId={conversation.id}
                requestId={requestId}
                about={null}
                choices={null}
                lastResult={actionData}
              />
            </>
          ) : (
            <>
              <h2 className={s.subTitle} id="service-thread-title">
                {t("service.form.newTitle")}
              </h2>
              <MessageForm
                key={`new-${about ?? ""}`}
                action={`${here}?new=1`}
                conversationId={null}
                requestId={requestId}
                about={about}
                choices={choices.applications.length || choices.orders.length ? choices : null}
                lastResult={actionData}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}
