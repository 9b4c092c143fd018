import type { Texts } from "../../shared/locale";

/** The views the portal's menus open (their urlParams `view=…`, or the menu's own code). */
export type KnownView = "diagnostics" | "analysis" | "system-job";

export interface DemoTexts {
  title: string;
  viewLabel: string;
  views: Record<KnownView, { name: string; about: string }>;
  otherView: string;
  otherViewAbout: string;
  connecting: string;
  connected: string;
  standaloneTitle: string;
  standalone: string;
  noAnswer: string;
  openPortal: string;
  contextTitle: string;
  contextUpdated: string;
  tenant: string;
  org: string;
  identity: string;
  identityTenant: string;
  identityParticipant: string;
  participant: string;
  user: string;
  locale: string;
  menu: string;
  theme: string;
  none: string;
  actionsTitle: string;
  openWorkbench: string;
  openByCode: string;
  productCode: string;
  menuCode: string;
  open: string;
  navigateTitle: string;
  path: string;
  navigate: string;
  retitleTitle: string;
  tabTitle: string;
  retitle: string;
  closeTab: string;
  messageTitle: string;
  level: string;
  levels: Record<"success" | "info" | "warning" | "error", string>;
  text: string;
  show: string;
  track: string;
  trackNoMenu: string;
  activity: string;
  activityNever: string;
  sent: string;
  refused: string;
  colorPrimary: string;
  headerBg: string;
  headerColor: string;
  siderBg: string;
}

