import { ExportOutlined } from "@ant-design/icons";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/**
 * A detached menu (SPEC §3 sourceIntegrateType 2) reached by its URL: browsers open windows
 * only on a click, so the page offers the window with the menu's checked URL.
 */
export function DetachedMenuPage({ name, url, target }: { name: string; url: string; target: "_self" | "_blank" }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={<span role="heading" aria-level={2}>{t("tabs.content.detached", { name })}</span>}
      extra={
        <Button type="primary" icon={<ExportOutlined aria-hidden />} href={url} target={target} rel={target === "_blank" ? "noopener noreferrer" : undefined}>
          {t("tabs.content.openWindow")}
        </Button>
      }
    />
  );
}
