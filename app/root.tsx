import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useParams,
  useRouteError,
} from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { useChangeLanguage } from "remix-i18next/react";
import { loadRoot } from "./root.server";
import { useRootData, type RootData } from "./lib/root-data";
import { langOf, langOfUrl, localeOf } from "#core/lang";
import { useLayout } from "./lib/layout";
import { useNonce } from "./lib/nonce";
import { PersonalData } from "./lib/personal";
import { Header } from "./components/header/Header";
import { Footer } from "./components/footer/Footer";
import { ErrorPage } from "./components/error-page/ErrorPage";
import { Toast } from "./components/toast/Toast";
import { LoginDialogHost } from "./components/login-dialog/LoginDialogHost";
import { StudentDialogs } from "./components/student-dialog/StudentDialogs";
import { MergeVisitorViews } from "./components/history/VisitorViews";
import { ShareTags } from "./components/share/ShareTags";
import { WeChatShare } from "./components/wechat/WeChatShare";
import * as layout from "./styles/layout.css";
import "./styles/global.css";

export const loader = (args: LoaderFunctionArgs) => loadRoot(args);

/**
 * A successful login through the dialog reloads the page itself: revalidating the root first
 * would read (and clear) the notice meant for the reloaded page, which then showed none, or
 * one page late. A successful password retrieval moves to the password view by a navigation
 * of its own: a revalidation of the old URL (the retrieval view) finishing after that
 * navigation would put the retrieval view back under the new URL.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, actionResult, defaultShouldRevalidate }) => {
  const result = actionResult as { ok?: boolean; redirectTo?: string; next?: string } | undefined;
  if (formAction && /\/login$/.test(new URL(formAction, "http://x").pathname) && result?.ok && (result.redirectTo || result.next)) return false;
  return defaultShouldRevalidate;
};

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** The default site title: routes whose handle has `keepsTitle` (app/lib/layout.ts) export their own title. */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  // The root loader answers RootData (app/lib/root-data.ts); Remix types `data` as the loader's
  // serialised form, and the typed helper that reads it (useRootData) is a hook, not for meta.
  const d = data as unknown as RootData | undefined;
  return [
    { title: d?.meta.title ?? "StudyNest" },
    { name: "description", content: d?.meta.description ?? "" },
    { property: "og:title", content: d?.meta.title ?? "StudyNest" },
    { property: "og:description", content: d?.meta.description ?? "" },
    { property: "og:type", content: "website" },
  ];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const location = useLocation();
  const lang = langOfUrl(location.pathname);
  const data = useRootData();
  const { i18n } = useTranslation();
  useChangeLanguage(localeOf(lang));
  return (
    <html lang={localeOf(lang)} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        {/* minimum-scale=1: on a phone the 1060px page scrolls sideways inside a
            screen-wide layout viewport, instead of the browser widening the layout viewport to
            1060px and panning only the visual viewport over it, where fixed dialogs sat off-screen
            and a tap's hit point (layout coordinates) missed the header's right-hand controls.
            Zooming in stays allowed. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1" />
        <Meta />
        <ShareTags />
        {data?.seo.alternates.map((a) => <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />)}
        {data?.seo.canonical ? <link rel="canonical" href={data.seo.canonical} /> : null}
        <Links />
      </head>
      <body data-lang={lang} data-i18n={i18n.language}>
        {children}
        <PersonalData />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Chrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { header, footer } = useLayout();
  return (
    <>
      <a className={layout.skipLink} href="#main">
        {t("nav.skipToContent")}
      </a>
      {header ? <Header /> : null}
      <main id="main" className={layout.main}>
        {children}
      </main>
      {footer ? <Footer /> : null}
      <Toast />
      <LoginDialogHost />
      <StudentDialogs />
      <MergeVisitorViews />
      <WeChatShare />
    </>
  );
}

export default function App() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" && status < 500 ? error.data : undefined;
  const lang = langOf(params.lang);
  // A stack helps while developing; a production build never contains this branch.
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return (
    <Chrome>
      <ErrorPage status={status} message={message} lang={lang} detail={detail} />
    </Chrome>
  );
}
