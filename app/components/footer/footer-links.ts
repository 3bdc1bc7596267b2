import type { Lang } from "#core/constants";
import { localHref } from "#core/lang";

interface FooterLink {
  href: string;
  labelKey?: string;
  label?: string;
  newTab?: boolean;
}

/** The footer's link columns, six to a row. */
export function footerColumns(lang: Lang): { key: string; links: FooterLink[] }[] {
  const h = (p: string) => localHref(p, lang);
  const place = (path: string, key: string): FooterLink => ({ href: h(path), labelKey: `places.${key}` });
  return [
    {
      key: "about",
      links: [
        { href: h("/common/introduce"), labelKey: "links.introduce" },
        { href: h("/common/introduce-cn"), labelKey: "links.introduceCn" },
        { href: h("/common/product-service"), labelKey: "links.productService" },
      ],
    },
    {
      key: "service",
      links: [
        { href: h("/common/custom-form"), labelKey: "links.customForm" },
        { href: h("/academic-year-booking"), labelKey: "links.booking" },
        { href: h("/roommates"), labelKey: "links.roommates" },
        { href: h("/promotion/recommend"), labelKey: "links.recommend" },
        { href: h("/promotion/national-day-delsk"), labelKey: "links.nationalDay" },
      ],
    },
    {
      key: "destinations",
      links: [
        place("/united-kingdom", "uk"),
        place("/australia", "au"),
        place("/united-states", "us"),
        place("/canada", "ca"),
        place("/new-zealand", "nz"),
        place("/ireland", "ie"),
      ],
    },
    {
      key: "cities",
      links: [
        place("/united-kingdom/london/apartments", "london"),
        place("/united-kingdom/manchester/apartments", "manchester"),
        place("/australia/sydney/apartments", "sydney"),
        place("/australia/melbourne/apartments", "melbourne"),
        place("/united-states/new-york/apartments", "newYork"),
        place("/canada/toronto/apartments", "toronto"),
      ],
    },
    {
      key: "agreements",
      links: [
        { href: h("/common/user-agreement"), labelKey: "links.userAgreement" },
        { href: h("/common/service-agreement"), labelKey: "links.serviceAgreement", newTab: true },
        { href: h("/common/payment-agreement"), labelKey: "links.paymentAgreement", newTab: true },
        { href: h("/common/privacy"), labelKey: "links.privacy" },
      ],
    },
    {
      key: "help",
      links: [
        { href: h("/help"), labelKey: "nav.helpCenter" },
        { href: h("/manuals"), labelKey: "links.manuals" },
        { href: h("/sitemap"), labelKey: "footer.sitemap" },
        { href: h("/user/applications"), labelKey: "nav.myOrder" },
      ],
    },
  ];
}

export const SOCIAL_LINKS = [
  { key: "weibo", href: "https://weibo.com/" },
  { key: "zhihu", href: "https://www.zhihu.com/" },
  { key: "xiaohongshu", href: "https://www.xiaohongshu.com/" },
  { key: "linkedin", href: "https://www.linkedin.com/" },
] as const;
