import { useCallback, useState } from "react";
import type { ConfigKind } from "#app/platform-api/tenant-config";
import { scheduleConfig } from "#app/platform-api/tenant-transfer";
import { formatTime } from "../format-time";

/** The kinds whose publish may be scheduled: branding (ADR 059). */
export const SCHEDULED_KINDS: readonly ConfigKind[] = ["header-theme", "nav-logo-and-name"];

export interface ScheduledPublish {
  /** The kind may be scheduled. */
  enabled: boolean;
  busy: boolean;
  /** Changes after each schedule made: the list reads again. */
  refreshKey: number;
  notice: { type: "success" | "error"; text: string; params: Record<string, unknown> } | null;
  /** Schedules the draft (or `fields` of it) for `runAt`, once the draft is saved; then `reload`s the editor. */
  schedule: (runAt: string, fields?: readonly string[]) => Promise<void>;
}

/**
 * Scheduling a kind's publish from its editor (ADR 059): the draft is saved first (`flush`), then
 * handed to the platform with the version it was made on, and the editor reloads (the draft is
 * now the schedule).
 */
export function useScheduledPublish(kind: ConfigKind, basedOn: number, flush: () => Promise<void>, reload: () => Promise<void>, locale: string): ScheduledPublish {
  const [busy, setBusy] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [notice, setNotice] = useState<ScheduledPublish["notice"]>(null);
  const schedule = useCallback(
    async (runAt: string, fields?: readonly string[]) => {
      setBusy(true);
      setNotice(null);
      try {
        await flush();
        const record = await scheduleConfig(kind, basedOn, runAt, fields);
        setNotice({ type: "success", text: "adminConsole.transfer.schedule.scheduled", params: { time: formatTime(record.runAt, locale) } });
        await reload();
      } catch (error) {
        setNotice({ type: "error", text: "adminConsole.transfer.schedule.failed", params: { message: error instanceof Error ? error.message : String(error) } });
      } finally {
        setBusy(false);
        setRefreshKey((key) => key + 1);
      }
    },
    [basedOn, flush, kind, locale, reload],
  );
  return { enabled: SCHEDULED_KINDS.includes(kind), busy, refreshKey, notice, schedule };
}
