import * as a11yAddonAnnotations from "@storybook/addon-a11y/preview";
import { setProjectAnnotations } from "@storybook/react-vite";
import type { StoryContext } from "@storybook/react-vite";
import { configure as configureStorybookQueries } from "storybook/test";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type RunnerTestSuite } from "vitest";
import { preloadAllPieces } from "#app/kit/lazy/lazy-piece";
import { checkShownStory, missingFromModule, type ModuleRecords } from "#tests/stories/story-checks";
import { checkShownRequests, forgetUnanswered, unansweredRequests, watchFetch } from "#tests/stories/unanswered-requests";
import * as projectAnnotations from "./preview";

/**
 * The `storybook` Vitest project (vitest.config.ts, ADR 036): every story renders in Chromium, its
 * play function passes, axe finds no serious or critical violation in it (the a11y addon,
 * `parameters.a11y` in preview.tsx), and the checks of tests/stories/story-checks.ts hold.
 */

/** An element is in rc-motion's prepare or start step: its transition begins on a coming frame. */
function motionAboutToStart(): boolean {
  return [...document.querySelectorAll('[class*="-prepare"],[class*="-start"]')].some((element) =>
    /-(appear|enter|leave)-(prepare|start)(\s|$)/.test(element.getAttribute("class") ?? ""),
  );
}

/**
 * antd's Typography is measuring where an ellipsis falls: while it does, it draws hidden copies of
 * the text (`aria-hidden`, fixed, taking no pointer), the expand link included, and axe reads a
 * focusable element inside an aria-hidden one. A layout that moves (a transition taken to its
 * end, a header item drawn late) starts a new measure.
 */
function textBeingMeasured(): boolean {
  return [...document.querySelectorAll<HTMLElement>('span[aria-hidden="true"][style*="fixed"]')].some((span) => span.style.position === "fixed" && span.style.pointerEvents === "none");
}

/** The page's own fetch; a watched one stands in front of it for every story (tests/stories/unanswered-requests.ts). */
const plainFetch = watchFetch();

/** The stories shown in this file (one story module per test file), by module title. */
const modules = new Map<string, ModuleRecords>();

setProjectAnnotations([
  a11yAddonAnnotations,
  projectAnnotations,
  {
    // While the story is still on the page (after its play function): what it drew.
    afterEach: async (context: StoryContext) => {
      checkShownStory({ title: context.title, component: context.component, subcomponents: context.subcomponents }, context.name, modules);
      // Its images loaded and its frames' pages are there (a request nobody answered fails the story below).
      await checkShownRequests(plainFetch);
    },
  },
  // Motions end before axe reads the colours (given last, so it runs first: Storybook runs
  // afterEach hooks last-given first). The stories' browser asks for reduced motion, so antd's
  // motions last a millisecond (ADR 041; vitest.config.ts and preview.tsx). What remains: under
  // Vitest, Storybook pauses every CSS animation after the play function at its last frame and
  // turns transitions off with `transition: none !important` on every element, but a transition
  // antd sets !important on a class (a form error fading in) outranks that, and a motion may be
  // about to start (rc-motion's prepare and start steps come a frame before the transition): axe
  // once read such an error at part opacity. Each running transition is taken to its end, and
  // the motion's steps get two frames to draw, until no transition runs, none is about to start
  // and no text is being measured for its ellipsis (at most ten rounds). Nothing waits on a
  // clock. (The paused animations stay as Storybook left them.)
  {
    afterEach: async () => {
      for (let round = 0; round < 10; round++) {
        const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.playState !== "finished");
        if (running.length === 0 && !motionAboutToStart() && !textBeingMeasured()) return;
        for (const transition of running) transition.finish();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    },
  },
]);

// A loaded 2-core machine running the suite: give findBy*/waitFor the time it needs.
configureStorybookQueries({ asyncUtilTimeout: 5000 });

// The on-demand pieces are at hand, as for a server-rendered page (entry.server preloads them):
// a story shows its component, not the component's loading state.
beforeAll(async () => {
  // The browser asks for reduced motion, as the portal's end-to-end contexts do (ADR 041).
  expect(matchMedia("(prefers-reduced-motion: reduce)").matches, "the stories' browser asks for reduced motion").toBe(true);
  await preloadAllPieces();
});

// A story fails on any console.error it did not expect (HOUSE-STYLE, epic-stack).
let errors: unknown[][] = [];
beforeEach(() => {
  // Choices a story saves in this browser (pinned sidebar, closed banner, tabs) start fresh.
  localStorage.clear();
  forgetUnanswered();
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    // React's word about the test harness, not the story: Storybook's instrumented userEvent and
    // waitFor wrap their steps in act(), and a step still settling when the play function has
    // returned meets React with IS_REACT_ACT_ENVIRONMENT already off.
    if (typeof args[0] === "string" && args[0].startsWith("Warning: The current testing environment is not configured to support act(")) return;
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  // Every call a story makes is answered, as msw's onUnhandledRequest "error" would have it: by its handlers, the stand-ins, or a static file.
  const unanswered = unansweredRequests();
  if (unanswered.length > 0) throw new Error(`requests nobody answered:\n${unanswered.join("\n")}`);
  if (errors.length > 0) throw new Error(`unexpected console.error: ${errors.map((e) => e.map(String).join(" ")).join("\n")}`);
});

/** Every test of the file was selected to run (no name filter, no .only) and none failed: the module's stories are all in. */
function allRanAndPassed(suite: RunnerTestSuite): boolean {
  return suite.tasks.every((task) => task.mode === "run" && task.result?.state !== "fail" && (task.type !== "suite" || allRanAndPassed(task)));
}

// Once every story of the module has run, the coverage rules it proves (a failed story has said why already).
afterAll((suite) => {
  if (!allRanAndPassed(suite)) return;
  const missing = [...modules.values()].flatMap(missingFromModule);
  expect(missing, "story coverage (tests/stories/story-checks.ts)").toEqual([]);
});
