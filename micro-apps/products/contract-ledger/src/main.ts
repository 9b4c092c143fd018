import { h } from "../../../shared/dom";
import { fill } from "../../../shared/locale";
import { badge, formatDay, formatPercent, formatYuan, formatYuanShort, scrollingTable, searchField, selectField, startProductPage, type ProductView } from "../../shared/product-page";
import "../../shared/product.css";
import "./contracts.css";
import { CONTRACTS, TEXTS, type Contract, type ContractStatus, type ContractTexts, type ContractType } from "./contracts";

/** 合同台账: the project's contracts, searchable and filtered by status and type, with totals. */
const state: { query: string; status: ContractStatus | "all"; type: ContractType | "all" } = { query: "", status: "all", type: "all" };

const TONES: Record<ContractStatus, "ok" | "warn" | "info" | "idle"> = { draft: "warn", active: "info", settling: "ok", closed: "idle" };

function matches(contract: Contract, view: ProductView<ContractTexts>): boolean {
  if (state.status !== "all" && contract.status !== state.status) return false;
  if (state.type !== "all" && contract.type !== state.type) return false;
  const query = state.query.trim().toLowerCase();
  if (query === "") return true;
  const { locale } = view;
  return [contract.code, contract.name[locale], contract.client[locale], contract.contractor[locale]].some((text) => text.toLowerCase().includes(query));
}

function draw(view: ProductView<ContractTexts>): Node {
  const { locale, t, common } = view;
  const money = (yuan: number) => formatYuan(locale, yuan);
  const sum = (list: readonly Contract[], pick: (c: Contract) => number) => list.reduce((total, c) => total + pick(c), 0);

  const totalAmount = sum(CONTRACTS, (c) => c.amount);
  const totalPaid = sum(CONTRACTS, (c) => c.paid);
  const figures = h(
    "dl",
    { class: "figures" },
    ...[
      [t.count, String(CONTRACTS.length)],
      [t.total, formatYuanShort(locale, totalAmount)],
      [t.totalPaid, formatYuanShort(locale, totalPaid)],
      [t.paidShare, formatPercent(locale, totalPaid / totalAmount, 1)],
    ].map(([label, value]) => h("div", { class: "figure" }, h("dt", null, label), h("dd", null, value))),
  );

  const body = h("tbody");
  const foot = h("tfoot");
  const count = h("p", { class: "muted", role: "status" });
  const table = h(
    "table",
    { class: "table contracts" },
    h("caption", null, t.caption),
    h(
      "thead",
      null,
      h("tr", null, ...[t.code, t.name, t.type, t.client, t.contractor].map((label) => h("th", { scope: "col" }, label)), ...[t.amount, t.paid].map((label) => h("th", { scope: "col", class: "number" }, label)), h("th", { scope: "col" }, t.signed), h("th", { scope: "col" }, t.status)),
    ),
    body,
    foot,
  );
  const refresh = () => {
    const shown = CONTRACTS.filter((c) => matches(c, view));
    body.replaceChildren(
      ...shown.map((c) =>
        h(
          "tr",
          null,
          h("td", { class: "nowrap" }, c.code),
          h("th", { scope: "row" }, c.name[locale]),
          h("td", null, t.types[c.type]),
          h("td", null, c.client[locale]),
          h("td", null, c.contractor[locale]),
          h("td", { class: "number" }, money(c.amount)),
          h("td", { class: "number" }, money(c.paid), h("br"), h("span", { class: "muted" }, formatPercent(locale, c.paid / c.amount))),
          h("td", { class: "nowrap" }, formatDay(locale, c.signed)),
          h("td", null, badge(t.statuses[c.status], TONES[c.status])),
        ),
      ),
    );
    foot.replaceChildren(
      shown.length === 0
        ? h("tr", null, h("td", { colspan: 9 }, common.noMatch))
        : h("tr", null, h("td", { colspan: 5 }, t.sum), h("td", { class: "number" }, money(sum(shown, (c) => c.amount))), h("td", { class: "number" }, money(sum(shown, (c) => c.paid))), h("td", { colspan: 2 })),
    );
    count.textContent = fill(t.shown, { shown: shown.length, total: CONTRACTS.length });
  };
  refresh();

  const statusOptions = [{ value: "all", label: common.all }, ...(Object.keys(t.statuses) as ContractStatus[]).map((s) => ({ value: s, label: t.statuses[s] }))];
  const typeOptions = [{ value: "all", label: common.all }, ...(Object.keys(t.types) as ContractType[]).map((s) => ({ value: s, label: t.types[s] }))];
  return h(
    "div",
    { class: "stack" },
    figures,
    h(
      "section",
      { class: "panel", "aria-labelledby": "contracts-title" },
      h("div", { class: "panel-head" }, h("h2", { id: "contracts-title" }, t.table), count),
      h(
        "div",
        { class: "filters" },
        searchField("contracts-search", t.searchLabel, state.query, (value) => {
          state.query = value;
          refresh();
        }),
        selectField("contracts-status", t.status, statusOptions, state.status, (value) => {
          state.status = value as ContractStatus | "all";
          refresh();
        }),
        selectField("contracts-type", t.type, typeOptions, state.type, (value) => {
          state.type = value as ContractType | "all";
          refresh();
        }),
      ),
      h("div", { class: "table-gap" }),
      scrollingTable(t.table, table),
    ),
  );
}

void startProductPage({ name: "contracts", texts: TEXTS, title: (t) => t.title, lead: (t) => t.lead, draw });
