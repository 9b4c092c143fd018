import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The serious and critical violations axe finds on the page as it is now, one readable line per element. */
export async function violations(page: Page, where: string): Promise<string[]> {
  // Colours read mid-transition (a button or a notification fading in, in the page or a frame of
  // it such as the console's preview) are not what a person reads.
  // Something may start to move after the wait (the alert notices come 1.5 s after the page): a
  // violation counts when it is still there once that has settled too, a second later.
  const settled = () => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined)));
  let found: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"] = [];
  for (let look = 0; look < 3; look++) {
    if (look > 0) await page.waitForTimeout(1_000);
    await Promise.all(page.frames().map((frame) => frame.evaluate(settled).catch(() => undefined)));
    found = (await new AxeBuilder({ page }).analyze()).violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    if (found.length === 0) break;
  }
  return found.flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = (node.failureSummary ?? "").split("\n").slice(1).join(" ").trim();
        return `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(" ")}${why ? ` — ${why}` : ""}`;
      }),
    );
}
