/**
 * The reference page of the Lighthouse bench (bench/lighthouse.ts): a plain ProLayout page as an
 * Ant Design Pro app starts, built by the project's Vite from the project's own React, antd and
 * pro-components — a menu and a card of text, drawn in the browser. `?lang=en` / `?lang=sv-SE`
 * draw its text in that language, so each language of the portal is measured beside a page of the
 * same script.
 */
import { HomeOutlined, AppstoreOutlined, SettingOutlined } from "@ant-design/icons";
import { PageContainer, ProLayout } from "@ant-design/pro-components";
import { Card, Typography } from "antd";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const TEXTS = {
  "zh-CN": {
    title: "工作台",
    menu: ["首页", "应用", "设置"],
    card: "项目公告",
    text: "本周五下午三点在二号会议室召开项目例会，请各部门负责人准时参加，并提前准备好本部门的进度汇报材料。会议将讨论下一阶段的施工计划、安全检查安排以及材料采购进度。",
  },
  en: {
    title: "Workbench",
    menu: ["Home", "Apps", "Settings"],
    card: "Project bulletin",
    text: "The weekly project meeting is on Friday at 3 pm in meeting room 2. Every department head is asked to attend and to bring their department's progress report. The meeting will cover the next phase's construction plan, the safety inspections and the state of material purchasing.",
  },
  "sv-SE": {
    title: "Arbetsyta",
    menu: ["Start", "Appar", "Inställningar"],
    card: "Projektanslag",
    text: "Veckans projektmöte hålls på fredag klockan 15 i mötesrum 2. Varje avdelningschef ombeds delta och ta med avdelningens lägesrapport. Mötet går igenom nästa etapps byggplan, säkerhetskontrollerna och läget för materialinköpen.",
  },
} as const;

const asked = new URLSearchParams(location.search).get("lang");
const lang = asked === "en" || asked === "sv-SE" ? asked : "zh-CN";
const text = TEXTS[lang];
document.documentElement.lang = lang;

function Page() {
  return (
    <ProLayout
      title="Portal"
      layout="mix"
      location={{ pathname: "/" }}
      route={{
        path: "/",
        routes: [
          { path: "/", name: text.menu[0], icon: <HomeOutlined /> },
          { path: "/apps", name: text.menu[1], icon: <AppstoreOutlined /> },
          { path: "/settings", name: text.menu[2], icon: <SettingOutlined /> },
        ],
      }}
      menuItemRender={(item, dom) => <a href={item.path}>{dom}</a>}
    >
      <PageContainer title={text.title}>
        <Card title={text.card}>
          <Typography.Paragraph>{text.text}</Typography.Paragraph>
        </Card>
      </PageContainer>
    </ProLayout>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
