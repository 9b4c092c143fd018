import { h } from "../../../shared/dom";
import { fill, formatNumber } from "../../../shared/locale";
import { startPage } from "../../../shared/page";
import "../../../shared/page.css";
import { brickwork, concreteVolume, parseDecimal, REBAR_DIAMETERS, rebarWeight, WALLS, type Wall } from "./quantities";
import { TEXTS } from "./texts";
import "./calculator.css";

const { locale, t } = startPage(TEXTS, (x) => x.title);
const n = (value: number, digits: number) => formatNumber(locale, value, digits);

/** A labelled number field; the label is the field's accessible name. */
function numberField(form: string, name: string, label: string, value: string): HTMLElement {
  const id = `${form}-${name}`;
  return h("p", { class: "field" }, h("label", { for: id }, label), h("input", { id, name, inputmode: "decimal", autocomplete: "off", value }));
}

function selectField(form: string, name: string, label: string, options: [string, string][], value: string): HTMLElement {
  const id = `${form}-${name}`;
  const select = h("select", { id, name }, ...options.map(([v, text]) => h("option", { value: v }, text)));
  select.value = value;
  return h("p", { class: "field" }, h("label", { for: id }, label), select);
}

/** A calculator panel: fields, and a result list recomputed on every input. */
function panel(id: string, title: string, hint: string, fields: HTMLElement[], compute: (read: (name: string) => string) => [string, string][] | null): HTMLElement {
  const output = h("output", { for: fields.map((f) => f.querySelector("[id]")?.id ?? "").join(" "), "aria-live": "polite", class: "calculator-result" });
  const form = h("form", { id, class: "panel calculator", "aria-labelledby": `${id}-title`, novalidate: true }, h("h2", { id: `${id}-title` }, title), h("p", { class: "page-hint" }, hint), h("div", { class: "calculator-fields" }, ...fields), h("h3", null, t.result), output);
  const update = () => {
    const read = (name: string) => {
      const el = form.elements.namedItem(name);
      return el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.value : "";
    };
    const rows = compute(read);
    output.replaceChildren(rows ? h("dl", null, ...rows.flatMap(([term, value]) => [h("dt", null, term), h("dd", null, value)])) : h("p", { class: "problem" }, t.invalid));
    for (const input of form.querySelectorAll("input")) input.setAttribute("aria-invalid", String(!rows && parseDecimal(input.value) === null));
  };
  form.addEventListener("input", update);
  form.addEventListener("change", update);
  form.addEventListener("submit", (event) => event.preventDefault());
  update();
  return form;
}

const num = (read: (name: string) => string, name: string) => parseDecimal(read(name));

const concrete = panel(
  "concrete",
  t.concrete,
  t.concreteHint,
  [numberField("concrete", "length", t.length, "6"), numberField("concrete", "width", t.width, "4"), numberField("concrete", "depth", t.depth, "0.12"), numberField("concrete", "count", t.count, "1"), numberField("concrete", "waste", t.waste, "2")],
  (read) => {
    const r = concreteVolume({ length: num(read, "length"), width: num(read, "width"), depth: num(read, "depth"), count: num(read, "count"), waste: num(read, "waste") });
    return r && [
      [t.net, fill(t.cubicMetres, { value: n(r.net, 3) })],
      [t.total, fill(t.cubicMetres, { value: n(r.total, 3) })],
    ];
  },
);

const rebar = panel(
  "rebar",
  t.rebar,
  t.rebarHint,
  [selectField("rebar", "diameter", t.diameter, REBAR_DIAMETERS.map((d) => [String(d), `Ø${d}`]), "12"), numberField("rebar", "length", t.barLength, "9"), numberField("rebar", "count", t.bars, "40"), numberField("rebar", "waste", t.waste, "3")],
  (read) => {
    const r = rebarWeight({ diameter: Number(read("diameter")), length: num(read, "length"), count: num(read, "count"), waste: num(read, "waste") });
    return r && [
      [t.perMetre, fill(t.kgPerMetre, { value: n(r.perMetre, 3) })],
      [t.net, fill(t.kilograms, { value: n(r.net, 1) })],
      [t.total, fill(t.kilograms, { value: n(r.total, 1) })],
    ];
  },
);

const bricks = panel(
  "brick",
  t.brick,
  t.brickHint,
  [selectField("brick", "wall", t.wall, (Object.keys(WALLS) as Wall[]).map((w) => [w, t.walls[w]]), "240"), numberField("brick", "length", t.length, "10"), numberField("brick", "height", t.height, "3"), numberField("brick", "openings", t.openings, "2.4"), numberField("brick", "waste", t.waste, "1.5")],
  (read) => {
    const wall = read("wall");
    const r = wall in WALLS ? brickwork({ wall: wall as Wall, length: num(read, "length"), height: num(read, "height"), openings: num(read, "openings"), waste: num(read, "waste") }) : null;
    return r && [
      [t.wallVolume, fill(t.cubicMetres, { value: n(r.volume, 3) })],
      [t.bricks, fill(t.pieces, { value: n(r.bricks, 0) })],
      [t.mortar, fill(t.cubicMetres, { value: n(r.mortar, 3) })],
    ];
  },
);

document.body.append(h("main", { class: "page" }, h("h1", null, t.title), h("p", { class: "page-lead" }, t.lead), concrete, rebar, bricks));
