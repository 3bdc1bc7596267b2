import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import type { ZodTypeAny } from "zod";
import type { DraftValues } from "~/lib/form-draft";
import type { FormActionData } from "~/lib/applications.server";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A dialog form posted through a fetcher (so it cannot be sent twice while a send runs), with
 * the action's answer — from the fetcher, or from a no-JavaScript post rendered by the server —
 * and conform validating with the same schema as the action. `defaultValue` refills a form
 * kept across a no-JS login.
 */
export function useDialogForm<Schema extends ZodTypeAny>(id: string, schema: Schema, lastResult?: FormActionData | null, defaultValue?: DraftValues) {
  const fetcher = useFetcher<FormActionData>();
  const result = fetcher.data ?? lastResult ?? undefined;
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id,
    lastResult: busy ? undefined : result?.result,
    // The dialogs' fields are single values (no repeated names).
    defaultValue: defaultValue as Record<string, string> | undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // After hydration the form posts `_js=1`: the action then knows the page keeps its own draft.
  const hydrated = useHydrated();
  return { fetcher, result, busy, form, fields, hydrated };
}
