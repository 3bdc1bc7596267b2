import { describe, expect, it } from "vitest";
import { serviceState } from "#core/service-hours";
import { hoursView, hoursViewChanges } from "~/components/service/hours";

/**
 * The online service's hours (core/service-hours.ts): advisers online 09:00–21:00 Beijing time
 * (UTC+8, no daylight saving) every day; replies within 2 hours then, else the next morning; and
 * the page's wording of them in Beijing time and in the student's own time zone.
 */
const at = (iso: string) => new Date(iso);

describe("serviceState", () => {
  it("is online from 09:00 to 21:00 Beijing time, closing exclusive", () => {
    expect(serviceState(at("2026-01-15T00:59:59Z")).online).toBe(false); // 08:59:59 Beijing
    expect(serviceState(at("2026-01-15T01:00:00Z")).online).toBe(true); // 09:00
    expect(serviceState(at("2026-01-15T12:59:59Z")).online).toBe(true); // 20:59:59
    expect(serviceState(at("2026-01-15T13:00:00Z")).online).toBe(false); // 21:00
  });

  it("online: the current period and a reply within 2 hours", () => {
    const s = serviceState(at("2026-01-15T05:30:00Z")); // 13:30 Beijing
    expect(s.opensAt.toISOString()).toBe("2026-01-15T01:00:00.000Z");
    expect(s.closesAt.toISOString()).toBe("2026-01-15T13:00:00.000Z");
    expect(s.replyBy.toISOString()).toBe("2026-01-15T07:30:00.000Z");
  });

  it("offline in the evening: back the next Beijing morning, replied by 11:00", () => {
    const s = serviceState(at("2026-01-15T15:00:00Z")); // 23:00 Beijing
    expect(s.online).toBe(false);
    expect(s.opensAt.toISOString()).toBe("2026-01-16T01:00:00.000Z");
    expect(s.replyBy.toISOString()).toBe("2026-01-16T03:00:00.000Z");
  });

  it("offline after midnight Beijing time: back the same Beijing morning", () => {
    const s = serviceState(at("2026-01-15T17:30:00Z")); // 01:30 on the 16th, Beijing
    expect(s.opensAt.toISOString()).toBe("2026-01-16T01:00:00.000Z");
  });
});

describe("hoursView", () => {
  it("3 am Beijing time, a student in London (winter): offline, back at 09:00 Beijing = 01:00 London", () => {
    const v = hoursView(at("2026-01-15T19:00:00Z"), "Europe/London"); // 03:00 Beijing on the 16th
    expect(v).toMatchObject({ online: false, opens: "09:00", closes: "21:00", backAt: "09:00", backTomorrow: false, replyWithinHours: 2 });
    expect(v.local).toEqual({ zone: "Europe/London", opens: "01:00", closes: "13:00", backAt: "01:00", backTomorrow: true });
  });

  it("follows the student's daylight saving (London in summer: 02:00–14:00)", () => {
    const v = hoursView(at("2026-07-15T10:00:00Z"), "Europe/London");
    expect(v.online).toBe(true);
    expect(v.local).toMatchObject({ opens: "02:00", closes: "14:00" });
  });

  it("evening in Beijing: back tomorrow", () => {
    expect(hoursView(at("2026-01-15T14:00:00Z"))).toMatchObject({ online: false, backTomorrow: true, backAt: "09:00" });
  });

  it("no local line for the same clock as Beijing, an unknown zone, or none", () => {
    expect(hoursView(at("2026-01-15T05:00:00Z"), "Asia/Shanghai").local).toBeUndefined();
    expect(hoursView(at("2026-01-15T05:00:00Z"), "Asia/Singapore").local).toBeUndefined();
    expect(hoursView(at("2026-01-15T05:00:00Z"), "Not/AZone").local).toBeUndefined();
    expect(hoursView(at("2026-01-15T05:00:00Z")).local).toBeUndefined();
  });
});

describe("hoursViewChanges: until when a kept service page reads true", () => {
  const changes = (iso: string) => new Date(hoursViewChanges(at(iso))).toISOString();
  it("online: until advisers leave at 21:00 Beijing time", () => {
    expect(changes("2026-01-15T05:30:00Z")).toBe("2026-01-15T13:00:00.000Z");
  });
  it("in the evening: until Beijing's midnight, where back tomorrow becomes back today", () => {
    expect(changes("2026-01-15T14:00:00Z")).toBe("2026-01-15T16:00:00.000Z");
    expect(hoursView(at("2026-01-15T15:59:59Z")).backTomorrow).toBe(true);
    expect(hoursView(at("2026-01-15T16:00:00Z")).backTomorrow).toBe(false);
  });
  it("after midnight: until advisers are back at 09:00", () => {
    expect(changes("2026-01-15T17:30:00Z")).toBe("2026-01-16T01:00:00.000Z");
  });
  it("the view is the same on both sides of any instant before the change", () => {
    for (let t = Date.parse("2026-01-15T00:00:00Z"); t < Date.parse("2026-01-17T00:00:00Z"); t += 7 * 60_000) {
      const until = hoursViewChanges(new Date(t));
      expect(until).toBeGreaterThan(t);
      expect(hoursView(new Date(until - 1))).toEqual(hoursView(new Date(t)));
      expect(hoursView(new Date(until))).not.toEqual(hoursView(new Date(t)));
    }
  });
});
