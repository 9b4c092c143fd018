import type { Texts } from "../../../shared/locale";
import { tr, type Tr } from "../../shared/common-texts";

export type ContractStatus = "draft" | "active" | "settling" | "closed";
export type ContractType = "main" | "sub" | "supply" | "lease" | "service";

export interface Contract {
  code: string;
  name: Tr;
  type: ContractType;
  client: Tr;
  contractor: Tr;
  /** Yuan. */
  amount: number;
  paid: number;
  signed: string;
  status: ContractStatus;
}

const OWNER = tr("北京大兴国际物流园开发有限公司", "Beijing Daxing International Logistics Park Development Co., Ltd.", "Beijing Daxing internationella logistikpark utveckling AB");
const BUILDER = tr("中建智造集团有限公司", "CSCEC Smart Build Group Co., Ltd.", "CSCEC Smart Build Group AB");

/** The project's contracts (demo data). */
export const CONTRACTS: readonly Contract[] = [
  { code: "DX-ZB-2025-001", name: tr("施工总承包合同", "General construction contract", "Totalentreprenadkontrakt"), type: "main", client: OWNER, contractor: BUILDER, amount: 1_286_000_000, paid: 742_300_000, signed: "2025-02-26", status: "active" },
  { code: "DX-FB-2025-014", name: tr("桩基工程专业分包合同", "Piling subcontract", "Underentreprenad pålning"), type: "sub", client: BUILDER, contractor: tr("北京城建基础工程有限公司", "Beijing Urban Construction Foundation Engineering Co.", "Beijing Urban Construction Grundläggning AB"), amount: 46_800_000, paid: 46_800_000, signed: "2025-03-10", status: "closed" },
  { code: "DX-FB-2025-027", name: tr("钢结构制作安装分包合同", "Structural steel subcontract", "Underentreprenad stålstomme"), type: "sub", client: BUILDER, contractor: tr("江苏沪宁钢机股份有限公司", "Jiangsu Huning Steel Mechanism Co.", "Jiangsu Huning Stålkonstruktion AB"), amount: 158_600_000, paid: 91_200_000, signed: "2025-05-18", status: "active" },
  { code: "DX-CG-2025-033", name: tr("商品混凝土采购合同", "Ready-mixed concrete supply", "Leverans av fabriksbetong"), type: "supply", client: BUILDER, contractor: tr("北京金隅混凝土有限公司", "BBMG Concrete Co.", "BBMG Betong AB"), amount: 63_450_000, paid: 48_900_000, signed: "2025-04-02", status: "active" },
  { code: "DX-CG-2025-041", name: tr("HRB400 钢筋采购合同", "HRB400 rebar supply", "Leverans av armering HRB400"), type: "supply", client: BUILDER, contractor: tr("河钢集团物流有限公司", "HBIS Logistics Co.", "HBIS Logistik AB"), amount: 87_200_000, paid: 87_200_000, signed: "2025-04-15", status: "settling" },
  { code: "DX-ZL-2025-008", name: tr("塔式起重机租赁合同", "Tower crane lease", "Hyra av tornkranar"), type: "lease", client: BUILDER, contractor: tr("庞源机械工程有限公司", "Pangyuan Machinery Engineering Co.", "Pangyuan Maskinteknik AB"), amount: 7_860_000, paid: 4_120_000, signed: "2025-03-22", status: "active" },
  { code: "DX-FB-2026-003", name: tr("机电安装工程分包合同", "MEP installation subcontract", "Underentreprenad installationer"), type: "sub", client: BUILDER, contractor: tr("中建安装集团有限公司", "China Construction Installation Group", "China Construction Installation Group AB"), amount: 132_500_000, paid: 18_600_000, signed: "2026-01-12", status: "active" },
  { code: "DX-FW-2025-005", name: tr("工程监理服务合同", "Site supervision services", "Byggledartjänster"), type: "service", client: OWNER, contractor: tr("北京双圆工程咨询监理有限公司", "Beijing Shuangyuan Engineering Consulting Co.", "Beijing Shuangyuan Byggkonsult AB"), amount: 12_400_000, paid: 7_440_000, signed: "2025-02-20", status: "active" },
  { code: "DX-FB-2026-011", name: tr("幕墙工程专业分包合同", "Curtain wall subcontract", "Underentreprenad glasfasad"), type: "sub", client: BUILDER, contractor: tr("深圳市方大建科集团有限公司", "Shenzhen Fangda Building Technology Group", "Shenzhen Fangda Byggteknik AB"), amount: 54_300_000, paid: 0, signed: "2026-06-02", status: "draft" },
  { code: "DX-CG-2026-019", name: tr("电梯设备采购合同", "Lift equipment supply", "Leverans av hissar"), type: "supply", client: BUILDER, contractor: tr("日立电梯（中国）有限公司", "Hitachi Elevator (China) Co.", "Hitachi Elevator (Kina) AB"), amount: 21_960_000, paid: 2_196_000, signed: "2026-03-28", status: "active" },
];

