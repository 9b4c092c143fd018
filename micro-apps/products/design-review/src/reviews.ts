import type { Texts } from "../../../shared/locale";
import { tr, type Tr } from "../../shared/common-texts";

export type ReviewState = "waiting" | "reviewing" | "changes" | "approved";
export type Discipline = "architecture" | "structure" | "plumbing" | "electrical" | "hvac";

export interface Review {
  code: string;
  title: Tr;
  discipline: Discipline;
  version: string;
  reviewer: Tr;
  due: string;
  /** Open comments / all comments. */
  open: number;
  comments: number;
  state: ReviewState;
}

/** The drawings and documents up for review (demo data). */
export const REVIEWS: readonly Review[] = [
  { code: "JS-03-101", title: tr("3号库 首层平面图", "Warehouse 3 ground floor plan", "Lager 3, planritning entréplan"), discipline: "architecture", version: "V3", reviewer: tr("王立军", "Wang Lijun", "Wang Lijun"), due: "2026-06-12", open: 0, comments: 0, state: "waiting" },
  { code: "JG-03-215", title: tr("3号库 屋面钢桁架节点详图", "Warehouse 3 roof truss connection details", "Lager 3, knutpunkter för takfackverk"), discipline: "structure", version: "V2", reviewer: tr("李敏", "Li Min", "Li Min"), due: "2026-06-10", open: 0, comments: 0, state: "waiting" },
  { code: "DQ-00-008", title: tr("变配电室系统图", "Substation single-line diagram", "Enlinjeschema för ställverk"), discipline: "electrical", version: "V1", reviewer: tr("赵宏", "Zhao Hong", "Zhao Hong"), due: "2026-06-15", open: 0, comments: 0, state: "waiting" },
  { code: "NT-01-120", title: tr("1号库 通风排烟平面图", "Warehouse 1 ventilation and smoke extraction plan", "Lager 1, ventilation och brandgasventilation"), discipline: "hvac", version: "V2", reviewer: tr("陈静", "Chen Jing", "Chen Jing"), due: "2026-06-08", open: 5, comments: 9, state: "reviewing" },
  { code: "JG-02-030", title: tr("分拣中心 基础平面布置图", "Sorting centre foundation layout", "Sorteringscentral, grundplan"), discipline: "structure", version: "V4", reviewer: tr("李敏", "Li Min", "Li Min"), due: "2026-06-07", open: 2, comments: 14, state: "reviewing" },
  { code: "GP-00-012", title: tr("室外消防给水管网图", "External fire water mains", "Utvändiga brandvattenledningar"), discipline: "plumbing", version: "V2", reviewer: tr("孙浩", "Sun Hao", "Sun Hao"), due: "2026-06-03", open: 4, comments: 6, state: "changes" },
  { code: "JS-04-201", title: tr("办公楼 幕墙立面分格图", "Office building curtain wall elevations", "Kontorsbyggnad, fasadindelning glasfasad"), discipline: "architecture", version: "V1", reviewer: tr("王立军", "Wang Lijun", "Wang Lijun"), due: "2026-06-01", open: 7, comments: 11, state: "changes" },
  { code: "JG-01-101", title: tr("1号库 主体结构施工图", "Warehouse 1 structural drawings", "Lager 1, konstruktionsritningar"), discipline: "structure", version: "V5", reviewer: tr("李敏", "Li Min", "Li Min"), due: "2026-05-20", open: 0, comments: 23, state: "approved" },
  { code: "DQ-01-040", title: tr("1号库 照明平面图", "Warehouse 1 lighting plan", "Lager 1, belysningsplan"), discipline: "electrical", version: "V3", reviewer: tr("赵宏", "Zhao Hong", "Zhao Hong"), due: "2026-05-28", open: 0, comments: 8, state: "approved" },
];

export interface ReviewTexts {
  title: string;
  lead: string;
  board: string;
  discipline: string;
  disciplines: Record<Discipline, string>;
  states: Record<ReviewState, string>;
  count: string;
  version: string;
  reviewer: string;
  due: string;
  overdue: string;
  comments: string;
  noComments: string;
  empty: string;
}

export const TEXTS: Texts<ReviewTexts> = {
  "zh-CN": {
    title: "设计评审",
    lead: "施工图与深化设计文件的评审进度：待评审、评审中、需修改和已通过。",
    board: "评审看板",
    discipline: "专业",
    disciplines: { architecture: "建筑", structure: "结构", plumbing: "给排水", electrical: "电气", hvac: "暖通" },
    states: { waiting: "待评审", reviewing: "评审中", changes: "需修改", approved: "已通过" },
    count: "{count} 项",
    version: "版本",
    reviewer: "评审人",
    due: "截止",
    overdue: "已逾期",
    comments: "意见 {open} 条未关闭 / 共 {all} 条",
    noComments: "暂无意见",
    empty: "没有文件",
  },
  en: {
    title: "Design review",
    lead: "Where the construction and shop drawings stand in review: waiting, in review, changes requested and approved.",
    board: "Review board",
    discipline: "Discipline",
    disciplines: { architecture: "Architecture", structure: "Structure", plumbing: "Plumbing", electrical: "Electrical", hvac: "HVAC" },
    states: { waiting: "Waiting", reviewing: "In review", changes: "Changes requested", approved: "Approved" },
    count: "{count} items",
    version: "Version",
    reviewer: "Reviewer",
    due: "Due",
    overdue: "Overdue",
    comments: "{open} open of {all} comments",
    noComments: "No comments yet",
    empty: "No documents",
  },
  "sv-SE": {
    title: "Designgranskning",
    lead: "Var bygghandlingar och arbetsritningar står i granskningen: väntar, granskas, ändras och godkända.",
    board: "Granskningstavla",
    discipline: "Disciplin",
    disciplines: { architecture: "Arkitektur", structure: "Konstruktion", plumbing: "VS", electrical: "El", hvac: "Ventilation" },
    states: { waiting: "Väntar", reviewing: "Granskas", changes: "Ändringar begärda", approved: "Godkänd" },
    count: "{count} st.",
    version: "Version",
    reviewer: "Granskare",
    due: "Senast",
    overdue: "Försenad",
    comments: "{open} öppna av {all} kommentarer",
    noComments: "Inga kommentarer än",
    empty: "Inga handlingar",
  },
};
