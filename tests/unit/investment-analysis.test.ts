import { describe, expect, it } from "vitest";
import { assess, completionRate, projectsOfOrg, PROJECTS, TEXTS, UNIT_ORG_NAMES } from "../../micro-apps/products/investment-analysis/src/investments";
import { findMicroApps } from "../../micro-apps/build";
import { DEMO_MENU_TREE, PRODUCT_PAGES, type MenuSpec } from "../../platform/db/seed-menus";
import { PROJECT_TYPES, ZHONGJIAN_ORG_TREE, type OrgSpec } from "../../platform/db/seed-orgs";

/** The demo tenant's projects that are not part of another project, each with the orgs above it. */
function topProjects(node: OrgSpec, above: string[] = []): { name: string; sapCode?: string; status?: string; above: string[] }[] {
  if (node.type === "general-project") return [{ name: node.name, sapCode: node.sapCode, status: node.status ?? "in-progress", above }];
  if (PROJECT_TYPES.has(node.type)) return [];
  return (node.children ?? []).flatMap((child) => topProjects(child, [...above, node.name]));
}

function menuByCode(code: string): MenuSpec | undefined {
  const visit = (menus: readonly MenuSpec[], parent: string): MenuSpec | undefined => {
    for (const menu of menus) {
      const own = menu.code ?? (parent ? `${parent}.${menu.key}` : menu.key);
      if (own === code) return menu;
      const found = visit(menu.children ?? [], own);
      if (found) return found;
    }
    return undefined;
  };
  return visit(DEMO_MENU_TREE.flatMap((category) => category.apps), "");
}

describe("投资分析, the investment analysis page", () => {
  it("is what the menu opens: its own framed page, served from the product's folder", () => {
    expect(PRODUCT_PAGES["gepm.invest.analysis"]).toBe("/apps/products/investment-analysis/");
    expect(menuByCode("gepm.invest.analysis")).toMatchObject({ url: "/apps/products/investment-analysis/", urlParams: undefined, integrate: 1 });
    expect(findMicroApps().map((app) => app.path)).toContain("products/investment-analysis");
  });

  it("has figures for every project of the demo group, named as the org tree names them, in the unit above it", () => {
    const seeded = topProjects(ZHONGJIAN_ORG_TREE);
    expect(PROJECTS.map((p) => p.sapCode).sort()).toEqual(seeded.map((p) => p.sapCode).sort());
    for (const project of PROJECTS) {
      const org = seeded.find((p) => p.sapCode === project.sapCode);
      expect(project.name["zh-CN"], project.sapCode).toBe(org?.name);
      expect(project.status, project.sapCode).toBe(org?.status);
      expect(org?.above, project.sapCode).toContain(UNIT_ORG_NAMES[project.unit]);
      expect(project.planned, project.sapCode).toBeGreaterThan(0);
      for (const locale of ["en", "sv-SE"] as const) expect(project.name[locale], `${project.sapCode} ${locale}`).not.toBe("");
    }
  });

  it("shows a unit's own projects when the portal's org is that unit, and all of them at the group or on its own", () => {
    expect(projectsOfOrg("华东区域公司").map((p) => p.sapCode)).toEqual(["SAP-HD-0001", "SAP-HD-0002", "SAP-HD-0003", "SAP-HD-0004"]);
    expect(projectsOfOrg("中建智造集团有限公司")).toHaveLength(PROJECTS.length);
    expect(projectsOfOrg(null)).toHaveLength(PROJECTS.length);
  });

  it("rates completed against planned investment: on plan from 95 %, slow from 85 %, behind below", () => {
    expect(completionRate({ planned: 200, completed: 150 })).toBe(0.75);
    expect(completionRate({ planned: 0, completed: 10 })).toBeNull();
    expect([0.5, 0.849, 0.85, 0.949, 0.95, 1.2].map((rate) => assess({ planned: 1000, completed: rate * 1000 }))).toEqual(["behind", "behind", "slow", "slow", "on-plan", "on-plan"]);
    expect(assess({ planned: 0, completed: 0 })).toBe("on-plan");
    // The demo data shows every assessment.
    expect(new Set(PROJECTS.map(assess))).toEqual(new Set(["on-plan", "slow", "behind"]));
  });

  it("names itself as its menu does, in the three languages", () => {
    const menu = menuByCode("gepm.invest.analysis");
    expect({ "zh-CN": TEXTS["zh-CN"].title, en: TEXTS.en.title, "sv-SE": TEXTS["sv-SE"].title }).toEqual(menu?.names);
  });
});
