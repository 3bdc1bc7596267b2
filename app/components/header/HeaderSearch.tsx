import { useMatches } from "@remix-run/react";
import { SearchBox } from "../search-box/SearchBox";

/**
 * What a page offers the header's search box: the name to prefill (the school on a
 * school page, else the city, else the country) and the place ids sent with the search.
 * Discovery loaders return it as `search` in their data.
 */
export interface SearchContext {
  prefill?: string;
  countryId?: number;
  cityId?: number;
}

export function useSearchContext(): SearchContext {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].data as { search?: SearchContext } | undefined;
    if (data && typeof data === "object" && data.search) return data.search;
  }
  return {};
}

/** The header's search box: the search island, a GET form to the results page without JavaScript. */
export function HeaderSearch() {
  const ctx = useSearchContext();
  return <SearchBox key={ctx.prefill ?? ""} defaultValue={ctx.prefill} countryId={ctx.countryId} cityId={ctx.cityId} />;
}
