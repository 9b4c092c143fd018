import { s } from "../../shared/svg";

export interface ChartRow {
  label: string;
  planned: number;
  completed: number;
  /** The row as one sentence (its label and both values, written out) for a screen reader. */
  text: string;
}

export interface ChartLabels {
  /** The chart's name, the SVG's accessible name. */
  name: string;
  description: string;
  format(yuan: number): string;
}

const ROW = 60;
const LABEL_Y = 15;
const BAR = 12;
const PLANNED_Y = 22;
const COMPLETED_Y = 38;
/** The longest bar's share of the width: the rest holds its value. */
const BAR_SPAN = 72;

/**
 * Planned against completed investment per project, two horizontal bars each, drawn as SVG.
 * Widths and positions are percentages of the box (not a scaled viewBox), so the text keeps its
 * size on a phone. It is one image to a screen reader: its name, and as its description one
 * sentence per project (`text`); the page's table holds the same figures.
 */
export function investmentChart(rows: readonly ChartRow[], labels: ChartLabels): SVGElement {
  const max = Math.max(1, ...rows.flatMap((r) => [r.planned, r.completed]));
  const share = (yuan: number) => (BAR_SPAN * yuan) / max;
  const text = (attributes: Record<string, string | number>, words: string) => {
    const element = s("text", attributes);
    element.textContent = words;
    return element;
  };
  const bar = (kind: "planned" | "completed", y: number, yuan: number) => [
    s("rect", { class: `chart-bar chart-${kind}`, x: 0, y, width: `${Math.max(share(yuan), yuan > 0 ? 0.4 : 0).toFixed(2)}%`, height: BAR, rx: 2 }),
    text({ class: "chart-value", x: `${share(yuan).toFixed(2)}%`, dx: 6, y: y + BAR / 2, "dominant-baseline": "central" }, labels.format(yuan)),
  ];
  const chart = s("svg", { class: "investment-chart", width: "100%", height: Math.max(ROW, rows.length * ROW), role: "img", "aria-label": labels.name });
  const description = s("desc");
  description.textContent = [labels.description, ...rows.map((r) => r.text)].join(" ");
  chart.append(description);
  rows.forEach((row, i) => {
    const top = i * ROW;
    chart.append(s("g", {}, text({ class: "chart-label", x: 0, y: top + LABEL_Y }, row.label), ...bar("planned", top + PLANNED_Y, row.planned), ...bar("completed", top + COMPLETED_Y, row.completed)));
  });
  return chart;
}
