/**
 * The steps of a micro-app's mount as performance marks (SPEC §9 speed): `subapp:<key>:<step>`
 * in the page's User Timing, so a trace or the bench (bench/sub-apps.ts) can tell the host's
 * share of a cold mount from the app's own. A mount clears the marks of the one before it, so
 * the timeline holds at most one mount's steps per app.
 *
 * - `show`: the host starts the mount (the viewport is drawn, its effect asked for the app);
 * - `files`: the entry's HTML, scripts and stylesheets are in hand (fetched, prefetched or kept);
 * - `loaded`: qiankun has the app's lifecycles (its scripts evaluated in the sandbox);
 * - `bootstrapped`, `mounted`: the app's own bootstrap and mount have resolved.
 */

export const MOUNT_STEPS = ["show", "files", "loaded", "bootstrapped", "mounted"] as const;
export type MountStep = (typeof MOUNT_STEPS)[number];

const markName = (key: string, step: MountStep) => `subapp:${key}:${step}`;

/** Marks `step` of `key`'s mount now; `show` first clears the marks of its previous mount. */
export function markMountStep(key: string, step: MountStep): void {
  if (typeof performance === "undefined" || typeof performance.mark !== "function") return;
  if (step === "show") for (const each of MOUNT_STEPS) performance.clearMarks(markName(key, each));
  performance.mark(markName(key, step));
}
