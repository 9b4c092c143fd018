import { MAX_TRANSFER_BYTES, TRANSFER_FORMAT, TRANSFER_FORMAT_VERSION } from "#app/platform-api/tenant-transfer";

/** Why a chosen file is not read, as a string key (adminConsole.transfer.fileErrors.*) and its values. */
export type TransferFileFault =
  | { key: "tooLarge"; params: { size: number; limit: number } }
  | { key: "empty"; params?: undefined }
  | { key: "notJson"; params: { detail: string } }
  | { key: "notExport"; params?: undefined }
  | { key: "laterVersion"; params: { version: number; supported: number } };

export type TransferFileRead = { ok: true; document: Record<string, unknown> } | { ok: false; fault: TransferFileFault };

/** Kibibytes, rounded up, for a size said to the admin. */
const kib = (bytes: number) => Math.ceil(bytes / 1024);

/**
 * Reads a chosen file as an export of a tenant's look (ADR 059), before anything is sent: too
 * large (`size` bytes over the platform's limit), empty, not JSON, not an export of the format, or
 * of a later format version than this portal reads. The rest (the schema, the values, the
 * images) is the platform's check. Takes the file's size and text; answers the document or why not.
 */
export function readTransferFile(size: number, text: string): TransferFileRead {
  if (size > MAX_TRANSFER_BYTES) return { ok: false, fault: { key: "tooLarge", params: { size: kib(size), limit: kib(MAX_TRANSFER_BYTES) } } };
  if (text.trim() === "") return { ok: false, fault: { key: "empty" } };
  let parsed: unknown;
  try {
    // A byte order mark (a file saved by some editors) is no fault of the content.
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { ok: false, fault: { key: "notJson", params: { detail: error instanceof Error ? error.message.slice(0, 200) : String(error) } } };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed) || (parsed as Record<string, unknown>)["format"] !== TRANSFER_FORMAT) return { ok: false, fault: { key: "notExport" } };
  const document = parsed as Record<string, unknown>;
  const version = document["formatVersion"];
  if (typeof version === "number" && Number.isInteger(version) && version > TRANSFER_FORMAT_VERSION) return { ok: false, fault: { key: "laterVersion", params: { version, supported: TRANSFER_FORMAT_VERSION } } };
  return { ok: true, document };
}

/** The file name an export is saved under: the tenant's id and the day, e.g. portal-look-10001-2026-12-07.json. */
export function exportFileName(tenantId: string, exportedAt: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(exportedAt)?.[0] ?? "export";
  return `portal-look-${tenantId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64)}-${day}.json`;
}
