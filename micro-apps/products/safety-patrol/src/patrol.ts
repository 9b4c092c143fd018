import type { Texts } from "../../../shared/locale";
import { tr, type Tr } from "../../shared/common-texts";

export type Answer = "ok" | "hazard" | "open";
export type HazardState = "open" | "fixing" | "closed";

/** Today's patrol checklist, by area (demo data); `answer` is what the patrol has found so far. */
export const CHECKLIST: readonly { area: Tr; items: readonly { id: string; text: Tr; answer: Answer }[] }[] = [
  {
    area: tr("临边与洞口防护", "Edges and openings", "Kanter och öppningar"),
    items: [
      { id: "edge-rails", text: tr("楼层临边防护栏杆齐全、牢固", "Edge guard rails complete and secure on every floor", "Skyddsräcken hela och stabila på alla plan"), answer: "ok" },
      { id: "lift-shaft", text: tr("电梯井口防护门安装到位", "Lift shaft gates fitted", "Grindar vid hisschakt monterade"), answer: "ok" },
      { id: "openings", text: tr("预留洞口盖板固定并有警示标识", "Floor openings covered, fixed and marked", "Bjälklagsöppningar täckta, fästa och märkta"), answer: "hazard" },
    ],
  },
  {
    area: tr("脚手架", "Scaffolding", "Ställningar"),
    items: [
      { id: "ties", text: tr("连墙件按方案设置，无缺失", "Wall ties as designed, none missing", "Förankringar enligt ritning, inga saknas"), answer: "ok" },
      { id: "boards", text: tr("脚手板满铺，无探头板", "Boards fully laid, no overhanging boards", "Plank fullt utlagda, inga utskjutande plank"), answer: "ok" },
      { id: "bracing", text: tr("剪刀撑连续设置", "Diagonal bracing continuous", "Diagonalstag obrutna"), answer: "open" },
    ],
  },
  {
    area: tr("塔吊与起重吊装", "Cranes and lifting", "Kranar och lyft"),
    items: [
      { id: "limits", text: tr("塔吊限位、力矩限制器灵敏有效", "Crane limit switches and load moment limiter work", "Kranens gränslägen och momentbegränsare fungerar"), answer: "ok" },
      { id: "slings", text: tr("吊索具无断丝、变形", "Slings and shackles free of broken wires and deformation", "Stroppar och schackel utan trådbrott och deformation"), answer: "hazard" },
      { id: "banksman", text: tr("司索信号工持证上岗", "Banksmen certified and on duty", "Signalmän certifierade och på plats"), answer: "open" },
    ],
  },
  {
    area: tr("临时用电", "Temporary power", "Byggström"),
    items: [
      { id: "rcd", text: tr("三级配电、两级漏电保护", "Three-level distribution with two levels of RCD protection", "Tre nivåer av fördelning med jordfelsbrytare i två nivåer"), answer: "ok" },
      { id: "cables", text: tr("电缆架空或埋地敷设，无拖地", "Cables overhead or buried, none on the ground", "Kablar upphängda eller nedgrävda, inga på marken"), answer: "open" },
      { id: "boxes", text: tr("配电箱门锁完好、有防雨措施", "Distribution boxes locked and rainproof", "Elcentraler låsta och regnskyddade"), answer: "open" },
    ],
  },
  {
    area: tr("消防与文明施工", "Fire safety and housekeeping", "Brandskydd och ordning"),
    items: [
      { id: "extinguishers", text: tr("灭火器按要求配置且在有效期内", "Fire extinguishers in place and in date", "Brandsläckare på plats och kontrollerade"), answer: "ok" },
      { id: "hot-work", text: tr("动火作业有审批、有监护", "Hot work permitted and watched", "Heta arbeten har tillstånd och brandvakt"), answer: "open" },
      { id: "access", text: tr("施工通道畅通，材料堆放整齐", "Access routes clear, materials stacked tidily", "Gångvägar fria, material prydligt upplagt"), answer: "open" },
    ],
  },
];

