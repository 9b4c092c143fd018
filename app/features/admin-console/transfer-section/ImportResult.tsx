import { Link } from "@remix-run/react";
import { Button, Result, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { EntryKind } from "#app/platform-api/entries-admin";
import type { ConfigKind } from "#app/platform-api/tenant-config";
import { CONSOLE_SECTIONS } from "../console-sections";
import { homeSectionOf } from "../publish-scope.rules";
import type { ListOutcome } from "./replace-entries";

export interface ImportResultProps {
  drafts: readonly ConfigKind[];
  entries: readonly ListOutcome[];
  onAgain: () => void;
}

/** After an import (ADR 059): the kinds now the admin's drafts, each with a link to the section that publishes it, and what became of each entry list. */
export function ImportResult({ drafts, entries, onAgain }: ImportResultProps) {
  const { t } = useTranslation();
  const listLabel = (list: EntryKind) => t(`adminConsole.entries.tabs.${list}`);
  const failed = entries.find((outcome) => outcome.state === "failed");
  const sections = [...new Set(drafts.map(homeSectionOf))];
  return (
    <Result
      status={failed ? "warning" : "success"}
      title={t("adminConsole.transfer.import.doneTitle")}
      subTitle={drafts.length > 0 ? t("adminConsole.transfer.import.drafts") : t("adminConsole.transfer.import.noDrafts")}
      extra={
        <Space direction="vertical" size="middle" style={{ width: "100%", textAlign: "start" }}>
          {drafts.length > 0 && (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {drafts.map((kind) => (
                <li key={kind}>{t(`adminConsole.kinds.${kind}`)}</li>
              ))}
            </ul>
          )}
          <Space wrap>
            {sections.map((key) => {
              const section = CONSOLE_SECTIONS.find((candidate) => candidate.key === key)!;
              return (
                <Link key={key} to={section.path}>
                  {t("adminConsole.transfer.import.publishIn", { section: t(section.labelKey) })}
                </Link>
              );
            })}
          </Space>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {entries.map((outcome) => (
              <li key={outcome.list}>
                {outcome.state === "replaced" && t("adminConsole.transfer.import.entriesDone", { list: listLabel(outcome.list), count: outcome.count })}
                {outcome.state === "same" && t("adminConsole.transfer.import.entriesSame", { list: listLabel(outcome.list) })}
                {outcome.state === "failed" && <Typography.Text type="danger">{t("adminConsole.transfer.import.entriesFailed", { list: listLabel(outcome.list), message: outcome.message })}</Typography.Text>}
              </li>
            ))}
          </ul>
          <Button onClick={onAgain}>{t("adminConsole.transfer.import.again")}</Button>
        </Space>
      }
    />
  );
}
