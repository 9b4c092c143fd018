import { h } from "../../../shared/dom";
import { fill, type AppLocale } from "../../../shared/locale";
import { badge, startProductPage, type ProductView } from "../../shared/product-page";
import "../../shared/product.css";
import { CAMERAS, TEXTS, type Area, type Camera, type VideoTexts } from "./cameras";
import { sceneDrawing } from "./scene";
import "./video.css";

/**
 * 视频监控: the site's camera wall. Tiles are drawn (no video in the demo), each with the
 * camera's name, status and the time its picture was taken, which runs as a live clock.
 */
type StatusFilter = "all" | "online" | "offline";
const state: { status: StatusFilter; area: Area | "all"; size: "large" | "small" } = { status: "all", area: "all", size: "small" };
let clockLocale: AppLocale = "zh-CN";

const two = (n: number) => String(n).padStart(2, "0");
/** A camera's on-screen time stamp, as cameras write it: the same in every language. */
function stamp(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

function tick(): void {
  const now = new Date();
  const full = new Intl.DateTimeFormat(clockLocale, { dateStyle: "medium", timeStyle: "medium" }).format(now);
  for (const clock of document.querySelectorAll<HTMLTimeElement>("time[data-clock]")) {
    clock.dateTime = now.toISOString();
    clock.textContent = clock.dataset["clock"] === "full" ? full : stamp(now);
  }
}

function tile(camera: Camera, index: number, { locale, t }: ProductView<VideoTexts>): HTMLElement {
  const name = camera.name[locale];
  const lastSeen = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" }).format(new Date(Date.now() - (camera.offlineMinutes ?? 0) * 60_000));
  const screen = camera.online
    ? h(
        "div",
        { class: "camera-screen" },
        sceneDrawing(camera.scene, index),
        h("span", { class: "osd osd-top" }, camera.code),
        h("span", { class: "osd osd-live" }, t.live),
        h("time", { class: "osd osd-bottom", "data-clock": "osd" }, stamp(new Date())),
      )
    : h("div", { class: "camera-screen camera-screen-off" }, h("span", { class: "osd osd-top" }, camera.code), h("span", { class: "no-signal" }, t.noSignal));
  return h(
    "li",
    { class: "camera", "data-online": camera.online ? "true" : "false" },
    h(
      "figure",
      null,
      screen,
      h(
        "figcaption",
        null,
        h("span", { class: "camera-name" }, name),
        h("span", { class: "camera-meta" }, badge(camera.online ? t.online : t.offline, camera.online ? "ok" : "bad"), h("span", { class: "muted" }, t.areas[camera.area])),
        camera.online ? null : h("span", { class: "muted camera-seen" }, fill(t.lastSeen, { time: lastSeen })),
      ),
    ),
  );
}

function draw(view: ProductView<VideoTexts>): Node {
  const { t, common } = view;
  clockLocale = view.locale;
  const shown = () => CAMERAS.filter((c) => (state.status === "all" || c.online === (state.status === "online")) && (state.area === "all" || c.area === state.area));
  const online = CAMERAS.filter((c) => c.online).length;
  const grid = h("ul", { class: "camera-grid", "aria-label": t.cameras });
  const empty = h("p", { class: "empty", hidden: true }, common.noMatch);
  const refresh = () => {
    const cameras = shown();
    grid.dataset["size"] = state.size;
    grid.replaceChildren(...cameras.map((camera) => tile(camera, CAMERAS.indexOf(camera), view)));
    empty.hidden = cameras.length > 0;
  };

  /** A row of buttons of which one is pressed (a choice among a few). */
  const toggles = <V extends string>(label: string, choices: readonly { value: V; label: string }[], current: () => V, choose: (value: V) => void) => {
    const buttons = choices.map((choice) => {
      const button = h("button", { type: "button", class: "button", "aria-pressed": String(current() === choice.value) }, choice.label);
      button.addEventListener("click", () => {
        choose(choice.value);
        for (const [i, b] of buttons.entries()) b.setAttribute("aria-pressed", String(choices[i]?.value === current()));
        refresh();
      });
      return button;
    });
    return h("div", { class: "filter" }, h("span", { class: "filter-label" }, label), h("div", { class: "toggles", role: "group", "aria-label": label }, ...buttons));
  };

  const area = h(
    "select",
    { id: "video-area" },
    h("option", { value: "all", selected: state.area === "all" }, common.all),
    ...(Object.keys(t.areas) as Area[]).map((a) => h("option", { value: a, selected: state.area === a }, t.areas[a])),
  );
  area.addEventListener("change", () => {
    state.area = area.value as Area | "all";
    refresh();
  });

  refresh();
  queueMicrotask(tick);
  return h(
    "section",
    { class: "panel", "aria-labelledby": "video-wall-title" },
    h(
      "div",
      { class: "panel-head" },
      h("div", null, h("h2", { id: "video-wall-title" }, t.wall), h("p", { class: "muted summary" }, fill(t.summary, { total: CAMERAS.length, online, offline: CAMERAS.length - online }))),
      h("p", { class: "wall-time" }, h("span", { class: "muted" }, `${t.clock} `), h("time", { "data-clock": "full" }, "")),
    ),
    h(
      "div",
      { class: "filters" },
      toggles<StatusFilter>(t.status, [{ value: "all", label: common.all }, { value: "online", label: t.online }, { value: "offline", label: t.offline }], () => state.status, (v) => (state.status = v)),
      h("div", { class: "filter" }, h("label", { for: "video-area" }, t.area), area),
      toggles(t.layout, [{ value: "large", label: t.large }, { value: "small", label: t.small }] as const, () => state.size, (v) => (state.size = v)),
    ),
    grid,
    empty,
  );
}

void startProductPage({ name: "video", texts: TEXTS, title: (t) => t.title, lead: (t) => t.lead, draw });
// The page's own clock: it lives as long as the frame.
window.setInterval(tick, 1000);