/** Hazards found by earlier patrols (demo data). */
export const HAZARDS: readonly { code: string; text: Tr; place: Tr; found: string; owner: Tr; due: string; state: HazardState }[] = [
  { code: "YH-0604-01", text: tr("外架剪刀撑局部断开", "Scaffold diagonal bracing broken in places", "Ställningens diagonalstag brutna på några ställen"), place: tr("3号库 北立面", "Warehouse 3 north elevation", "Lager 3, norra fasaden"), found: "2026-06-04", owner: tr("劳务分包 鑫盛建筑劳务", "Labour subcontractor Xinsheng", "Underentreprenör Xinsheng"), due: "2026-06-06", state: "fixing" },
  { code: "YH-0603-02", text: tr("二级配电箱未上锁", "Sub-distribution box left unlocked", "Undercentral olåst"), place: tr("分拣中心 B区", "Sorting centre zone B", "Sorteringscentral zon B"), found: "2026-06-03", owner: tr("机电分包 中建安装", "MEP subcontractor CCIG", "Installationsentreprenör CCIG"), due: "2026-06-03", state: "closed" },
  { code: "YH-0602-05", text: tr("动火点未配置灭火器", "No fire extinguisher at a hot-work point", "Ingen brandsläckare vid hett arbete"), place: tr("1号库 屋面", "Warehouse 1 roof", "Lager 1, tak"), found: "2026-06-02", owner: tr("钢结构分包 沪宁钢机", "Steel subcontractor Huning", "Stålentreprenör Huning"), due: "2026-06-02", state: "closed" },
  { code: "YH-0605-03", text: tr("基坑边 1 m 内堆放钢管", "Steel tubes stacked within 1 m of the excavation edge", "Stålrör upplagda inom 1 m från schaktkanten"), place: tr("基坑东侧", "Excavation east side", "Schaktgrop östra sidan"), found: "2026-06-05", owner: tr("总包 项目部", "Main contractor site team", "Huvudentreprenörens platsledning"), due: "2026-06-07", state: "open" },
];

export interface PatrolTexts {
  title: string;
  lead: string;
  today: string;
  inspector: string;
  inspectorName: string;
  weather: string;
  weatherToday: string;
  checklist: string;
  progress: string;
  answers: Record<Answer, string>;
  hazards: string;
  hazard: string;
  place: string;
  found: string;
  owner: string;
  due: string;
  state: string;
  states: Record<HazardState, string>;
}

export const TEXTS: Texts<PatrolTexts> = {
  "zh-CN": {
    title: "安全巡检",
    lead: "按检查表逐项巡查现场，记录隐患并跟踪整改。",
    today: "巡检日期",
    inspector: "巡检人",
    inspectorName: "张建国（专职安全员）",
    weather: "天气",
    weatherToday: "晴，28 °C，东南风 3 级",
    checklist: "今日巡检表",
    progress: "已检查 {checked} / {total} 项，发现隐患 {hazards} 项",
    answers: { ok: "符合", hazard: "有隐患", open: "未检查" },
    hazards: "隐患整改跟踪",
    hazard: "隐患",
    place: "位置",
    found: "发现日期",
    owner: "责任单位",
    due: "整改期限",
    state: "状态",
    states: { open: "待整改", fixing: "整改中", closed: "已闭合" },
  },
  en: {
    title: "Safety patrols",
    lead: "Walk the site item by item with the checklist, record hazards and follow them up.",
    today: "Patrol date",
    inspector: "Patrolled by",
    inspectorName: "Zhang Jianguo (safety officer)",
    weather: "Weather",
    weatherToday: "Sunny, 28 °C, south-east wind force 3",
    checklist: "Today's checklist",
    progress: "{checked} of {total} items checked, {hazards} hazards found",
    answers: { ok: "OK", hazard: "Hazard", open: "Not checked" },
    hazards: "Hazard follow-up",
    hazard: "Hazard",
    place: "Location",
    found: "Found",
    owner: "Responsible",
    due: "Fix by",
    state: "Status",
    states: { open: "To fix", fixing: "Being fixed", closed: "Closed" },
  },
  "sv-SE": {
    title: "Skyddsronder",
    lead: "Gå igenom arbetsplatsen punkt för punkt enligt checklistan, notera risker och följ upp dem.",
    today: "Datum",
    inspector: "Skyddsrond av",
    inspectorName: "Zhang Jianguo (skyddsombud)",
    weather: "Väder",
    weatherToday: "Soligt, 28 °C, sydostlig vind 3",
    checklist: "Dagens checklista",
    progress: "{checked} av {total} punkter kontrollerade, {hazards} risker funna",
    answers: { ok: "OK", hazard: "Risk", open: "Ej kontrollerad" },
    hazards: "Uppföljning av risker",
    hazard: "Risk",
    place: "Plats",
    found: "Funnen",
    owner: "Ansvarig",
    due: "Åtgärdas senast",
    state: "Status",
    states: { open: "Ska åtgärdas", fixing: "Åtgärdas", closed: "Åtgärdad" },
  },
};
