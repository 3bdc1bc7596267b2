import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n";
import { preloadDeferredOnPage } from "./lib/deferred";
import { PERSONAL_GLOBAL } from "./lib/personal";

/**
 * A signed-in student's page made from the visitors' document (docs/decisions/033-signed-in-pages.md)
 * carries the student's root data (and, on the apartment page, their own review state) in its
 * PersonalData script, and the visitor's in Remix's stream: the student's goes over it as Remix
 * stores the decoded state, before the router is made from it, so hydration renders what the
 * server sent.
 */
function takePersonalData() {
  const holder = window as unknown as Record<string, unknown>; // why: the globals the server's inline scripts set
  const personal = holder[PERSONAL_GLOBAL] as { user: unknown; review?: { routeId: string; mine: unknown; eligibility: unknown } } | undefined;
  const context = holder.__remixContext as { state?: { loaderData?: Record<string, unknown> } } | undefined;
  if (!personal || !context) return;
  delete holder[PERSONAL_GLOBAL];
  const withStudent = (state: typeof context.state) => {
    const root = state?.loaderData?.root as Record<string, unknown> | undefined;
    if (state?.loaderData && root) state.loaderData.root = { ...root, user: personal.user };
    const review = personal.review;
    const page = review && (state?.loaderData?.[review.routeId] as { reviews?: Record<string, unknown> | null } | undefined);
    if (review && page?.reviews && state?.loaderData) {
      state.loaderData[review.routeId] = { ...page, reviews: { ...page.reviews, mine: review.mine, eligibility: review.eligibility } };
    }
    return state;
  };
  let state = withStudent(context.state);
  Object.defineProperty(context, "state", {
    configurable: true,
    enumerable: true,
    get: () => state,
    set: (value: typeof state) => {
      state = withStudent(value);
    },
  });
}
takePersonalData();

/** Load only the page's language catalogue, then hydrate. */
async function hydrate() {
  const lng = document.documentElement.lang === "en" ? "en" : "zh-CN";
  const [catalogue] = await Promise.all([
    lng === "en" ? import("./locales/en") : import("./locales/cn"),
    preloadDeferredOnPage(), // dialogs the server rendered open must be there to hydrate
  ]);
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng,
    resources: { [lng]: { translation: catalogue.default } },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

// A route chunk that fails to load (a deploy replaced it) reloads the page once.
window.addEventListener("vite:preloadError", () => {
  if (!sessionStorage.getItem("chunk-reload")) {
    sessionStorage.setItem("chunk-reload", "1");
    window.location.reload();
  }
});
window.addEventListener("load", () => sessionStorage.removeItem("chunk-reload"));

void hydrate();
