import type { Texts } from "../../../shared/locale";
import { tr, type Tr } from "../../shared/common-texts";

export type Result = "pass" | "fixing" | "fail";
export type Kind = "routine" | "special" | "acceptance";

export interface Inspection {
  code: string;
  day: string;
  place: Tr;
  item: Tr;
  kind: Kind;
  inspector: Tr;
  result: Result;
  /** The day a fix is due (not for a pass). */
  fixBy?: string;
  finding?: Tr;
}

/** This month's quality inspections (demo data). */
export const INSPECTIONS: readonly Inspection[] = [
  { code: "ZJ-0605-03", day: "2026-06-05", place: tr("3号库 12轴~18轴 二层梁板", "Warehouse 3, grid 12–18, level 2 beams and slab", "Lager 3, axel 12–18, plan 2 balkar och bjälklag"), item: tr("钢筋绑扎隐蔽验收", "Rebar fixing before concreting", "Armering före gjutning"), kind: "acceptance", inspector: tr("刘洋（质量员）", "Liu Yang (QA inspector)", "Liu Yang (kvalitetsansvarig)"), result: "fixing", fixBy: "2026-06-08", finding: tr("板面负筋保护层垫块缺失 6 处", "Cover spacers missing at 6 points of the top bars", "Distanser saknas på 6 ställen i överkantsarmeringen") },
  { code: "ZJ-0605-02", day: "2026-06-05", place: tr("1号库 屋面", "Warehouse 1 roof", "Lager 1, tak"), item: tr("屋面防水卷材搭接", "Roofing membrane laps", "Överlapp i takduk"), kind: "special", inspector: tr("周倩", "Zhou Qian", "Zhou Qian"), result: "pass" },
  { code: "ZJ-0604-05", day: "2026-06-04", place: tr("分拣中心 B区 柱", "Sorting centre zone B columns", "Sorteringscentral zon B, pelare"), item: tr("混凝土外观质量", "Concrete surface finish", "Betongytans utseende"), kind: "routine", inspector: tr("刘洋（质量员）", "Liu Yang (QA inspector)", "Liu Yang (kvalitetsansvarig)"), result: "fail", fixBy: "2026-06-07", finding: tr("KZ-7 柱根部蜂窝麻面，面积约 0.3 m²", "Honeycombing at the foot of column KZ-7, about 0.3 m²", "Stensöm vid foten av pelare KZ-7, cirka 0,3 m²") },
  { code: "ZJ-0604-02", day: "2026-06-04", place: tr("3号库 钢结构", "Warehouse 3 steelwork", "Lager 3, stålstomme"), item: tr("高强螺栓终拧扭矩", "High-strength bolt final torque", "Åtdragningsmoment för HV-skruv"), kind: "special", inspector: tr("周倩", "Zhou Qian", "Zhou Qian"), result: "pass" },
  { code: "ZJ-0603-04", day: "2026-06-03", place: tr("办公楼 三层", "Office building level 3", "Kontorsbyggnad plan 3"), item: tr("砌体灰缝饱满度", "Mortar joint fill in blockwork", "Fogfyllnad i murverk"), kind: "routine", inspector: tr("马超", "Ma Chao", "Ma Chao"), result: "pass" },
  { code: "ZJ-0602-01", day: "2026-06-02", place: tr("1号库 地坪", "Warehouse 1 floor slab", "Lager 1, golvplatta"), item: tr("地坪平整度", "Floor flatness", "Golvets planhet"), kind: "acceptance", inspector: tr("马超", "Ma Chao", "Ma Chao"), result: "fixing", fixBy: "2026-06-09", finding: tr("局部 2 m 靠尺偏差 6 mm，超出允许值", "Local deviation of 6 mm under a 2 m straightedge, over the tolerance", "Lokal avvikelse 6 mm under 2 m rätskiva, över toleransen") },
  { code: "ZJ-0601-03", day: "2026-06-01", place: tr("室外 消防管网", "External fire mains", "Utvändiga brandvattenledningar"), item: tr("管道水压试验", "Pipe pressure test", "Tryckprovning av ledningar"), kind: "acceptance", inspector: tr("孙浩", "Sun Hao", "Sun Hao"), result: "pass" },
  { code: "ZJ-0601-01", day: "2026-06-01", place: tr("3号库 一层", "Warehouse 3 ground floor", "Lager 3, entréplan"), item: tr("模板支撑体系", "Formwork falsework", "Formställning"), kind: "routine", inspector: tr("刘洋（质量员）", "Liu Yang (QA inspector)", "Liu Yang (kvalitetsansvarig)"), result: "pass" },
];

export interface InspectionTexts {
  title: string;
  lead: string;
  list: string;
  figures: string;
  total: string;
  passRate: string;
  code: string;
  day: string;
  place: string;
  item: string;
  kind: string;
  kinds: Record<Kind, string>;
  inspector: string;
  result: string;
  results: Record<Result, string>;
  finding: string;
  fixBy: string;
  shown: string;
  searchLabel: string;
}

export const TEXTS: Texts<InspectionTexts> = {
  "zh-CN": {
    title: "质量检查",
    lead: "本月的日常、专项与验收检查，发现的问题及整改期限。",
    list: "检查记录",
    figures: "本月统计",
    total: "检查次数",
    passRate: "一次合格率",
    code: "检查编号",
    day: "检查日期",
    place: "部位",
    item: "检查项目",
    kind: "类型",
    kinds: { routine: "日常检查", special: "专项检查", acceptance: "验收" },
    inspector: "检查人",
    result: "结果",
    results: { pass: "合格", fixing: "整改中", fail: "不合格" },
    finding: "问题",
    fixBy: "整改期限",
    shown: "显示 {shown} / {total} 条",
    searchLabel: "搜索（部位或检查项目）",
  },
  en: {
    title: "Quality inspections",
    lead: "This month's routine, special and acceptance inspections, what they found and when it must be fixed.",
    list: "Inspection records",
    figures: "This month",
    total: "Inspections",
    passRate: "First-time pass rate",
    code: "Inspection no.",
    day: "Date",
    place: "Location",
    item: "Inspected item",
    kind: "Type",
    kinds: { routine: "Routine", special: "Special", acceptance: "Acceptance" },
    inspector: "Inspector",
    result: "Result",
    results: { pass: "Passed", fixing: "Being fixed", fail: "Failed" },
    finding: "Finding",
    fixBy: "Fix by",
    shown: "Showing {shown} of {total}",
    searchLabel: "Search (location or item)",
  },
  "sv-SE": {
    title: "Kvalitetskontroller",
    lead: "Månadens löpande kontroller, specialkontroller och besiktningar, vad de fann och när det ska vara åtgärdat.",
    list: "Kontrollposter",
    figures: "Denna månad",
    total: "Kontroller",
    passRate: "Godkända vid första kontroll",
    code: "Kontrollnr",
    day: "Datum",
    place: "Plats",
    item: "Kontrollpunkt",
    kind: "Typ",
    kinds: { routine: "Löpande", special: "Special", acceptance: "Besiktning" },
    inspector: "Kontrollant",
    result: "Resultat",
    results: { pass: "Godkänd", fixing: "Åtgärdas", fail: "Underkänd" },
    finding: "Anmärkning",
    fixBy: "Åtgärdas senast",
    shown: "Visar {shown} av {total}",
    searchLabel: "Sök (plats eller kontrollpunkt)",
  },
};
