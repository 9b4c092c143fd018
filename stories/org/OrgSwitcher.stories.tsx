import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { OrgSwitcher } from "#app/features/org-switch/OrgSwitcher";
import { buildOrgSearchIndex, searchOrgIndex } from "#packages/org-search/src/org-search-index";
import type { OrgNode } from "#app/types/generated/org-node";
import { ALL_ORGS, ORG_CHILDREN, ORG_ROOT, PROJECT_STATUSES, PROJECTS, generateOrgTree } from "#tests/mocks/fixtures/orgs";

// The platform's search (ADR 050): own names, ranked, over an index of the fixture tree, each with its full name.
const fullNames = new Map<string, string>();
for (const org of ALL_ORGS) fullNames.set(org.id, org.parentId ? `${fullNames.get(org.parentId) ?? ""}/${org.name}` : org.name);
const orgIndex = buildOrgSearchIndex(ALL_ORGS.map((org) => ({ ...org, fullName: fullNames.get(org.id) })));

const small = {
  loadRoots: async () => [ORG_ROOT],
  loadChildren: async (ids: string[]) => Object.fromEntries(ids.map((id) => [id, ORG_CHILDREN[id] ?? []])),
  searchOrgs: async (keyword: string) => {
    const page = searchOrgIndex(orgIndex, keyword, { limit: 50 });
    return { records: page.items, recordTotal: page.total };
  },
  loadProjects: async ({ keyword }: { keyword: string }) => {
    const records = PROJECTS.filter((p) => p.name.includes(keyword));
    return { records, recordTotal: records.length, totalPage: 1 };
  },
  loadProjectRelations: async () => [{ ...(PROJECTS[0] as OrgNode), childProjects: PROJECTS.slice(1) }],
};

/** The header org switcher (SPEC §2, §4 Org switch); data props stand for the platform. */
const meta: Meta<typeof OrgSwitcher> = {
  title: "Org/OrgSwitcher",
  component: OrgSwitcher,
  args: {
    ...small,
    current: { id: "1", name: "中建智造集团" },
    projectStatuses: PROJECT_STATUSES,
    onToggleFocus: fn(async () => {}),
    onSelect: fn(),
    color: "#fff",
  },
  decorators: [(Story) => <div style={{ background: "#002366", height: 48, display: "flex", alignItems: "center", padding: "0 16px" }}><Story /></div>],
};
export default meta;
type Story = StoryObj<typeof OrgSwitcher>;

const page = () => within(document.body);
const openPanel = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: /切换组织|Switch organisation|Byt organisation/ }));
  return within(await page().findByRole("dialog", { name: /组织切换|Organisation switch|Organisationsbyte/ }));
};

export const TreeWithDisabledNodes: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole("button", { name: /中建智造集团/ })).toBeTruthy();
    const panel = await openPanel(canvasElement);
    const overseas = await panel.findByRole("treeitem", { name: "海外事业部" });
    await expect(overseas).toHaveAttribute("aria-disabled", "true");
    // Hovering a disabled node says why (SPEC §3 hasNoAuthTip).
    await userEvent.hover(overseas);
    await expect(await page().findByRole("tooltip")).toHaveTextContent(/没有查看该组织的权限|do not have permission|inte behörighet/);
    await userEvent.unhover(overseas);
    await expect(overseas).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(overseas);
    await expect(await panel.findByRole("treeitem", { name: "迪拜塔项目" })).toBeTruthy();
    await expect(overseas).toHaveAttribute("aria-expanded", "true");
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(overseas);
    await waitFor(() => expect(panel.queryByRole("treeitem", { name: "迪拜塔项目" })).toBeNull());
    // A category leaf is filtered out of child lists (SPEC §5).
    await userEvent.click(panel.getByRole("treeitem", { name: "在建项目" }));
    await expect(await panel.findByRole("treeitem", { name: "杭州湾大桥项目" })).toBeTruthy();
    await expect(panel.queryByRole("treeitem", { name: "项目分类" })).toBeNull();
    await userEvent.click(panel.getByRole("treeitem", { name: "工程管理部" }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: "12" }));
  },
};

export const GuardRejects: Story = {
  args: { beforeSelect: async () => false },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    const department = await panel.findByRole("treeitem", { name: "工程管理部" });
    await userEvent.click(department);
    await waitFor(() => expect(department).toHaveAttribute("aria-selected", "false"));
    await expect(panel.getByRole("treeitem", { name: "中建智造集团" })).toHaveAttribute("aria-selected", "true");
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const SearchCapped: Story = {
  args: {
    searchOrgs: async () => ({
      records: Array.from({ length: 60 }, (_, i) => ({ id: `s${i}`, name: `项目 ${i}`, type: "general-project", authType: 1 as const })),
      recordTotal: 10_000,
    }),
  },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.type(await panel.findByRole("searchbox", { name: /搜索组织|Search organisations|Sök organisationer/ }), "项目{enter}");
    // The true total, written as the locale writes numbers (10,000 or 10 000).
    await expect((await panel.findByRole("status")).textContent).toMatch(/50\D+10[,\s]000/);
    const list = panel.getByRole("list", { name: /搜索组织|Search organisations|Sök organisationer/ });
    await expect(list.getAttribute("data-total")).toBe("50");
  },
};

