import { Typography } from "antd";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfigEditor, type CustomConfigForm } from "../ConfigEditor";
import type { PreviewView } from "../PreviewPane";
import { InBrowser } from "../sections";
import { checkLayoutOverride } from "./check-layout-override";
import { LayoutForm } from "./LayoutForm";

/**
 * Layout (ARCHITECTURE §3, SPEC §3 layout override): per view mode × portal type, which
 * registered component fills each region, as the tenant-config kind `layout-override` with the
 * draft → preview → publish → versions flow of ADR 020. The preview shows the view mode ×
 * portal type being edited.
 */
export function LayoutSection() {
  const { t } = useTranslation();
  const id = useId();
  const [view, setView] = useState<PreviewView>({ viewMode: "full", portalType: "Classic" });
  const custom = useMemo<CustomConfigForm>(
    () => ({ check: checkLayoutOverride, render: (props) => <LayoutForm {...props} view={view} onViewChange={setView} /> }),
    [view],
  );
  return (
    <InBrowser>
      <section aria-labelledby={id} style={{ background: "#fff", padding: 24, borderRadius: 8 }}>
        <Typography.Title level={2} id={id} style={{ fontSize: 18, marginTop: 0 }}>
          {t("adminConsole.layout.title")}
        </Typography.Title>
        <ConfigEditor kind="layout-override" custom={custom} previewView={view} onPreviewViewChange={setView} />
      </section>
    </InBrowser>
  );
}
