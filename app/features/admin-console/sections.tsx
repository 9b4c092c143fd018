import { Space, Spin, Typography } from "antd";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/kit/react/use-hydrated";
import { AuditTable } from "./AuditTable";
import { ConfigEditor } from "./ConfigEditor";
import type { EditableKind } from "./use-config-draft";

/**
 * The sections draw in the browser only: their data is the admin's own draft, read after the
 * page is up, and the server's page stays the console's frame (no hydration of forms and tables).
 */
export function InBrowser({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (hydrated) return <>{children}</>;
  return (
    <div role="status" aria-label={t("adminConsole.loading")} style={{ padding: 32, textAlign: "center" }}>
      <Spin />
    </div>
  );
}

function KindPanel({ kind }: { kind: EditableKind }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ background: "#fff", padding: 24, borderRadius: 8 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 18, marginTop: 0 }}>
        {t(`adminConsole.kinds.${kind}`)}
      </Typography.Title>
      <ConfigEditor kind={kind} />
    </section>
  );
}

/** Branding: the header theme and the navigation logo and name (SPEC §3 Header theme). */
export function BrandingSection() {
  return (
    <InBrowser>
      <Space direction="vertical" size="large" style={{ width: "100%" }}>
        <KindPanel kind="header-theme" />
        <KindPanel kind="nav-logo-and-name" />
      </Space>
    </InBrowser>
  );
}

/** Scene params (SPEC §3 Portal scene params). */
export function SceneParamsSection() {
  return (
    <InBrowser>
      <KindPanel kind="scene-params" />
    </InBrowser>
  );
}

/** The config audit (ADR 020 Audit). */
export function AuditSection() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <InBrowser>
      <section aria-labelledby={id} style={{ background: "#fff", padding: 24, borderRadius: 8 }}>
        <Typography.Title level={2} id={id} style={{ fontSize: 18, marginTop: 0 }}>
          {t("adminConsole.audit.title")}
        </Typography.Title>
        <AuditTable />
      </section>
    </InBrowser>
  );
}
