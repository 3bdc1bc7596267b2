import { test } from "@playwright/test";
test("debug", async ({ page }) => {
  page.on("console", (m) => console.log("CONSOLE", m.type(), m.text()));
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  await page.route("https://tile.openstreetmap.org/**", (r) => r.abort());
  await page.goto("/en/united-kingdom/london/apartments?view=map");
  await page.waitForTimeout(4000);
  console.log("STATE", await page.getByTestId("listing-map").getAttribute("data-state"));
  const html = await page.getByTestId("listing-map").innerHTML();
  const i = html.indexOf("leaflet-marker-pane");
  console.log("MARKERS", html.slice(i, i + 1500));
});
