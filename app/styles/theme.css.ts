import { createGlobalTheme } from "@vanilla-extract/css";

/** Design tokens: colour, spacing, type, radii. Components use `vars`, never raw values. */
export const vars = createGlobalTheme(":root", {
  color: {
    brand: "#e8541e",
    brandDark: "#b83d0f",
    /** Between brand and brandDark; white text on it keeps 4.5:1 (hero gradients). */
    brandStrong: "#c4470f",
    brandSoft: "#fff1eb",
    ink: "#1f2329",
    inkSoft: "#4e5969",
    muted: "#6b7280",
    line: "#e5e6eb",
    surface: "#ffffff",
    surfaceAlt: "#f7f8fa",
    dark: "#1d2330",
    darkInk: "#c9cdd4",
    success: "#0f7b3f",
    danger: "#c62828",
    focus: "#1d64d8",
    link: "#1d56c0",
  },
  space: { xxs: "2px", xs: "4px", sm: "8px", md: "12px", lg: "16px", xl: "24px", xxl: "32px", xxxl: "48px" },
  font: {
    body: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
    sizeXs: "12px",
    sizeSm: "13px",
    sizeMd: "14px",
    sizeLg: "16px",
    sizeXl: "20px",
    sizeXxl: "28px",
    sizeHero: "40px",
    lineHeight: "1.6",
  },
  radius: { sm: "4px", md: "8px", lg: "12px", round: "999px" },
  shadow: { card: "0 2px 12px rgba(31,35,41,.08)", pop: "0 8px 28px rgba(31,35,41,.18)" },
  layout: { minWidth: "1060px", contentWidth: "1200px", headerHeight: "64px" },
});
