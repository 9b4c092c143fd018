import { ChromeOutlined, ExportOutlined } from "@ant-design/icons";
import { Button, Card, List, Result } from "antd";
import { useTranslation } from "react-i18next";

/** Browsers the platform supports, with where to get them (SPEC §2 /portal/browse-happy/). */
export const SUPPORTED_BROWSERS = [
  { name: "Google Chrome", url: "https://www.google.com/chrome/" },
  { name: "Microsoft Edge", url: "https://www.microsoft.com/edge" },
  { name: "Mozilla Firefox", url: "https://www.mozilla.org/firefox/" },
  { name: "Safari", url: "https://www.apple.com/safari/" },
] as const;

/** The browser-upgrade page. */
export function BrowseHappyPage() {
  const { t } = useTranslation();
  return (
    <main style={{ maxWidth: 640, margin: "48px auto", padding: 16 }}>
      <Card>
        <Result status="warning" title={t("pages.browseHappy.title")} subTitle={t("pages.browseHappy.body")} />
        <List
          dataSource={[...SUPPORTED_BROWSERS]}
          renderItem={(browser) => (
            <List.Item>
              <a href={browser.url} target="_blank" rel="noopener noreferrer">
                <ChromeOutlined aria-hidden /> {browser.name} <ExportOutlined aria-hidden />
              </a>
            </List.Item>
          )}
        />
        <Button type="link" href="/portal/1/">
          {t("pages.browseHappy.continue")}
        </Button>
      </Card>
    </main>
  );
}
