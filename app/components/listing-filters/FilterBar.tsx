import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type ChangeEvent } from "react";
import { useTranslation } from "~/lib/translate";
import type { FilterOptionsVM } from "~/lib/catalogue";
import { activeFilterCount, FILTER_FIELDS as F, type ListingFilters } from "~/lib/listing-filters";
import { useHydrated } from "~/lib/use-hydrated";
import * as s from "./FilterBar.css";

/**
 * The panels open one at a time: <details name=…> is an exclusive group in
 * the browser itself, so this holds without JavaScript too. Hydrated, a click outside, Escape
 * and applying close the open one.
 */
const EXCLUSIVE = { name: "listing-filter" } as Record<string, string>;

function closePanels(root: HTMLElement | null, except?: Element | null) {
  root?.querySelectorAll("details[open]").forEach((d) => {
    if (d !== except) d.removeAttribute("open");
  });
}

/**
 * The listing's filter bar: one GET form to the plain listing path. Without JavaScript the
 * "apply" button submits it and the loader redirects to the canonical filter segment; hydrated,
 * every checkbox, radio and select submits on change. Panels are <details>, no script needed.
 */
export function FilterBar({
  action,
  filters,
  options,
  schoolListing,
  total,
  view = "list",
}: {
  action: string;
  filters: ListingFilters;
  options: FilterOptionsVM;
  schoolListing: boolean;
  /** How many apartments the current filters find (the phone sheet's button says it). */
  total: number;
  /** The list/map view: kept through every filter change (the loader's redirect keeps it). */
  view?: "list" | "map";
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const onChange = (e: ChangeEvent<HTMLFormElement>) => {
    const target = e.target as EventTarget as HTMLInputElement;
    if (target.type === "number") return; // typed prices are applied with the button or Enter
    submit(e.currentTarget, { preventScrollReset: true });
  };
  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      const inside = (e.target as Element | null)?.closest?.("details");
      if (!form.current?.contains(inside ?? null)) closePanels(form.current);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") closePanels(form.current);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  const unit = t(`discovery.units.${options.price.unit}`);
  const priceSet = filters.priceMin !== undefined || filters.priceMax !== undefined;
  const count = activeFilterCount(filters);
  // A phone shows the form as a sheet from the bottom of the screen, opened and closed by a
  // checkbox (its labels are the buttons), so it works without JavaScript; hydrated, every
  // change applies at once and the sheet's button shows the new count.
  return (
    <div className={s.filters}>
      <input type="checkbox" id="filter-sheet" className={s.sheetSwitch} aria-label={t("phone.filters")} data-testid="filter-sheet-switch" />
      <label htmlFor="filter-sheet" className={s.sheetOpen} aria-hidden="true" data-testid="filter-sheet-open">
        {count ? t("phone.filtersCount", { count }) : t("phone.filters")}
      </label>
      <label htmlFor="filter-sheet" className={s.backdrop} aria-hidden="true" />
    <Form method="get" action={action} ref={form} onChange={onChange} onSubmit={() => closePanels(form.current)} className={s.bar} aria-label={t("discovery.listing.filters")} data-testid="filter-form">
      <div className={s.sheetHead}>
        <span className={s.sheetTitle}>{t("phone.filters")}</span>
        <label htmlFor="filter-sheet" className={s.sheetClose} aria-hidden="true">
          {t("phone.close")}
        </label>
      </div>
      <input type="hidden" name="apply" value="1" />
      {view === "map" ? <input type="hidden" name="view" value="map" /> : null}
      <div className={s.panels}>
        <details className={s.details} {...EXCLUSIVE}>
          <summary className={priceSet ? s.summaryOn : s.summary}>{t("discovery.listing.priceAny")}</summary>
          <div className={s.panel}>
            <p className={s.panelTitle}>{t("discovery.listing.price", { unit })}</p>
            <div className={s.priceRow}>
              <label className={s.priceLabel}>
                <span>{t("discovery.listing.priceMin")}</span>
                <input type="number" inputMode="numeric" min={0} step={1} name={F.priceMin} defaultValue={filters.priceMin ?? ""} placeholder={String(options.price.min)} className={s.priceInput} data-testid="price-min" />
              </label>
              <span aria-hidden="true">–</span>
              <label className={s.priceLabel}>
                <span>{t("discovery.listing.priceMax")}</span>
                <input type="number" inputMode="numeric" min={0} step={1} name={F.priceMax} defaultValue={filters.priceMax ?? ""} placeholder={String(options.price.max)} className={s.priceInput} data-testid="price-max" />
              </label>
            </div>
          </div>
        </details>
        <CheckPanel title={t("discovery.listing.roomType")} name={F.roomTypes} options={options.roomTypes} selected={filters.roomTypes} testId="filter-type" />
        <CheckPanel title={t("discovery.listing.lease")} name={F.leaseTypes} options={options.leaseTypes} selected={filters.leaseTypes} testId="filter-lease" />
        {options.moveIns.length ? (
          <RadioPanel
            title={t("discovery.listing.moveIn")}
            name={F.moveIn}
            options={[{ key: "", label: t("discovery.listing.moveInAny") }, ...options.moveIns]}
            selected={filters.moveIn ?? ""}
            testId="filter-movein"
          />
        ) : null}
        {schoolListing && options.distances.length ? (
          <RadioPanel
            title={t("discovery.listing.distance")}
            name={F.distance}
            options={[{ key: "", label: t("discovery.listing.distanceAny") }, ...options.distances.map((m) => ({ key: String(m), label: t("discovery.listing.distanceWithin", { km: m / 1000 }) }))]}
            selected={filters.distance ? String(filters.distance) : ""}
            testId="filter-dist"
          />
        ) : null}
        <CheckPanel title={t("discovery.listing.facilities")} name={F.facilities} options={options.facilities} selected={filters.facilities} testId="filter-fac" wide />
      </div>
      <div className={s.right}>
        <label className={s.sortLabel}>
          <span>{t("discovery.listing.sort")}</span>
          <select name={F.sort} defaultValue={filters.sort} className={s.select} data-testid="sort-select">
            {options.sorts
              .filter((o) => schoolListing || o.key !== "distance")
              .map((o) => (
                <option key={o.key} value={o.key}>
                  {o.label}
                </option>
              ))}
          </select>
        </label>
        <button type="submit" className={s.apply} data-testid="filter-apply">
          {t("discovery.listing.apply")}
        </button>
        {count ? (
          <Link to={view === "map" ? `${action}?view=map` : action} className={s.clear} preventScrollReset>
            {t("discovery.listing.clear")} ({count})
          </Link>
        ) : null}
        {hydrated ? (
          // Hydrated, changes are applied as they are made: this closes the sheet on the results. Without JavaScript "apply" does.
          <label htmlFor="filter-sheet" className={s.sheetDone} aria-hidden="true" data-testid="filter-sheet-done">
            {t("phone.showResults", { count: total })}
          </label>
        ) : null}
      </div>
    </Form>
    </div>
  );
}

function CheckPanel({ title, name, options, selected, testId, wide }: { title: string; name: string; options: { key: string; label: string }[]; selected: string[]; testId: string; wide?: boolean }) {
  if (!options.length) return null;
  const n = selected.length;
  return (
    <details className={s.details} {...EXCLUSIVE} data-testid={testId}>
      <summary className={n ? s.summaryOn : s.summary}>
        {title}
        {n ? <span className={s.badge}>{n}</span> : null}
      </summary>
      <fieldset className={wide ? s.panelWide : s.panel}>
        <legend className={s.panelTitle}>{title}</legend>
        {options.map((o) => (
          <label key={o.key} className={s.option}>
            <input type="checkbox" name={name} value={o.key} defaultChecked={selected.includes(o.key)} />
            <span>{o.label}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}

function RadioPanel({ title, name, options, selected, testId }: { title: string; name: string; options: { key: string; label: string }[]; selected: string; testId: string }) {
  return (
    <details className={s.details} {...EXCLUSIVE} data-testid={testId}>
      <summary className={selected ? s.summaryOn : s.summary}>{title}</summary>
      <fieldset className={s.panel}>
        <legend className={s.panelTitle}>{title}</legend>
        {options.map((o) => (
          <label key={o.key || "any"} className={s.option}>
            <input type="radio" name={name} value={o.key} defaultChecked={selected === o.key} />
            <span>{o.label}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
