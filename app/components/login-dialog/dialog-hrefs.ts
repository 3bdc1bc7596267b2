import { useLocation } from "@remix-run/react";
import { useRootData } from "~/lib/root-data";
import { hrefWithout } from "../dialog/Dialog";
import type { View } from "./views";

/**
 * The URLs around the login dialog: the page behind it (where a login returns), where closing
 * leads, and another view of it (`?login=<view>`, keeping or setting the report value).
 */
export function useDialogHrefs() {
  const { pathname, search } = useLocation();
  const page = hrefWithout(pathname, search, ["login", "report"]);
  // Closing goes back to the page; a visitor's `?dialog=` (which opened this view) goes too,
  // or the page would ask for the login again. After logging in, `page` keeps it.
  const visitor = !useRootData()?.user;
  const closeHref = visitor ? hrefWithout(pathname, search, ["login", "report", "dialog", "sent"]) : page;
  const report = new URLSearchParams(search).get("report");
  const viewHref = (view: View, r?: 1 | 2) => {
    const p = new URLSearchParams(new URL(page, "http://x").search);
    p.set("login", view);
    if (r) p.set("report", String(r));
    else if (report) p.set("report", report);
    return `${pathname}?${p}`;
  };
  return { page, closeHref, viewHref };
}
