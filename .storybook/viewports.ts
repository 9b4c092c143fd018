import type { ViewportMap } from "storybook/viewport";

/**
 * The screens the portal is checked on (SPEC §2 Layout, §9 breakpoints 1668 and 1440 px; ADR 052
 * tablets and phones), as the toolbar's viewport choices: a story picks one with
 * `globals: { viewport: { value: "w390" } }`, which the Vitest run applies too. Heights as the
 * end-to-end screens (tests/e2e/every-screen.ts).
 */
export const PORTAL_VIEWPORTS: ViewportMap = {
  w1920: { name: "1920 desktop", styles: { width: "1920px", height: "1080px" }, type: "desktop" },
  w1668: { name: "1668 desktop (breakpoint)", styles: { width: "1668px", height: "1000px" }, type: "desktop" },
  w1440: { name: "1440 laptop (breakpoint)", styles: { width: "1440px", height: "900px" }, type: "desktop" },
  w1280: { name: "1280 laptop", styles: { width: "1280px", height: "800px" }, type: "desktop" },
  // The narrowest desktop header (SPEC §9; below it the tablet's bar), about the canvas beside Storybook's sidebar on a laptop (ADR 061).
  w1024: { name: "1024 small laptop (breakpoint)", styles: { width: "1024px", height: "768px" }, type: "desktop" },
  w768: { name: "768 tablet", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  w390: { name: "390 phone", styles: { width: "390px", height: "844px" }, type: "mobile" },
};
