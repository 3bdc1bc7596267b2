import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n";
import { preloadDeferredOnPage } from "./lib/deferred";

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
