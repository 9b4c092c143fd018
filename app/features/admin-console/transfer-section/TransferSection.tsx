import { Space, Typography } from "antd";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { InBrowser } from "../sections";
import { ExportPanel } from "./ExportPanel";
import { ImportPanel } from "./ImportPanel";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ background: "#fff", padding: 24, borderRadius: 8 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 18, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/**
 * Import and export (ADR 059): the tenant's look as one file, and such a file imported as the
 * admin's drafts. Drawn in the browser only, as the console's other sections (ADR 022).
 */
export function TransferSection() {
  const { t } = useTranslation();
  return (
    <InBrowser>
      <Space direction="vertical" size="large" style={{ width: "100%" }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t("adminConsole.transfer.intro")}
        </Typography.Paragraph>
        <Panel title={t("adminConsole.transfer.export.title")}>
          <ExportPanel />
        </Panel>
        <Panel title={t("adminConsole.transfer.import.title")}>
          <ImportPanel />
        </Panel>
      </Space>
    </InBrowser>
  );
}
