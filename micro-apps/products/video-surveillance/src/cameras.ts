import type { Texts } from "../../../shared/locale";
import { tr, type Tr } from "../../shared/common-texts";

/** What a camera looks at: the drawing its tile shows. */
export type Scene = "gate" | "crane" | "building" | "yard" | "pit" | "camp";
export type Area = "entrance" | "work" | "workshop" | "camp";

export interface Camera {
  code: string;
  name: Tr;
  area: Area;
  scene: Scene;
  online: boolean;
  /** How many minutes ago an offline camera was last seen. */
  offlineMinutes?: number;
}

/** The site's cameras (demo data). */
export const CAMERAS: readonly Camera[] = [
  { code: "CAM-01", name: tr("1号大门 出入口", "Gate 1 entrance", "Grind 1, infart"), area: "entrance", scene: "gate", online: true },
  { code: "CAM-02", name: tr("塔吊 T1 吊钩可视", "Tower crane T1 hook view", "Tornkran T1, krokvy"), area: "work", scene: "crane", online: true },
  { code: "CAM-03", name: tr("3号楼 施工升降机", "Building 3 hoist", "Hus 3, bygghiss"), area: "work", scene: "building", online: true },
  { code: "CAM-04", name: tr("基坑东侧 支护", "Excavation east side shoring", "Schaktgrop östra sidan, stämp"), area: "work", scene: "pit", online: true },
  { code: "CAM-05", name: tr("钢筋加工棚", "Rebar workshop", "Armeringsverkstad"), area: "workshop", scene: "yard", online: true },
  { code: "CAM-06", name: tr("材料堆场", "Materials yard", "Materialupplag"), area: "workshop", scene: "yard", online: false, offlineMinutes: 1_146 },
  { code: "CAM-07", name: tr("2号大门 车辆冲洗", "Gate 2 wheel wash", "Grind 2, däcktvätt"), area: "entrance", scene: "gate", online: false, offlineMinutes: 38 },
  { code: "CAM-08", name: tr("塔吊 T2 吊钩可视", "Tower crane T2 hook view", "Tornkran T2, krokvy"), area: "work", scene: "crane", online: true },
  { code: "CAM-09", name: tr("工人生活区", "Workers' camp", "Bodområde"), area: "camp", scene: "camp", online: true },
];

export interface VideoTexts {
  title: string;
  lead: string;
  cameras: string;
  wall: string;
  online: string;
  offline: string;
  summary: string;
  status: string;
  area: string;
  areas: Record<Area, string>;
  layout: string;
  large: string;
  small: string;
  noSignal: string;
  lastSeen: string;
  live: string;
  clock: string;
}

export const TEXTS: Texts<VideoTexts> = {
  "zh-CN": {
    title: "视频监控",
    lead: "工地各区域摄像头的实时画面与在线状态。",
    cameras: "摄像头",
    wall: "监控画面",
    online: "在线",
    offline: "离线",
    summary: "共 {total} 路，在线 {online} 路，离线 {offline} 路",
    status: "状态",
    area: "区域",
    areas: { entrance: "出入口", work: "作业面", workshop: "加工区与堆场", camp: "生活区" },
    layout: "画面布局",
    large: "大画面",
    small: "小画面",
    noSignal: "无信号",
    lastSeen: "最后在线 {time}",
    live: "直播",
    clock: "当前时间",
  },
  en: {
    title: "Video surveillance",
    lead: "Live pictures and status of the cameras across the site.",
    cameras: "Cameras",
    wall: "Camera wall",
    online: "Online",
    offline: "Offline",
    summary: "{total} cameras: {online} online, {offline} offline",
    status: "Status",
    area: "Area",
    areas: { entrance: "Entrances", work: "Work areas", workshop: "Workshops and yards", camp: "Workers' camp" },
    layout: "Layout",
    large: "Large tiles",
    small: "Small tiles",
    noSignal: "No signal",
    lastSeen: "Last seen {time}",
    live: "Live",
    clock: "Current time",
  },
  "sv-SE": {
    title: "Kameraövervakning",
    lead: "Livebilder och status för kamerorna på byggplatsen.",
    cameras: "Kameror",
    wall: "Kameravägg",
    online: "Online",
    offline: "Offline",
    summary: "{total} kameror: {online} online, {offline} offline",
    status: "Status",
    area: "Område",
    areas: { entrance: "Infarter", work: "Arbetsområden", workshop: "Verkstäder och upplag", camp: "Bodområde" },
    layout: "Layout",
    large: "Stora rutor",
    small: "Små rutor",
    noSignal: "Ingen signal",
    lastSeen: "Senast sedd {time}",
    live: "Live",
    clock: "Aktuell tid",
  },
};
