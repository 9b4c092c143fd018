import type { Texts } from "../../shared/locale";

export interface LedgerTexts {
  title: string;
  /** "{app} · {org}" under a menu's name (the app's own name and the org). */
  where: string;
  wholeTenant: string;
  standalone: string;
  projects: string;
  loading: string;
  empty: string;
  emptyHint: string;
  failed: string;
  unauthorized: string;
  retry: string;
  shown: string;
  colName: string;
  colSap: string;
  colStatus: string;
  colBookmark: string;
  bookmarked: string;
  noValue: string;
  formTitle: string;
  project: string;
  chooseProject: string;
  amount: string;
  note: string;
  notePlaceholder: string;
  add: string;
  clear: string;
  localOnly: string;
  needProject: string;
  needAmount: string;
  badAmount: string;
  noteTooLong: string;
  added: string;
  entries: string;
  noEntries: string;
  colProject: string;
  colAmount: string;
  colNote: string;
  colAt: string;
  remove: string;
  removeEntry: string;
}

export const TEXTS: Texts<LedgerTexts> = {
  "zh-CN": {
    title: "项目台账",
    where: "{app} · {org}",
    wholeTenant: "全部项目",
    standalone: "当前页面在门户之外打开：没有门户上下文，显示当前租户的全部项目。",
    projects: "项目列表",
    loading: "正在加载项目…",
    empty: "当前组织下没有项目。",
    emptyHint: "请在门户中切换到包含项目的组织。",
    failed: "项目加载失败：{reason}",
    unauthorized: "登录已失效，请重新登录门户。",
    retry: "重试",
    shown: "显示 {shown} / {total} 个项目",
    colName: "项目名称",
    colSap: "SAP 编码",
    colStatus: "项目状态",
    colBookmark: "收藏",
    bookmarked: "已收藏",
    noValue: "—",
    formTitle: "新增台账记录",
    project: "项目",
    chooseProject: "请选择项目",
    amount: "金额",
    note: "备注",
    notePlaceholder: "例如：三月进度款",
    add: "添加记录",
    clear: "清空",
    localOnly: "台账记录只保存在本页面中，不会发送到平台；关闭标签页后不再保留。",
    needProject: "请选择项目",
    needAmount: "请输入金额",
    badAmount: "金额须为大于 0 的数字，最多两位小数",
    noteTooLong: "备注最多 {max} 个字符",
    added: "已添加：{project}",
    entries: "本页记录",
    noEntries: "还没有记录。",
    colProject: "项目",
    colAmount: "金额",
    colNote: "备注",
    colAt: "时间",
    remove: "删除",
    removeEntry: "删除记录：{project} {amount}",
  },
  en: {
    title: "Project ledger",
    where: "{app} · {org}",
    wholeTenant: "All projects",
    standalone: "This page is open outside the portal: there is no portal context, so the tenant's projects are shown.",
    projects: "Projects",
    loading: "Loading projects…",
    empty: "This org has no projects.",
    emptyHint: "Switch to an org with projects in the portal.",
    failed: "The projects could not be loaded: {reason}",
    unauthorized: "Your session has ended. Sign in to the portal again.",
    retry: "Retry",
    shown: "Showing {shown} of {total} projects",
    colName: "Project",
    colSap: "SAP code",
    colStatus: "Status",
    colBookmark: "Bookmark",
    bookmarked: "Bookmarked",
    noValue: "—",
    formTitle: "New ledger entry",
    project: "Project",
    chooseProject: "Choose a project",
    amount: "Amount",
    note: "Note",
    notePlaceholder: "For example: March progress payment",
    add: "Add entry",
    clear: "Clear",
    localOnly: "Ledger entries stay on this page only: they are not sent to the platform and are gone when the tab is closed.",
    needProject: "Choose a project",
    needAmount: "Enter an amount",
    badAmount: "The amount must be a number above 0 with at most two decimals",
    noteTooLong: "The note may have at most {max} characters",
    added: "Added: {project}",
    entries: "Entries on this page",
    noEntries: "No entries yet.",
    colProject: "Project",
    colAmount: "Amount",
    colNote: "Note",
    colAt: "Added",
    remove: "Remove",
    removeEntry: "Remove entry: {project} {amount}",
  },
  "sv-SE": {
    title: "Projektliggare",
    where: "{app} · {org}",
    wholeTenant: "Alla projekt",
    standalone: "Sidan är öppnad utanför portalen: det finns ingen portalkontext, så klientens alla projekt visas.",
    projects: "Projekt",
    loading: "Läser in projekt…",
    empty: "Organisationen har inga projekt.",
    emptyHint: "Byt till en organisation med projekt i portalen.",
    failed: "Projekten kunde inte läsas in: {reason}",
    unauthorized: "Din session har upphört. Logga in i portalen igen.",
    retry: "Försök igen",
    shown: "Visar {shown} av {total} projekt",
    colName: "Projekt",
    colSap: "SAP-kod",
    colStatus: "Status",
    colBookmark: "Bokmärke",
    bookmarked: "Bokmärkt",
    noValue: "—",
    formTitle: "Ny liggarpost",
    project: "Projekt",
    chooseProject: "Välj ett projekt",
    amount: "Belopp",
    note: "Anteckning",
    notePlaceholder: "Till exempel: delbetalning mars",
    add: "Lägg till post",
    clear: "Rensa",
    localOnly: "Liggarposterna finns bara på den här sidan: de skickas inte till plattformen och försvinner när fliken stängs.",
    needProject: "Välj ett projekt",
    needAmount: "Ange ett belopp",
    badAmount: "Beloppet måste vara ett tal över 0 med högst två decimaler",
    noteTooLong: "Anteckningen får ha högst {max} tecken",
    added: "Tillagd: {project}",
    entries: "Poster på den här sidan",
    noEntries: "Inga poster ännu.",
    colProject: "Projekt",
    colAmount: "Belopp",
    colNote: "Anteckning",
    colAt: "Tillagd",
    remove: "Ta bort",
    removeEntry: "Ta bort post: {project} {amount}",
  },
};
