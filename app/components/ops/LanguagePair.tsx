import * as s from "./Ops.css";

/**
 * One text the console keeps in both languages, as two fields side by side: `<name>Cn` and
 * `<name>En`, each marked with its language (spell checking and fonts follow it), a line or a
 * box of `rows` lines.
 */
export function LanguagePair({
  name,
  labels,
  values,
  maxLength,
  rows,
}: {
  name: string;
  labels: { cn: string; en: string };
  values: Record<string, string>;
  maxLength: number;
  rows?: number;
}) {
  return (
    <div className={s.pair}>
      {(["cn", "en"] as const).map((lang) => {
        const field = `${name}${lang === "cn" ? "Cn" : "En"}`;
        const props = { name: field, lang: lang === "cn" ? "zh-CN" : "en", className: s.input, defaultValue: values[field], maxLength };
        return (
          <label key={lang} className={s.label}>
            {labels[lang]}
            {rows ? <textarea rows={rows} {...props} /> : <input {...props} />}
          </label>
        );
      })}
    </div>
  );
}
