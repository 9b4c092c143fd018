import type { Texts } from "../../shared/locale";

/** What the portal's menus open this page for (their urlParams), by parameter and value. */
export type Topic = "help:monthly-approval" | "sensor:dust" | "sensor:crane" | "report:cost" | "tool:permission-upgrade";

export interface PageTexts {
  site: string;
  noBridge: string;
  generic: { title: string; about: string };
  topics: Record<Topic, { title: string; about: string; steps?: string[] }>;
  unknownTopic: string;
  openedWith: string;
  parameter: string;
  value: string;
  noParameters: string;
  more: string;
  howOpened: string;
  framedBy: string;
  framedByUnknown: string;
  ownWindow: string;
  openedByPage: string;
  referrer: string;
  noReferrer: string;
  language: string;
}

export const TEXTS: Texts<PageTexts> = {
  "zh-CN": {
    site: "合作方站点",
    noBridge: "这是一个普通的第三方页面，不使用门户桥接，也拿不到门户的登录信息。",
    generic: { title: "第三方页面", about: "门户以三方应用模式、帮助链接或独立窗口打开本页面。" },
    topics: {
      "help:monthly-approval": {
        title: "帮助：月计划审批",
        about: "项目经理提交月度计划后，审批人按以下步骤处理：",
        steps: ["在“进度管理 › 月度计划 › 月计划审批”中打开待审批的计划。", "核对本月工程量与总进度计划的偏差，偏差超过 10% 时需填写原因。", "选择“通过”或“退回”，并写明意见；退回的计划回到编制人处修改。"],
      },
      "sensor:dust": { title: "扬尘监测", about: "扬尘监测由合作方的传感器平台提供，本页显示门户打开它时带的传感器参数。" },
      "sensor:crane": { title: "塔吊监测", about: "塔吊监测由合作方的设备平台提供，在独立窗口中打开。" },
      "report:cost": { title: "成本分析报表", about: "成本分析报表由合作方的报表服务提供，在独立窗口中打开。" },
      "tool:permission-upgrade": { title: "权限升级工具", about: "权限升级工具由运维方提供，只对租户 10000 开放。" },
    },
    unknownTopic: "门户以参数 {name}={value} 打开本页面。",
    openedWith: "打开参数",
    parameter: "参数",
    value: "值",
    noParameters: "没有参数。",
    more: "另有 {count} 个参数未列出。",
    howOpened: "打开方式",
    framedBy: "嵌在 {origin} 的页面中",
    framedByUnknown: "嵌在另一个页面中（来源未知）",
    ownWindow: "在独立的窗口或标签页中",
    openedByPage: "由另一个页面用新窗口打开",
    referrer: "来源页面：{origin}",
    noReferrer: "没有来源页面",
    language: "语言",
  },
  en: {
    site: "Partner site",
    noBridge: "This is a plain third-party page: it does not use the portal bridge and gets none of the portal's sign-in.",
    generic: { title: "Third-party page", about: "The portal opens this page as a third-party app, a help link or a separate window." },
    topics: {
      "help:monthly-approval": {
        title: "Help: approving a monthly plan",
        about: "Once the project manager submits the monthly plan, the approver:",
        steps: [
          "Opens the plan under Schedule › Monthly plans › Approve monthly plan.",
          "Compares the month's quantities with the master schedule; a deviation above 10% needs a reason.",
          "Chooses Approve or Return with a comment; a returned plan goes back to its author.",
        ],
      },
      "sensor:dust": { title: "Dust monitoring", about: "Dust monitoring comes from a partner's sensor platform; this page shows the sensor parameter the portal opened it with." },
      "sensor:crane": { title: "Tower crane monitoring", about: "Tower crane monitoring comes from a partner's equipment platform and opens in its own window." },
      "report:cost": { title: "Cost analysis report", about: "The cost analysis report comes from a partner's reporting service and opens in its own window." },
      "tool:permission-upgrade": { title: "Permission upgrade tool", about: "The permission upgrade tool is run by operations and open to tenant 10000 only." },
    },
    unknownTopic: "The portal opened this page with {name}={value}.",
    openedWith: "Opened with",
    parameter: "Parameter",
    value: "Value",
    noParameters: "No parameters.",
    more: "{count} more parameters not listed.",
    howOpened: "How it was opened",
    framedBy: "In a frame of a page at {origin}",
    framedByUnknown: "In a frame of another page (origin unknown)",
    ownWindow: "In its own window or tab",
    openedByPage: "Opened in a new window by another page",
    referrer: "Referring page: {origin}",
    noReferrer: "No referring page",
    language: "Language",
  },
  "sv-SE": {
    site: "Partnerwebbplats",
    noBridge: "Det här är en vanlig tredjepartssida: den använder inte portalbryggan och får inget av portalens inloggning.",
    generic: { title: "Tredjepartssida", about: "Portalen öppnar sidan som tredjepartsapp, hjälplänk eller i ett eget fönster." },
    topics: {
      "help:monthly-approval": {
        title: "Hjälp: godkänna en månadsplan",
        about: "När projektledaren har lämnat in månadsplanen gör godkännaren så här:",
        steps: [
          "Öppnar planen under Tidplan › Månadsplaner › Godkänn månadsplan.",
          "Jämför månadens mängder med huvudtidplanen; en avvikelse över 10 % kräver en förklaring.",
          "Väljer Godkänn eller Skicka tillbaka med en kommentar; en återskickad plan går tillbaka till den som skrev den.",
        ],
      },
      "sensor:dust": { title: "Dammövervakning", about: "Dammövervakningen kommer från en partners sensorplattform; sidan visar sensorparametern som portalen öppnade den med." },
      "sensor:crane": { title: "Tornkransövervakning", about: "Tornkransövervakningen kommer från en partners maskinplattform och öppnas i ett eget fönster." },
      "report:cost": { title: "Kostnadsanalys", about: "Kostnadsanalysen kommer från en partners rapporttjänst och öppnas i ett eget fönster." },
      "tool:permission-upgrade": { title: "Verktyg för behörighetsuppgradering", about: "Verktyget sköts av driften och är öppet bara för klient 10000." },
    },
    unknownTopic: "Portalen öppnade sidan med {name}={value}.",
    openedWith: "Öppnad med",
    parameter: "Parameter",
    value: "Värde",
    noParameters: "Inga parametrar.",
    more: "{count} parametrar till visas inte.",
    howOpened: "Hur den öppnades",
    framedBy: "I en ram på en sida från {origin}",
    framedByUnknown: "I en ram på en annan sida (okänt ursprung)",
    ownWindow: "I ett eget fönster eller en egen flik",
    openedByPage: "Öppnad i ett nytt fönster av en annan sida",
    referrer: "Hänvisande sida: {origin}",
    noReferrer: "Ingen hänvisande sida",
    language: "Språk",
  },
};
