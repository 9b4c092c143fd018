import { h } from "./dom";

/**
 * Small charts for the dashboards, drawn as SVG and CSS from the data (no chart library).
 * Each has an accessible name and a text equivalent of its values.
 */
const SVG = "http://www.w3.org/2000/svg";

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>, ...children: (Node | string)[]): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

export interface ChartValue {
  label: string;
  value: number;
  color?: string;
}

/** Horizontal bars, longest first as given; each bar labelled with its name and value. */
export function barChart(name: string, values: readonly ChartValue[], format: (value: number) => string): SVGSVGElement {
  const rowHeight = 28;
  const labelWidth = 180;
  const width = 560;
  const max = Math.max(1, ...values.map((v) => v.value));
  const height = Math.max(rowHeight, values.length * rowHeight);
  const chart = svg("svg", { viewBox: `0 0 ${width} ${height}`, width: "100%", role: "img", "aria-label": name, class: "chart chart--bars" });
  chart.append(svg("desc", {}, values.map((v) => `${v.label}: ${format(v.value)}`).join("; ")));
  values.forEach((v, i) => {
    const y = i * rowHeight;
    const barWidth = ((width - labelWidth - 60) * v.value) / max;
    const label = v.label.length > 16 ? `${v.label.slice(0, 15)}…` : v.label;
    chart.append(
      svg("text", { x: labelWidth - 8, y: y + rowHeight / 2, "text-anchor": "end", "dominant-baseline": "middle", class: "chart-label" }, svg("title", {}, v.label), label),
      svg("rect", { x: labelWidth, y: y + 5, width: Math.max(barWidth, v.value > 0 ? 2 : 0), height: rowHeight - 10, rx: 3, fill: v.color ?? "#1677ff" }),
      svg("text", { x: labelWidth + barWidth + 6, y: y + rowHeight / 2, "dominant-baseline": "middle", class: "chart-value" }, format(v.value)),
    );
  });
  return chart;
}

/** A ring of the values' shares, with a legend (name, value, share) beside it. */
export function donutChart(name: string, values: readonly ChartValue[], format: (value: number) => string, percent: (share: number) => string): HTMLElement {
  const total = values.reduce((sum, v) => sum + v.value, 0);
  const radius = 60;
  const circumference = 2 * Math.PI * radius;
  const ring = svg("svg", { viewBox: "0 0 160 160", width: 160, height: 160, role: "img", "aria-label": name, class: "chart chart--donut" });
  ring.append(svg("desc", {}, values.map((v) => `${v.label}: ${format(v.value)}`).join("; ")));
  ring.append(svg("circle", { cx: 80, cy: 80, r: radius, fill: "none", stroke: "#f0f0f0", "stroke-width": 24 }));
  let offset = 0;
  for (const v of values) {
    if (v.value <= 0 || total === 0) continue;
    const length = (v.value / total) * circumference;
    ring.append(
      svg("circle", { cx: 80, cy: 80, r: radius, fill: "none", stroke: v.color ?? "#1677ff", "stroke-width": 24, "stroke-dasharray": `${length} ${circumference - length}`, "stroke-dashoffset": -offset, transform: "rotate(-90 80 80)" }),
    );
    offset += length;
  }
  ring.append(svg("text", { x: 80, y: 80, "text-anchor": "middle", "dominant-baseline": "middle", class: "chart-total" }, format(total)));
  const legend = h(
    "ul",
    { class: "chart-legend" },
    ...values.map((v) => h("li", null, h("span", { class: "chart-swatch", style: `background:${v.color ?? "#1677ff"}`, "aria-hidden": "true" }), `${v.label}: ${format(v.value)} (${percent(total ? v.value / total : 0)})`)),
  );
  return h("div", { class: "chart-donut" }, ring, legend);
}

export interface StackedRow {
  label: string;
  parts: readonly ChartValue[];
}

/** One bar per row, split into its parts' shares (CSS widths); each row also reads as text. */
export function stackedBars(name: string, rows: readonly StackedRow[], format: (value: number) => string): HTMLElement {
  return h(
    "div",
    { class: "chart chart--stacked", role: "list", "aria-label": name },
    ...rows.map((row) => {
      const total = row.parts.reduce((sum, p) => sum + p.value, 0);
      const text = row.parts.filter((p) => p.value > 0).map((p) => `${p.label} ${format(p.value)}`).join(", ");
      return h(
        "div",
        { class: "chart-stacked-row", role: "listitem" },
        h("span", { class: "chart-label", title: row.label }, row.label),
        h(
          "span",
          { class: "chart-stacked-bar", "aria-hidden": "true" },
          ...row.parts.filter((p) => p.value > 0).map((p) => h("span", { style: `width:${((p.value / Math.max(total, 1)) * 100).toFixed(2)}%;background:${p.color ?? "#1677ff"}`, title: `${p.label}: ${format(p.value)}` })),
        ),
        h("span", { class: "sr-only" }, text),
        h("span", { class: "chart-value" }, format(total)),
      );
    }),
  );
}
