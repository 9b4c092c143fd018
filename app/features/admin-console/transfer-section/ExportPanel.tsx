import { DownloadOutlined } from "@ant-design/icons";
import { Alert, Button, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { exportTransfer } from "#app/platform-api/tenant-transfer";
import { exportFileName } from "./transfer-file.rules";

/** Saves `text` as a file named `name` in the browser's downloads. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Export (ADR 059): the tenant's published look from the platform, saved as one JSON file. The
 * file is made in the browser from the platform's answer, so a refusal (images too large
 * together) shows here in words rather than as a downloaded error.
 */
export function ExportPanel() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ type: "success" | "error"; text: string } | null>(null);
  const run = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const document = await exportTransfer();
      const name = exportFileName(document.source.tenantId, document.exportedAt);
      saveFile(name, `${JSON.stringify(document, null, 2)}\n`);
      setOutcome({ type: "success", text: t("adminConsole.transfer.export.done", { file: name }) });
    } catch (error) {
      setOutcome({ type: "error", text: t("adminConsole.transfer.export.failed", { message: error instanceof Error ? error.message : String(error) }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Typography.Paragraph>{t("adminConsole.transfer.export.help")}</Typography.Paragraph>
      <Button type="primary" icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void run()}>
        {t("adminConsole.transfer.export.button")}
      </Button>
      {outcome && (
        <div role="status" style={{ marginTop: 16 }}>
          <Alert type={outcome.type} showIcon message={outcome.text} />
        </div>
      )}
    </>
  );
}
