import { useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import { useLang, useRootData } from "~/lib/root-data";
import { PersonalSlot } from "~/lib/personal";
import * as s from "./FavouriteButton.css";

/**
 * Favourite toggle: a POST form to /{lang}/favorite that works without JavaScript.
 * Hydrated, it submits in the background and shows the new state at once; a visitor is sent to
 * the login dialog and the favourite is saved after login.
 */
type FavouriteProps = { code: string; name: string; isFavourite: boolean; variant?: "icon" | "pill" };

export function FavouriteButton(props: FavouriteProps) {
  return (
    <PersonalSlot part="favourite" props={props}>
      <FavouriteToggle {...props} />
    </PersonalSlot>
  );
}

/**
 * The heart itself (a personal part: app/lib/personal.tsx). For a signed-in student the saved
 * apartments of the root data decide it, so a page made from a visitor's document (whose loader
 * data says "not saved") shows and hydrates the student's hearts; `isFavourite` is the page's
 * own answer, for a visitor (always false) and a root without the list.
 */
export function FavouriteToggle({ code, name, isFavourite, variant = "icon" }: FavouriteProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const saved = useRootData()?.user?.saved;
  const initial = saved ? saved.includes(code) : isFavourite;
  const location = useLocation();
  const fetcher = useFetcher<{ isFavourite?: boolean }>();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get("value");
  const on = pending != null ? pending === "1" : (fetcher.data?.isFavourite ?? initial);
  const label = t(on ? "discovery.fav.removeLabel" : "discovery.fav.addLabel", { name });
  return (
    <fetcher.Form method="post" action={localHref("/favorite", lang)} className={variant === "pill" ? s.pillForm : s.form}>
      <input type="hidden" name="buildingCode" value={code} />
      <input type="hidden" name="value" value={on ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        className={variant === "pill" ? (on ? s.pillOn : s.pill) : on ? s.iconOn : s.icon}
        aria-pressed={on}
        aria-label={label}
        title={label}
        data-testid="favourite-toggle"
      >
        <span aria-hidden="true" className={on ? s.heartOn : s.heart} />
        {variant === "pill" ? <span>{t(on ? "discovery.fav.saved" : "discovery.fav.add")}</span> : null}
      </button>
    </fetcher.Form>
  );
}
