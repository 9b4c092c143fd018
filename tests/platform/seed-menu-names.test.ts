import { describe, expect, it } from "vitest";
import { DEMO_MENU_TREE, PORTAL_MENUS, type Locale, type Names } from "#platform/db/seed-menus";

/** A node of the seed's menu trees as far as names go: a category, an app, a menu, a portal menu. */
interface Named {
  key?: string;
  id?: string;
  names: Names;
  children?: readonly Named[];
}

const CHECKED_LOCALES: Locale[] = ["zh-CN", "en", "sv-SE"];

/** The demo tenants' application menu tree: categories → apps → menus (SPEC §2 menu levels). */
const APPLICATION_TREE: Named[] = DEMO_MENU_TREE.map((category) => ({ key: category.key, names: category.names, children: category.apps }));

/**
 * Every place where two names of one locale are equal among siblings or along one path from
 * the root (a breadcrumb reads the path: "Project management / Project management / …").
 */
function clashes(tree: readonly Named[], locale: Locale): string[] {
  const found: string[] = [];
  const walk = (nodes: readonly Named[], path: string[]) => {
    const seen = new Map<string, string>();
    for (const node of nodes) {
      const name = node.names[locale];
      const where = [...path, name].join(" / ");
      const sibling = seen.get(name);
      if (sibling !== undefined) found.push(`siblings ${sibling} and ${node.key ?? node.id} both read "${name}" under ${path.join(" / ") || "the root"}`);
      seen.set(name, node.key ?? node.id ?? name);
      if (path.includes(name)) found.push(`the path ${where} names "${name}" twice`);
      if (node.children) walk(node.children, [...path, name]);
    }
  };
  walk(tree, []);
  return found;
}

describe("the demo menu names (SPEC §2 menu levels, §9 locales)", () => {
  for (const locale of CHECKED_LOCALES) {
    it(`no two menus read the same in ${locale} among siblings or along a path`, () => {
      expect(clashes(APPLICATION_TREE, locale)).toEqual([]);
      expect(clashes(PORTAL_MENUS, locale)).toEqual([]);
    });
  }

  it("finds a clash where there is one", () => {
    const names = (en: string): Names => ({ "zh-CN": en, en, "sv-SE": en });
    const tree: Named[] = [{ key: "a", names: names("Project management"), children: [{ key: "b", names: names("Project management") }, { key: "c", names: names("Reports") }, { key: "d", names: names("Reports") }] }];
    expect(clashes(tree, "en")).toHaveLength(2);
  });
});
