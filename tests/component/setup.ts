import { cleanup, configure as configureQueries } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// The stories run in Chromium (the `storybook` project, ADR 036): these tests render components
// themselves, so Storybook's preview is not loaded here.
// Two cores running the whole suite: give findBy*/waitFor the time a loaded machine needs.
configureQueries({ asyncUtilTimeout: 5000 });

// antd reads these browser APIs that jsdom lacks.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }),
});
// antd's modal scroll lock measures the scrollbar with getComputedStyle(body, "::-webkit-scrollbar"),
// whose pseudo-element form jsdom reports as not implemented; the element's own style is a fair answer.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// A component test fails on any console.error it did not expect (HOUSE-STYLE, epic-stack).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`unexpected console.error: ${errors.map((e) => e.map(String).join(" ")).join("\n")}`);
});
