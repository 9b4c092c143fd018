import { Spin, Tabs, Typography } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/kit/react/use-hydrated";
import { ENTRY_KINDS } from "#app/platform-api/entries-admin";
import { EntryListPanel } from "./EntryListPanel";

/**
 * Entries (ADR 023; SPEC §3 Quick / extend entry, Side entry, Dashboard, Help item): one tab
 * per list. Drawn in the browser only, as the console's other sections (ADR 022).
 */
export function EntriesSection() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  if (!hydrated) {
    return (
      <div role="status" aria-label={t("adminConsole.loading")} style={{ padding: 32, textAlign: "center" }}>
        <Spin />
      </div>
    );
  }
  return (
    <section aria-labelledby={id} style={{ background: "#fff", padding: 24, borderRadius: 8 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 18, marginTop: 0 }}>
        {t("adminConsole.entries.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("adminConsole.entries.intro")}</Typography.Paragraph>
      <Tabs
        destroyOnHidden
        items={ENTRY_KINDS.map((kind) => {
          const label = t(`adminConsole.entries.tabs.${kind}`);
          return { key: kind, label, children: <EntryListPanel kind={kind} listLabel={label} /> };
        })}
      />
    </section>
  );
}
