import { renderToString } from "react-dom/server";
import { createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router-dom/server";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "./i18n.server";
import { Fragment, type ComponentType } from "react";
import { langOfUrl, localeOf } from "#core/lang";
import type { Lang } from "#core/constants";
import { readUser } from "./cookies.server";
import { recordStudentView } from "./history.server";
import { rootUserOf, savedCodesOf, type RootUser } from "./root-user.server";
import { serviceUnread } from "./service.server";
import { PERSONAL_GLOBAL, type PersonalPartName, type PersonalSlotCall } from "./personal";
import { CoopTab, HeaderAccount } from "../components/header/Header";
import { FeedbackLink } from "../components/footer/Footer";
import { HomeAccount } from "../components/home/HomeAccount";
import { FavouriteToggle } from "../components/favourite/FavouriteButton";
import { MyReview } from "../components/reviews/MyReview";
import { loadReviewAccess, type ReviewAccess } from "./reviews.server";

/**
 * A signed-in student's catalogue page made from the visitors' kept document
 * (docs/decisions/033-signed-in-pages.md): the document is the same for everyone but for the
 * parts app/lib/personal.tsx marks; each is rendered again for the student here (a few dozen
 * elements, not the page's 1,100–1,800), and the student's root data goes to the browser in
 * PersonalData's script, so React hydrates the student's page without a mismatch and without a
 * request of its own. Nothing of one student is kept for another: the parts are rendered per
 * request from the student's own session, badge, saved list and, on the apartment page, their
 * own review state (each kept per person by the API, ADR 033's table).
 *
 * Only the pages below, whose every personal part is marked, are made this way; not any page
 * with a cookie other than the session and the harmless ones (a draft, a toast, a pending heart,
 * a login flash: the full render handles each), nor a student without a mobile (the forced
 * binding dialog).
 */
export const SHELL_ROUTES: ReadonlySet<string> = new Set([
  "routes/$lang._index",
  "routes/$lang.$country_.apartments.$",
  "routes/$lang.$country_.$city_.apartments.$",
  "routes/$lang.$country_.$city_.$school_.apartments.$",
  "routes/$lang.apartment.($buildingCode)",
  "routes/$lang.apartment_.$buildingCode.room.($roomCode)",
]);

const APARTMENT_ROUTE = "routes/$lang.apartment.($buildingCode)";
const ROOM_ROUTE = "routes/$lang.apartment_.$buildingCode.room.($roomCode)";

// The parts' props are what PersonalSlot recorded from the same component's call in the
// visitor's render; each part takes its own props type, so the map holds them loosely.
const PARTS: Record<Exclude<PersonalPartName, "data">, ComponentType<Record<string, unknown>>> = {
  account: HeaderAccount,
  coop: CoopTab,
  homeAccount: HomeAccount,
  feedback: FeedbackLink,
  favourite: FavouriteToggle as ComponentType<Record<string, unknown>>,
  review: MyReview as ComponentType<Record<string, unknown>>,
};


/** The student behind a request, as a signed-in page made from the visitors' document needs them; undefined: render in full. */
export interface Student {
  user: RootUser;
  request: Request;
}

/**
 * The request's student, or undefined when this request must be rendered in full: no live
 * session, no mobile yet (the binding dialog is forced open), or a refused token (the full
 * render's badge call turns it into the reload that forgets the session, ADR 033).
 */
export async function studentOf(url: string, cookie: string): Promise<Student | undefined> {
  const request = new Request(url, { headers: { cookie } });
  const user = await readUser(request);
  if (!user?.mobile) return undefined;
  try {
    const [unread, saved] = await Promise.all([serviceUnread(request), savedCodesOf(request)]);
    return { user: rootUserOf(user, unread, saved), request };
  } catch {
    return undefined; // a redirect (the session ended): the full render answers it
  }
}

/** The apartment's code in an apartment page's path (lower case, as the loaders read it). */
const apartmentCodeOf = (pathname: string) => {
  const m = /^\/(?:cn|en)\/apartment\/([^/]+)$/.exec(pathname);
  return m ? decodeURIComponent(m[1]).toLowerCase() : undefined;
};

/**
 * What the student's parts of a page need beyond the root data: on the apartment page, their own
 * review state (kept per student by the API). Undefined when the API cannot answer it: the page
 * is then rendered in full.
 */
export async function studentPageData(student: Student, routeId: string | undefined, pathname: string): Promise<StudentPageData | undefined> {
  if (routeId !== APARTMENT_ROUTE) return {};
  const code = apartmentCodeOf(pathname);
  const review = code ? await loadReviewAccess(student.request, code) : null;
  return review ? { review: { routeId, ...review } } : undefined;
}

/** A page's student data (studentPageData), also handed to the browser for hydration. */
export interface StudentPageData {
  /** The apartment page's review part: the route whose loader data's `reviews` it goes over. */
  review?: ReviewAccess & { routeId: string };
}

/** What a signed-in page of `routeId` does besides its HTML: the view recorded in My history, as the apartment and room pages' loaders do. */
export function recordVisit(student: Student, routeId: string | undefined, pathname: string): void {
  if (routeId === APARTMENT_ROUTE) {
    const code = apartmentCodeOf(pathname);
    if (code) recordStudentView(student.request, code);
    return;
  }
  if (routeId !== ROOM_ROUTE) return;
  const m = /^\/(?:cn|en)\/apartment\/([^/]+)\/room\/([^/]+)$/.exec(pathname);
  if (m) recordStudentView(student.request, decodeURIComponent(m[1]).toLowerCase(), decodeURIComponent(m[2]).toLowerCase());
}

/** Inline-script-safe JSON (no `</script>`, no line separators JavaScript would end a line at). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The root data the browser hydrates with, over the visitor's, and the page's student data (entry.client.tsx). */
export interface PersonalHydration extends StudentPageData {
  user: RootUser;
}

/**
 * Each marked part of the document rendered for the student, in the order of `calls`: all in one
 * render (one router, one pass of React for the page's dozens of hearts), cut apart at a mark
 * between them; each part starts and ends with an element, so React puts nothing of its own
 * (text separators) at the cuts.
 */
export function renderPersonalParts(calls: readonly PersonalSlotCall[], url: URL, student: Student, page: StudentPageData = {}): string[] {
  const lang: Lang = langOfUrl(url.pathname);
  const location = { pathname: url.pathname, search: "", hash: "", state: null, key: "default" };
  const cutMark = `\u0001${Math.random().toString(36).slice(2)}\u0001`;
  const element = (
    <>
      {calls.map((call, i) => {
        if (call.part === "data") return <Fragment key={i}>{cutMark}</Fragment>;
        const Part = PARTS[call.part];
        // The review part: the visitor's props with the student's own review state over them.
        const props = call.part === "review" && page.review ? { ...call.props, mine: page.review.mine, eligibility: page.review.eligibility } : call.props;
        return (
          <Fragment key={i}>
            <Part {...props} />
            {cutMark}
          </Fragment>
        );
      })}
    </>
  );
  const route = { id: "personal-part", path: "*", element };
  const context: StaticHandlerContext = {
    basename: "/",
    location,
    matches: [{ params: { "*": url.pathname.slice(1) }, pathname: url.pathname, pathnameBase: "/", route }],
    loaderData: { root: { lang, user: student.user } },
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    activeDeferreds: null,
  };
  const router = createStaticRouter([route], context);
  const html = renderToString(
    <I18nextProvider i18n={i18nFor(localeOf(lang))}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
  const pieces = html.split(cutMark);
  return calls.map((call, i) => (call.part === "data" ? `window.${PERSONAL_GLOBAL}=${scriptJson({ user: student.user, ...page } satisfies PersonalHydration)};` : pieces[i].replace(/^<!-- -->|<!-- -->$/g, "")));
}
