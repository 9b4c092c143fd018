/**
 * `npm run bench`: figures for the issue notes, not pass/fail checks. Needs a production
 * build (`npm run build`). One portal, in its own process as `npm start` runs it, with the generated tenants (100,000+ orgs, 20,000
 * leaf menus) serves every figure:
 * - server-rendered portal page of the 20,000-menu tenant: throughput, p50/p99 (bench/ssr.ts)
 * - first renders of 1,000 generated users' portal homes (render cache cold), beside a bare
 *   renderToString of the same tree: throughput, p50/p99, server CPU per page, ratio (bench/ssr-cold.ts)
 * - menu search keystroke in Chromium and the portal route's gzipped JavaScript (bench/menu-search.ts)
 * - the gzipped JavaScript of the demo tenant's portal home and of the admin console (bench/console-js.ts)
 * - org popover open, search keystroke and search results in Chromium (bench/org-popover.ts)
 * - org search per keystroke over the generated tenant's 100,111-org tree in Node: index build,
 *   p50/p99 per query (bench/org-search.ts)
 * - the message list in Chromium: bell → 查看更多 → first row painted, on the demo data (bench/message-list.ts)
 * - hosted sub-apps in Chromium: cold mount of the project ledger micro-app, switch between two
 *   kept-alive tabs, JS heap growth over 50 open/close cycles (bench/sub-apps.ts)
 * - the demo user's first visit through the login form: gzipped JavaScript before the load event
 *   and by idle, cache disabled (bench/first-visit.ts)
 * - Lighthouse desktop, signed in, on home, workbench and a micro-app page, cold and warm
 *   (bench/lighthouse.ts)
 * - the journeys a person times in Chromium: sign-in to a usable home (the login click until the
 *   home's user menu answers), Classic ↔ Simple (bench/journeys.ts)
 * - soak: 1,000 signed-in sessions at a steady rate for SOAK_MINUTES (default 10): throughput,
 *   p50/p95/p99, errors and the server's RSS every 30 s, its CPU per answer (bench/soak.ts); then the
 *   same soak with the reference platform in its own process (SOAK_RATES steps through rates first)
 */
import { existsSync } from "node:fs";
import { benchConsoleJs, describeConsoleJs } from "./console-js";
import { benchMenuSearch, describeMenuSearch } from "./menu-search";
import { benchMessageList, describeMessageList } from "./message-list";
import { benchOrgPopover, describeOrgPopover } from "./org-popover";
import { benchOrgSearch, describeOrgSearch } from "./org-search";
import { benchFirstVisit, describeFirstVisit } from "./first-visit";
import { benchLighthouse, describeLighthouse } from "./lighthouse";
import { benchJourneys, describeJourneys } from "./journeys";
import { startPortalProcess } from "./portal-process";
import { benchSoak, describeSoak, soakOptions } from "./soak";
import { benchSsr } from "./ssr";
import { benchSsrCold, describeSsrCold, startColdSsrProcesses } from "./ssr-cold";
import { benchSubApps, describeSubApps } from "./sub-apps";
import { CUSTOMER_APP_DIR } from "../tests/e2e/customer-app-registration";
import { startStaticOrigin } from "../tests/e2e/static-origin";

if (!existsSync("build/server/index.js")) throw new Error("run `npm run build` first");
// The customer's app on another origin (the sub-app bench), trusted by the operator so that it runs in the page (ADR 047).
const cdn = await startStaticOrigin(CUSTOMER_APP_DIR);
// The same app from an origin the operator does not name: framed on its own origin (ADR 047).
const untrustedCdn = await startStaticOrigin(CUSTOMER_APP_DIR);
const portal = await startPortalProcess([], { trustedCodeOrigins: [cdn.origin] });
try {
  console.log("\nPortal shell benchmarks (2 cores; numbers vary run to run)\n");
  const ssr = await benchSsr(portal);
  console.log(`Server-rendered /portal/1/ of the tenant with ${ssr.leafMenus} leaf menus (page ${(ssr.pageBytes / 1024).toFixed(0)} KB), target ≥ 200 requests/s:`);
  console.table({ "GET /portal/1/ (SSR, warm config cache, 8 concurrent)": ssr.portalPage, "GET /login/ (8 concurrent)": ssr.loginPage });
  const cold = await startColdSsrProcesses([], portal);
  try {
    console.log(describeSsrCold(await benchSsrCold(cold.portal, cold.platform)));
  } finally {
    await cold.close();
  }
  console.log(describeMenuSearch(await benchMenuSearch(portal)));
  console.log(describeConsoleJs(await benchConsoleJs(portal)));
  console.log(describeOrgPopover(await benchOrgPopover(portal)));
  console.log(describeOrgSearch(benchOrgSearch()));
  console.log(describeMessageList(await benchMessageList(portal)));
  console.log(describeSubApps(await benchSubApps(portal, cdn, untrustedCdn)));
  console.log(describeFirstVisit(await benchFirstVisit(portal)));
  console.log(describeLighthouse(await benchLighthouse(portal)));
  console.log(describeJourneys(await benchJourneys(portal)));
  const { platformApart: _apart, ...soak } = soakOptions();
  const print = (line: string) => console.log(`  ${line}`);
  console.log(describeSoak(await benchSoak(portal, { ...soak, print })));
  // The same soak with the reference platform apart (ADR 042): the portal node's own figures.
  const apart = await startColdSsrProcesses([], portal);
  try {
    console.log(describeSoak(await benchSoak(apart.portal, { ...soak, print }, apart.platform)));
  } finally {
    await apart.close();
  }
} finally {
  await portal.close();
  await cdn.close();
  await untrustedCdn.close();
}