/** Results come while typing (ADR 050), each with where it sits; arrows and Enter choose one; emptying the box shows the tree. */
export const SearchAsYouType: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    const box = await panel.findByRole("searchbox", { name: /搜索组织|Search organisations|Sök organisationer/ });
    await userEvent.type(box, "项目");
    const list = await panel.findByRole("list", { name: /搜索组织|Search organisations|Sök organisationer/ });
    // Own names only, ranked: 项目分类 starts with 项目; 在建项目 (depth 1) and the three projects (depth 2) contain it.
    await waitFor(() => expect(within(list).getAllByRole("listitem").map((row) => row.dataset.orgId)).toEqual(["132", "13", "111", "131", "141"]));
    await expect(panel.getByRole("status")).toHaveTextContent(/^(共 5 条|5 results|5 träffar)$/);
    // Where each sits: its ancestors under its name, the whole path as the title.
    const metro = within(list).getByRole("listitem", { name: "中建智造集团/华东分公司/上海地铁14号线项目" });
    await expect(metro).toHaveTextContent("上海地铁14号线项目中建智造集团/华东分公司");
    await expect(within(metro).getByTitle("中建智造集团/华东分公司/上海地铁14号线项目")).toBeTruthy();

    await userEvent.keyboard("{ArrowDown}");
    await expect(document.activeElement?.getAttribute("data-org-id")).toBe("132");
    await userEvent.keyboard("{ArrowDown}");
    await expect(document.activeElement?.getAttribute("data-org-id")).toBe("13");
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(document.activeElement).toBe(box);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: "111" })));
  },
};

export const SearchClearedShowsTree: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const box = await panel.findByRole("searchbox", { name: /搜索组织|Search organisations|Sök organisationer/ });
    await userEvent.type(box, "苏州");
    await expect(await panel.findByRole("listitem", { name: "中建智造集团/华东分公司/苏州搅拌站" })).toBeTruthy();
    await expect(panel.queryByRole("tree")).toBeNull();
    await userEvent.clear(box);
    await expect(await panel.findByRole("tree", { name: /组织|Organisations|Organisationer/ })).toBeTruthy();
  },
};

export const SearchNoData: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.type(await panel.findByRole("searchbox", { name: /搜索组织|Search organisations|Sök organisationer/ }), "不存在{enter}");
    await expect((await panel.findAllByText(/^(暂无数据|No data|Inga data)$/)).length).toBeGreaterThan(0);
  },
};

export const ProjectsWithStatusAndBookmarks: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole("tab", { name: /项目|Projects|Projekt/ }));
    await expect(await panel.findByRole("checkbox", { name: /在建|Under construction|Under byggnad/ })).toBeTruthy();
    const star = await panel.findByRole("button", { name: /取消收藏 上海地铁14号线项目|Remove bookmark from 上海地铁14号线项目|Ta bort bokmärket för 上海地铁14号线项目/ });
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(star);
    await expect(args.onToggleFocus).toHaveBeenCalledWith(expect.objectContaining({ id: "111" }), 0);
    await userEvent.click(panel.getByRole("button", { name: /^(收藏|Bookmark|Bokmärk) 苏州搅拌站$/ }));
    await expect(args.onToggleFocus).toHaveBeenCalledWith(expect.objectContaining({ id: "112" }), 1);
    await userEvent.click(panel.getByRole("listitem", { name: "杭州湾大桥项目" }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: "131" }));
  },
};

/** Keyboard use (SPEC §4 Org switch): the panel is drawn ahead, hidden, and kept between opens. */
export const KeyboardAndClosing: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: /中建智造集团/ });
    const dialogName = /组织切换|Organisation switch|Organisationsbyte/;
    // Drawn ahead once the focus (or the pointer) reaches the button, but hidden: not in the
    // accessibility tree, not focusable.
    button.focus();
    await waitFor(() => expect(document.querySelector('[role="dialog"] [role="treeitem"]')).not.toBeNull());
    await expect(page().queryByRole("dialog", { name: dialogName })).toBeNull();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await userEvent.keyboard("{Enter}");
    const panel = within(await page().findByRole("dialog", { name: dialogName }));
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(document.activeElement).toBe(panel.getByRole("searchbox", { name: /搜索组织|Search organisations|Sök organisationer/ })));

    const orgsTab = panel.getByRole("tab", { name: /组织|Organisations|Organisationer/ });
    await expect(orgsTab).toHaveAttribute("aria-selected", "true");
    orgsTab.focus();
    await userEvent.keyboard("{ArrowRight}");
    const projectsTab = panel.getByRole("tab", { name: /项目|Projects|Projekt/ });
    await expect(projectsTab).toHaveAttribute("aria-selected", "true");
    await expect(document.activeElement).toBe(projectsTab);
    await expect(await panel.findByRole("listitem", { name: "杭州湾大桥项目" })).toBeTruthy();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page().queryByRole("dialog", { name: dialogName })).toBeNull());
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(document.activeElement).toBe(button);

    // Opened again, it is as it was left; a click elsewhere closes it.
    await userEvent.click(button);
    const again = within(await page().findByRole("dialog", { name: dialogName }));
    await expect(again.getByRole("tab", { name: /项目|Projects|Projekt/ })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(document.body);
    await waitFor(() => expect(page().queryByRole("dialog", { name: dialogName })).toBeNull());
  },
};

const big = generateOrgTree(100_000, 99_999);

export const HundredThousandNodes: Story = {
  args: {
    current: { id: "g", name: big.root.name },
    loadRoots: async () => [big.root],
    loadChildren: async (ids: string[]) => Object.fromEntries(ids.map((id) => [id, big.children[id] ?? []])),
  },
  play: async ({ canvasElement }) => {
    const started = performance.now();
    const panel = await openPanel(canvasElement);
    const tree = await panel.findByRole("tree", { name: /组织|Organisations|Organisationer/ });
    await waitFor(() => expect(tree.getAttribute("data-total")).toBe("100000"));
    await expect(performance.now() - started).toBeLessThan(10_000);
    await expect(within(tree).getAllByRole("treeitem").length).toBeLessThanOrEqual(30);
  },
};
