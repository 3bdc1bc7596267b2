import { useEffect, useState } from "react";
import type { Lang } from "#core/constants";
import { localHref } from "#core/lang";

export interface SchoolChoice {
  id: number;
  name: string;
}

export interface CitySchools {
  cityId: number | null;
  schools: SchoolChoice[];
}

/**
 * A city select whose school select follows it: the chosen city and its schools come from the
 * last no-JavaScript round trip (the action's answer) when there is one, else from the loader;
 * with JavaScript, choosing a city loads its schools from /{lang}/schools.json.
 */
export function useCitySchools(lang: Lang, initial: CitySchools, fromAction: CitySchools | null | undefined) {
  const [city, setCity] = useState<number | null>(fromAction ? fromAction.cityId : initial.cityId);
  const [schools, setSchools] = useState<SchoolChoice[]>(fromAction ? fromAction.schools : initial.schools);
  const [loadingSchools, setLoadingSchools] = useState(false);
  useEffect(() => {
    if (fromAction) {
      setCity(fromAction.cityId);
      setSchools(fromAction.schools);
    }
  }, [fromAction]);

  async function chooseCity(value: string) {
    const id = Number(value) || null;
    setCity(id);
    setSchools([]);
    if (!id) return;
    setLoadingSchools(true);
    try {
      const res = await fetch(`${localHref("/schools.json", lang)}?cityId=${id}`, { headers: { accept: "application/json" } });
      const body = (await res.json()) as { list: SchoolChoice[] };
      setSchools(Array.isArray(body.list) ? body.list : []);
    } catch {
      setSchools([]);
    } finally {
      setLoadingSchools(false);
    }
  }

  return { city, schools, loadingSchools, chooseCity };
}
