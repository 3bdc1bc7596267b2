import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { encodeViews } from "#core/viewed-history";
import { localHref } from "#core/lang";
import { useLang, useRootData } from "~/lib/root-data";
import { clearVisitorViews, readVisitorViews, rememberVisitorView } from "~/lib/visitor-views";

/**
 * On the apartment and room pages: a visitor's view is kept in the browser (a logged-in
 * student's view is recorded by the page's loader on the server). Renders nothing, so the page
 * the visitor cache serves is the same for every visitor.
 */
export function RememberVisitorView({ code }: { code: string }) {
  const loggedIn = Boolean(useRootData()?.user);
  useEffect(() => {
    if (!loggedIn) rememberVisitorView(window.localStorage, code, Date.now());
  }, [code, loggedIn]);
  return null;
}

/**
 * On every page: once a student is logged in, the views they kept as a visitor go to My
 * history (the history page's action, intent=merge) and leave the browser when taken.
 */
export function MergeVisitorViews() {
  const loggedIn = Boolean(useRootData()?.user);
  const lang = useLang();
  const fetcher = useFetcher<{ done: boolean }>();
  const sent = useRef(false);
  const { submit } = fetcher;
  useEffect(() => {
    if (!loggedIn || sent.current) return;
    const views = readVisitorViews(window.localStorage);
    if (!views.length) return;
    sent.current = true;
    submit({ intent: "merge", views: encodeViews(views) }, { method: "post", action: localHref("/user/history", lang) });
  }, [loggedIn, lang, submit]);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.done) clearVisitorViews(window.localStorage);
  }, [fetcher.state, fetcher.data]);
  return null;
}
