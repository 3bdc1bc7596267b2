// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApartmentCard } from "~/components/apartment-card/ApartmentCard";
import { SearchItemBody } from "~/components/search-box/SearchBox";
import { ContactWarning, PayOnlyHere } from "~/components/trust/PayWarnings";
import type { ApartmentCardVM } from "~/lib/catalogue";
import type { SearchItem } from "~/lib/search";
import type { Lang } from "#core/constants";
import { renderPage } from "./harness";

/** The trust marks as a student sees them: demo data marked, warnings in the page's language. */
const card = (demo: boolean): ApartmentCardVM =>
  ({
    code: "abcd2345",
    name: "Maple Residence",
    enName: "Maple Residence",
    photo: null,
    cityName: "Hazelgate",
    countryName: "United Kingdom",
    fromPrice: "£215",
    unit: "week",
    tags: [],
    availableRoomTypes: 2,
    soldOut: false,
    isFavourite: false,
    ...(demo ? { demo: true } : {}),
  }) as ApartmentCardVM;

const page = (lang: Lang, element: JSX.Element) => ({
  lang,
  url: `/${lang}/sitemap`,
  root: () => ({ lang, user: null, hotline: "400-1", salePromotion: "recommend", qr: null }),
  element,
});

afterEach(cleanup);

describe("the demo mark", () => {
  it("marks a generated town's apartment on its card, in both languages; a real one has none", () => {
    renderPage(page("en", <ApartmentCard item={card(true)} />));
    expect(screen.getByTestId("demo-mark").textContent).toBe("Demo");
    cleanup();
    renderPage(page("cn", <ApartmentCard item={card(true)} />));
    expect(screen.getByTestId("demo-mark").textContent).toBe("演示");
    cleanup();
    renderPage(page("en", <ApartmentCard item={card(false)} />));
    expect(screen.queryByTestId("demo-mark")).toBeNull();
  });

  it("marks a generated town in the search suggestions", () => {
    const item: SearchItem = { type: "city", id: "9", name: "Hazelgate", enName: "Hazelgate", countryEnName: "United Kingdom", cityEnName: "Hazelgate", houseNum: 3, demo: true };
    renderPage(page("en", <SearchItemBody item={item} keyword="haz" />));
    expect(screen.getByTestId("demo-mark").textContent).toBe("Demo");
  });
});

describe("the pay-only-here warnings", () => {
  it("the standing warning and a flagged item's warning, naming what was found", () => {
    renderPage(page("en", <><PayOnlyHere /><ContactWarning flag={["wechat", "phone"]} /></>));
    expect(screen.getByTestId("pay-only-here").textContent).toBe("Pay only on StudyNest: we never ask for transfers to a person.");
    expect(screen.getByTestId("contact-warning").textContent).toContain("(a WeChat ID, a phone number)");
    cleanup();
    renderPage(page("cn", <ContactWarning flag={["email"]} />));
    expect(screen.getByTestId("contact-warning").textContent).toContain("（邮箱）");
    cleanup();
    renderPage(page("en", <ContactWarning flag={null} />));
    expect(screen.queryByTestId("contact-warning")).toBeNull();
  });
});
