import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/translate";
import { useRootData } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";
import { initialPrefix, prefixChoices, type PrefixOption } from "./prefixes";
import { PrefixChooser } from "./PrefixChooser";
import * as s from "./MobilePrefixField.css";

export type { PrefixOption } from "./prefixes";

/**
 * The mobile-prefix field of every form (login dialog, cooperation, requests, room
 * application): options read 'Name (+prefix)'; it starts at the form's value, else the user's
 * own prefix, else China (317, +86).
 *
 * The field itself is a native <select>: that is what a page without JavaScript (or before
 * hydration) shows and posts. Hydrated, the select is hidden and a chooser stands in for it
 * (PrefixChooser: a button and a list that scrolls beyond 190px, usable by keyboard), writing
 * into the same select, so the form, conform's updates and a no-JS post all read one element.
 */
export function MobilePrefixField({
  name,
  id,
  prefixes,
  defaultValue,
  controlClassName,
}: {
  name: string;
  id?: string;
  prefixes: readonly PrefixOption[];
  /** The form's value: a reply after a failed post, a kept draft, a prefilled account. */
  defaultValue?: number | string | null;
  /** The look of the form's other inputs (height, border, font). */
  controlClassName: string;
}) {
  const { t } = useTranslation();
  const own = useRootData()?.user?.mobilePrefixId;
  const list = prefixChoices(prefixes, t("mobilePrefix.china"));
  const [value, setValue] = useState(() => initialPrefix(list, defaultValue, own));
  const hydrated = useHydrated();
  const select = useRef<HTMLSelectElement>(null);
  const label = t("mobilePrefix.label");
  const optionLabel = (p: PrefixOption) => t("mobilePrefix.option", { name: p.name, prefix: p.mobilePrefix });

  // A choice made in the plain select before hydration stands.
  useEffect(() => {
    const chosen = Number(select.current?.value);
    if (Number.isInteger(chosen) && chosen > 0) setValue(chosen);
  }, []);

  return (
    <div className={s.root} data-testid="prefix-field">
      <select
        ref={select}
        name={name}
        id={id}
        className={`${controlClassName} ${s.select}`}
        value={value}
        onChange={(e) => setValue(Number(e.target.value))}
        hidden={hydrated}
        aria-label={label}
        data-no-autofocus=""
        data-testid="prefix-select"
      >
        {list.map((p) => (
          <option key={p.id} value={p.id}>
            {optionLabel(p)}
          </option>
        ))}
      </select>
      {hydrated ? <PrefixChooser options={list} value={value} onChange={setValue} label={label} optionLabel={optionLabel} controlClassName={controlClassName} /> : null}
    </div>
  );
}