export interface ContractTexts {
  title: string;
  lead: string;
  table: string;
  caption: string;
  code: string;
  name: string;
  type: string;
  types: Record<ContractType, string>;
  client: string;
  contractor: string;
  amount: string;
  paid: string;
  paidShare: string;
  signed: string;
  status: string;
  statuses: Record<ContractStatus, string>;
  count: string;
  total: string;
  totalPaid: string;
  shown: string;
  sum: string;
  searchLabel: string;
}

export const TEXTS: Texts<ContractTexts> = {
  "zh-CN": {
    title: "合同台账",
    lead: "本项目的收入与支出合同：金额、签约双方、付款进度和状态。",
    table: "合同列表",
    caption: "金额单位：元（人民币）",
    code: "合同编号",
    name: "合同名称",
    type: "合同类型",
    types: { main: "总承包", sub: "专业分包", supply: "材料设备采购", lease: "设备租赁", service: "服务" },
    client: "甲方",
    contractor: "乙方",
    amount: "合同金额",
    paid: "累计付款",
    paidShare: "付款比例",
    signed: "签订日期",
    status: "状态",
    statuses: { draft: "待签订", active: "履行中", settling: "结算中", closed: "已结清" },
    count: "合同数",
    total: "合同总额",
    totalPaid: "累计付款",
    shown: "显示 {shown} / {total} 份合同",
    sum: "合计",
    searchLabel: "搜索（编号、名称或单位）",
  },
  en: {
    title: "Contract ledger",
    lead: "The project's contracts: amounts, parties, payments to date and status.",
    table: "Contracts",
    caption: "Amounts in yuan (CNY)",
    code: "Contract no.",
    name: "Contract",
    type: "Type",
    types: { main: "Main contract", sub: "Subcontract", supply: "Supply", lease: "Equipment lease", service: "Services" },
    client: "Client",
    contractor: "Contractor",
    amount: "Contract amount",
    paid: "Paid to date",
    paidShare: "Paid share",
    signed: "Signed",
    status: "Status",
    statuses: { draft: "To be signed", active: "In progress", settling: "Settling", closed: "Closed" },
    count: "Contracts",
    total: "Total value",
    totalPaid: "Paid to date",
    shown: "Showing {shown} of {total} contracts",
    sum: "Total",
    searchLabel: "Search (number, name or party)",
  },
  "sv-SE": {
    title: "Avtalsliggare",
    lead: "Projektets avtal: belopp, parter, betalt hittills och status.",
    table: "Avtal",
    caption: "Belopp i yuan (CNY)",
    code: "Avtalsnr",
    name: "Avtal",
    type: "Typ",
    types: { main: "Huvudkontrakt", sub: "Underentreprenad", supply: "Leverans", lease: "Maskinhyra", service: "Tjänster" },
    client: "Beställare",
    contractor: "Leverantör",
    amount: "Avtalsbelopp",
    paid: "Betalt hittills",
    paidShare: "Andel betald",
    signed: "Undertecknat",
    status: "Status",
    statuses: { draft: "Ej undertecknat", active: "Pågående", settling: "Slutreglering", closed: "Avslutat" },
    count: "Avtal",
    total: "Totalt värde",
    totalPaid: "Betalt hittills",
    shown: "Visar {shown} av {total} avtal",
    sum: "Summa",
    searchLabel: "Sök (nummer, namn eller part)",
  },
};
