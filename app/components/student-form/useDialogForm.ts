import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import type { ZodTypeAny } from "zod";
import type { DraftValues } from "~/lib/form-draft";
import type { FormActionData } from "~/lib/applications.server";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A dialog form posted through a fetcher, with the action's answer — from the fetcher, or from a
 * no-JavaScript post rendered by the server — and conform validating with the same schema as
 * the action. `defaultValue` refills a form kept across a no-JS login.
 *
 * It cannot be sent twice while a send runs: `formProps` (spread on the form instead of
 * conform's getFormProps) refuses a submit as soon as one has gone out. The disabled button
 * alone was not enough: a double click lands both clicks before React re-renders, the second
 * post replaced the first in the fetcher, and the dialog stayed open without its toast.
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
  const sending = useRef(false);
  useEffect(() => {
    if (fetcher.state === "idle") sending.current = false;
  }, [fetcher.state]);
  const conformProps = getFormProps(form);
  const formProps = {
    ...conformProps,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (sending.current) {
        event.preventDefault();
        return;
      }
      conformProps.onSubmit(event);
      // Not prevented: valid, and the fetcher sends it now.
      if (!event.defaultPrevented) sending.current = true;
    },
  };
  return { fetcher, result, busy, form, formProps, fields, hydrated };
}
