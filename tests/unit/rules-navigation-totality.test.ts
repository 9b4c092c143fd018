import { describe, expect, it } from "vitest";
import * as collect from "#app/features/collections/collections.rules.ts";
import * as menuPermissions from "#app/features/menus/menu-permissions.rules.ts";
import * as menuSearch from "#app/features/menus/menu-search.rules.ts";
import * as menuSelect from "#app/features/menus/menu-select.rules.ts";
import * as menuTree from "#app/features/menus/menu-tree.rules.ts";
import * as portalType from "#app/layout/portal-type.ts";
import * as recentVisits from "#app/features/recent-visits/recent-visits.rules.ts";
import * as sidebar from "#app/features/sidebar/sidebar.rules.ts";
import * as tabs from "#app/features/tabs/tabs.rules.ts";
import * as userDropdown from "#app/layout/user-dropdown.ts";
import * as watermark from "#app/features/watermark/watermark.rules.ts";

/**
 * The navigation rules are total (ARCHITECTURE §7 "Bad input … gets a safe default"): every
 * exported function, given any mix of hostile values, returns instead of throwing.
 */
const selfRef: Record<string, unknown> = { id: "loop", name: "loop", level: 3, sourceType: "menu" };
selfRef["children"] = [selfRef];
const HOSTILE: unknown[] = [
  undefined,
  null,
  0,
  -1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  "",
  "x",
  "{\"v\":1,\"tabs\":[{\"id\":\"a\"}]}",
  true,
  [],
  [null, 1, "a", {}],
  {},
  { id: 5, children: "no" },
  { id: "a", children: [{ id: "a" }], nameAllLang: [1], sourceMenuAuthorities: "x", level: "2" },
  selfRef,
  [selfRef],
  Object.create(null) as unknown,
  new Map(),
  () => "fn",
  Symbol("s"),
  10n,
];

const modules = { collect, menuPermissions, menuSearch, menuSelect, menuTree, portalType, recentVisits, sidebar, tabs, userDropdown, watermark };
const functions = Object.entries(modules).flatMap(([moduleName, mod]) =>
  Object.entries(mod)
    .filter(([, value]) => typeof value === "function")
    .map(([name, fn]) => [`${moduleName}.${name}`, fn as (...args: unknown[]) => unknown] as const),
);

// A small deterministic generator, so a failure names a reproducible case.
function* argumentLists(count: number): Generator<unknown[]> {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  for (let i = 0; i < count; i += 1) yield [0, 1, 2, 3].map(() => HOSTILE[next() % HOSTILE.length]);
}

describe("navigation rules are total over hostile input", () => {
  it("has functions to check", () => {
    expect(functions.length).toBeGreaterThan(60);
  });

  it.each(functions)("%s never throws", (_name, fn) => {
    for (const value of HOSTILE) expect(() => fn(value)).not.toThrow();
    for (const args of argumentLists(150)) expect(() => fn(...args)).not.toThrow();
  });
});
