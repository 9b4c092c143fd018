import { UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Spin, Typography } from "antd";
import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { entryList, ENTRY_KINDS, type EntryKind, type EntryRecord } from "#app/platform-api/entries-admin";
import { CONFIG_KINDS, publishedConfig, type ConfigFieldError, type ConfigKind } from "#app/platform-api/tenant-config";
import { checkTransfer, importTransfer, InvalidTransfer, type TransferCheck } from "#app/platform-api/tenant-transfer";
import { ImportPreview } from "./ImportPreview";
import { ImportResult } from "./ImportResult";
import { replaceEntryLists, type ListOutcome } from "./replace-entries";
import { readTransferFile, type TransferFileFault } from "./transfer-file.rules";

type Step =
  | { kind: "choose"; fault?: { key: TransferFileFault["key"] | "refused" | "failed"; params?: Record<string, unknown>; errors?: ConfigFieldError[] } }
  | { kind: "checking" }
  | { kind: "preview"; document: unknown; check: TransferCheck; live: Record<ConfigKind, unknown>; liveEntries: Record<EntryKind, EntryRecord[]>; importing: boolean }
  | { kind: "done"; drafts: ConfigKind[]; entries: ListOutcome[] };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The live value of each kind and each entry list, for the preview's diff. */
async function liveLook(): Promise<{ live: Record<ConfigKind, unknown>; liveEntries: Record<EntryKind, EntryRecord[]> }> {
  const [configs, lists] = await Promise.all([Promise.all(CONFIG_KINDS.map((kind) => publishedConfig(kind))), Promise.all(ENTRY_KINDS.map((list) => entryList(list)))]);
  return {
    live: Object.fromEntries(configs.map((config) => [config.kind, config.value])) as Record<ConfigKind, unknown>,
    liveEntries: Object.fromEntries(lists.map((list) => [list.kind, list.records])) as Record<EntryKind, EntryRecord[]>,
  };
}

/**
 * Import (ADR 059): a chosen file is read in the browser (size, JSON, format and version), checked
 * by the platform (schema, values, images, what it changes to fit this tenant), shown as a diff
 * against the live values, and only on confirmation made the admin's drafts, the entry lists
 * replaced through the Entries section's calls. Every refusal says why, in the page's language.
 */
export function ImportPanel() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const input = useRef<HTMLInputElement>(null);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setStep({ kind: "checking" });
    const read = readTransferFile(file.size, file.size > 0 && file.size <= 2 * 1024 * 1024 ? await file.text() : "");
    if (!read.ok) {
      setStep({ kind: "choose", fault: { key: read.fault.key, ...(read.fault.params ? { params: read.fault.params } : {}) } });
      return;
    }
    try {
      const [check, look] = await Promise.all([checkTransfer(read.document), liveLook()]);
      setStep({ kind: "preview", document: read.document, check, ...look, importing: false });
    } catch (error) {
      if (error instanceof InvalidTransfer) setStep({ kind: "choose", fault: { key: "refused", errors: error.errors } });
      else setStep({ kind: "choose", fault: { key: "failed", params: { message: messageOf(error) } } });
    }
  };

  const confirm = async () => {
    if (step.kind !== "preview") return;
    setStep({ ...step, importing: true });
    try {
      const imported = await importTransfer(step.document);
      const entries = await replaceEntryLists(imported.entries, imported.kept);
      setStep({ kind: "done", drafts: imported.drafts.map((draft) => draft.kind), entries });
    } catch (error) {
      if (error instanceof InvalidTransfer) setStep({ kind: "choose", fault: { key: "refused", errors: error.errors } });
      else setStep({ kind: "choose", fault: { key: "failed", params: { message: messageOf(error) } } });
    }
  };

  if (step.kind === "preview") return <ImportPreview check={step.check} live={step.live} liveEntries={step.liveEntries} importing={step.importing} onConfirm={() => void confirm()} onCancel={() => setStep({ kind: "choose" })} />;
  if (step.kind === "done") return <ImportResult drafts={step.drafts} entries={step.entries} onAgain={() => setStep({ kind: "choose" })} />;
  const fault = step.kind === "choose" ? step.fault : undefined;
  return (
    <>
      <Typography.Paragraph>{t("adminConsole.transfer.import.help")}</Typography.Paragraph>
      <input ref={input} type="file" accept="application/json,.json" hidden aria-hidden tabIndex={-1} onChange={(event) => void chosen(event)} data-testid="transfer-file" />
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()} disabled={step.kind === "checking"}>
        {t("adminConsole.transfer.import.choose")}
      </Button>
      {step.kind === "checking" && (
        <div role="status" style={{ marginTop: 16 }}>
          <Spin size="small" /> {t("adminConsole.transfer.import.checking")}
        </div>
      )}
      {/* antd's Alert is itself role="alert": read out as it appears. */}
      <div style={{ marginTop: fault ? 16 : 0 }}>
        {fault && (
          <Alert
            type="error"
            showIcon
            message={t(`adminConsole.transfer.import.fileErrors.${fault.key}`, fault.params ?? {})}
            description={
              fault.errors && fault.errors.length > 0 ? (
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {fault.errors.slice(0, 20).map((error) => (
                    <li key={`${error.path}:${error.message}`}>
                      <Typography.Text code>{error.path || "/"}</Typography.Text> {error.message}
                    </li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        )}
      </div>
    </>
  );
}