export const TEXTS: Texts<DemoTexts> = {
  "zh-CN": {
    title: "桥接诊断",
    viewLabel: "视图：{view}",
    views: {
      diagnostics: { name: "桥接诊断", about: "供开发者检查应用接入：门户通过桥接提供的上下文（组织、身份、语言、菜单、主题），以及应用可以请门户执行的操作。" },
      analysis: { name: "投资分析", about: "分析应用按当前组织汇总；它可以请门户打开其他菜单。" },
      "system-job": { name: "系统任务", about: "系统任务工具只在租户 10000 下显示。" },
    },
    otherView: "视图 {view}",
    otherViewAbout: "本页面按菜单参数 view 显示不同的视图。",
    connecting: "正在连接门户…",
    connected: "已连接门户（{origin}）",
    standaloneTitle: "请在门户中打开",
    standalone: "本页面是门户中的应用，需要在门户的标签页中打开，才能获得组织、身份和语言等信息。",
    noAnswer: "门户没有应答：{detail}",
    openPortal: "打开门户",
    contextTitle: "门户提供的上下文",
    contextUpdated: "已收到上下文变更 {count} 次（最近一次 {time}）",
    tenant: "租户",
    org: "组织",
    identity: "身份",
    identityTenant: "本企业",
    identityParticipant: "参建方",
    participant: "参建单位 {id}",
    user: "用户",
    locale: "语言",
    menu: "菜单",
    theme: "主题色",
    none: "无",
    actionsTitle: "请门户执行",
    openWorkbench: "在标签页中打开工作台",
    openByCode: "按产品和菜单编码打开菜单",
    productCode: "产品编码",
    menuCode: "菜单编码",
    open: "打开菜单",
    navigateTitle: "跳转到门户路径",
    path: "路径",
    navigate: "跳转",
    retitleTitle: "修改本标签页标题",
    tabTitle: "标题",
    retitle: "修改标题",
    closeTab: "关闭本标签页",
    messageTitle: "在门户中显示消息",
    level: "类型",
    levels: { success: "成功", info: "提示", warning: "警告", error: "错误" },
    text: "内容",
    show: "显示消息",
    track: "发送埋点",
    trackNoMenu: "当前没有菜单编码，无法埋点。",
    activity: "用户活动已上报（最近一次 {time}）",
    activityNever: "尚未上报用户活动",
    sent: "已发送：{action}",
    refused: "桥接拒绝了该请求：{detail}",
    colorPrimary: "主色",
    headerBg: "顶栏背景",
    headerColor: "顶栏文字",
    siderBg: "侧栏背景",
  },
  en: {
    title: "Bridge diagnostics",
    viewLabel: "View: {view}",
    views: {
      diagnostics: { name: "Bridge diagnostics", about: "For developers checking an app's integration: the context the portal gives through the bridge (organisation, identity, language, menu, theme) and what an app may ask the portal to do." },
      analysis: { name: "Investment analysis", about: "The analysis app sums up the current organisation; it can ask the portal to open other menus." },
      "system-job": { name: "System jobs", about: "The system job tool is shown only in tenant 10000." },
    },
    otherView: "View {view}",
    otherViewAbout: "This page shows a view chosen by the menu's view parameter.",
    connecting: "Connecting to the portal…",
    connected: "Connected to the portal ({origin})",
    standaloneTitle: "Open this page inside the portal",
    standalone: "This page is an app of the portal. Open it from a portal tab to get the organisation, identity and language.",
    noAnswer: "The portal did not answer: {detail}",
    openPortal: "Open the portal",
    contextTitle: "Context from the portal",
    contextUpdated: "Context changes received: {count} (last at {time})",
    tenant: "Tenant",
    org: "Organisation",
    identity: "Identity",
    identityTenant: "This enterprise",
    identityParticipant: "Participant",
    participant: "participant org {id}",
    user: "User",
    locale: "Language",
    menu: "Menu",
    theme: "Theme colours",
    none: "none",
    actionsTitle: "Ask the portal",
    openWorkbench: "Open the workbench in a tab",
    openByCode: "Open a menu by product and menu code",
    productCode: "Product code",
    menuCode: "Menu code",
    open: "Open menu",
    navigateTitle: "Go to a portal path",
    path: "Path",
    navigate: "Go",
    retitleTitle: "Rename this tab",
    tabTitle: "Title",
    retitle: "Rename tab",
    closeTab: "Close this tab",
    messageTitle: "Show a message in the portal",
    level: "Type",
    levels: { success: "Success", info: "Information", warning: "Warning", error: "Error" },
    text: "Text",
    show: "Show message",
    track: "Send an event-track record",
    trackNoMenu: "There is no menu code to track with.",
    activity: "User activity reported (last at {time})",
    activityNever: "No user activity reported yet",
    sent: "Sent: {action}",
    refused: "The bridge refused this request: {detail}",
    colorPrimary: "Primary",
    headerBg: "Header background",
    headerColor: "Header text",
    siderBg: "Sidebar background",
  },
  "sv-SE": {
    title: "Bryggdiagnostik",
    viewLabel: "Vy: {view}",
    views: {
      diagnostics: { name: "Bryggdiagnostik", about: "För utvecklare som kontrollerar en apps integration: sammanhanget portalen ger via bryggan (organisation, identitet, språk, meny, tema) och vad en app kan be portalen om." },
      analysis: { name: "Investeringsanalys", about: "Analysappen sammanfattar aktuell organisation; den kan be portalen öppna andra menyer." },
      "system-job": { name: "Systemjobb", about: "Verktyget för systemjobb visas bara i klient 10000." },
    },
    otherView: "Vy {view}",
    otherViewAbout: "Sidan visar den vy som menyns parameter view anger.",
    connecting: "Ansluter till portalen …",
    connected: "Ansluten till portalen ({origin})",
    standaloneTitle: "Öppna sidan i portalen",
    standalone: "Sidan är en app i portalen. Öppna den från en portalflik för att få organisation, identitet och språk.",
    noAnswer: "Portalen svarade inte: {detail}",
    openPortal: "Öppna portalen",
    contextTitle: "Sammanhang från portalen",
    contextUpdated: "Mottagna ändringar av sammanhanget: {count} (senast {time})",
    tenant: "Klient",
    org: "Organisation",
    identity: "Identitet",
    identityTenant: "Det egna företaget",
    identityParticipant: "Projektdeltagare",
    participant: "deltagarorganisation {id}",
    user: "Användare",
    locale: "Språk",
    menu: "Meny",
    theme: "Temafärger",
    none: "ingen",
    actionsTitle: "Be portalen",
    openWorkbench: "Öppna arbetsbänken i en flik",
    openByCode: "Öppna en meny med produkt- och menykod",
    productCode: "Produktkod",
    menuCode: "Menykod",
    open: "Öppna meny",
    navigateTitle: "Gå till en sökväg i portalen",
    path: "Sökväg",
    navigate: "Gå",
    retitleTitle: "Byt namn på fliken",
    tabTitle: "Rubrik",
    retitle: "Byt namn",
    closeTab: "Stäng fliken",
    messageTitle: "Visa ett meddelande i portalen",
    level: "Typ",
    levels: { success: "Klart", info: "Information", warning: "Varning", error: "Fel" },
    text: "Text",
    show: "Visa meddelande",
    track: "Skicka en spårningspost",
    trackNoMenu: "Det finns ingen menykod att spåra med.",
    activity: "Användaraktivitet rapporterad (senast {time})",
    activityNever: "Ingen användaraktivitet rapporterad än",
    sent: "Skickat: {action}",
    refused: "Bryggan avvisade begäran: {detail}",
    colorPrimary: "Primärfärg",
    headerBg: "Sidhuvudets bakgrund",
    headerColor: "Sidhuvudets text",
    siderBg: "Sidofältets bakgrund",
  },
};
