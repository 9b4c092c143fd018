import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  configDraft,
  configVersion,
  dropConfigDraft,
  InvalidDraft,
  otherConfigDrafts,
  publishConfig,
  publishedConfig,
  PublishConflict,
  saveConfigDraft,
  type ConfigKind,
  type OtherDraft,
  type PublishedConfig,
  type VersionRecord,
} from "#app/platform-api/tenant-config";
import { faultsFromPlatform, type FieldFault } from "./schema-form/field-errors.rules";
import type { FormSchemaName } from "./schema-form/schema-fields.rules";
import { validateConfig } from "./schema-form/validate-config";
import type { ConfigValue } from "./schema-form/SchemaForm";

/** The kinds the console edits with a schema form. */
export type EditableKind = ConfigKind & FormSchemaName;

/** The browser's check of a kind's value: its faults, placed by pointer (none when it validates). */
export type ConfigCheck = (value: ConfigValue) => FieldFault[];

/** ADR 020: the draft is saved as the admin types, this long after the last change. */
export const DRAFT_SAVE_DELAY_MS = 400;

export type DraftStatus = { kind: "none" } | { kind: "saving" } | { kind: "saved"; at: string } | { kind: "failed"; message: string };

export interface ConfigDraftState {
  phase: "loading" | "ready" | "failed";
  loadError: string | null;
  published: PublishedConfig | null;
  value: ConfigValue;
  basedOn: number;
  draft: DraftStatus;
  /** The form shows a new value when this changes (loaded, rebased, dropped). */
  revision: number;
  /** The platform's faults of the draft (on save or on a refused publish). */
  platformFaults: FieldFault[];
  /** A refused publish (412): the version published now, those since the draft's base, and the base's value (undefined while read; null when there is none to read). */
  conflict: { current: PublishedConfig; since: VersionRecord[]; base?: { version: number; value: unknown } | null } | null;
  /** The drafts of this kind other tenant admins hold (whose and when; ADR 058). */
  others: OtherDraft[];
  publishing: boolean;
  /** The outcome of the last action, for a message. */
  notice: { type: "success" | "error"; text: string; params?: Record<string, unknown> } | null;
}

const INITIAL: ConfigDraftState = {
  phase: "loading",
  loadError: null,
  published: null,
  value: {},
  basedOn: 0,
  draft: { kind: "none" },
  revision: 0,
  platformFaults: [],
  conflict: null,
  others: [],
  publishing: false,
  notice: null,
};

function asObject(value: unknown): ConfigValue {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as ConfigValue) : {};
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One kind's editing session (ADR 020): loads the caller's draft, else the published value;
 * saves the draft DRAFT_SAVE_DELAY_MS after the last change (and at once when the page is
 * hidden or the editor closes, so a reload loses nothing); publishes on the draft's base and
 * turns a 412 into a conflict that keeps the draft. A kind without a schema form (the layout
 * override) brings its own `check`, a stable function.
 */
export function useConfigDraft(kind: ConfigKind, check?: ConfigCheck) {
  const [state, setState] = useState<ConfigDraftState>(INITIAL);
  const current = useRef(state);
  current.current = state;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ value: ConfigValue; basedOn: number } | null>(null);
  const saving = useRef<Promise<void>>(Promise.resolve());
  /** The last save failed: what the platform holds is not what the admin sees. */
  const saveFailed = useRef(false);

  const patch = useCallback((change: Partial<ConfigDraftState> | ((s: ConfigDraftState) => Partial<ConfigDraftState>)) => {
    setState((s) => ({ ...s, ...(typeof change === "function" ? change(s) : change) }));
  }, []);

  const load = useCallback(async () => {
    patch({ phase: "loading", loadError: null });
    try {
      // Who else has a draft is a notice: not knowing it never stops the editor.
      const [published, draft, others] = await Promise.all([publishedConfig(kind), configDraft(kind), otherConfigDrafts(kind).catch(() => [])]);
      patch((s) => ({
        phase: "ready",
        published,
        value: asObject(draft ? draft.value : published.value),
        basedOn: draft ? draft.basedOn : published.version,
        draft: draft ? { kind: "saved", at: draft.updatedAt } : { kind: "none" },
        platformFaults: faultsFromPlatform(draft?.errors ?? []),
        conflict: null,
        others,
        revision: s.revision + 1,
      }));
    } catch (error) {
      patch({ phase: "failed", loadError: messageOf(error) });
    }
  }, [kind, patch]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Saves what is pending now, after any save under way; `unloading`: the page is going away, the request must outlive it. */
  const flush = useCallback((unloading = false): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (!next) return saving.current;
    saving.current = saving.current.then(async () => {
      patch({ draft: { kind: "saving" } });
      try {
        const saved = await saveConfigDraft(kind, next.value, next.basedOn, { keepalive: unloading });
        saveFailed.current = false;
        patch({ draft: { kind: "saved", at: saved.updatedAt }, platformFaults: faultsFromPlatform(saved.errors ?? []) });
      } catch (error) {
        // Kept for the next try: the admin's change is not lost.
        saveFailed.current = true;
        pending.current ??= next;
        patch({ draft: { kind: "failed", message: messageOf(error) } });
      }
    });
    return saving.current;
  }, [kind, patch]);

  useEffect(() => {
    const hidden = () => void flush(true);
    window.addEventListener("pagehide", hidden);
    return () => {
      window.removeEventListener("pagehide", hidden);
      void flush();
    };
  }, [flush]);

  const change = useCallback(
    (value: ConfigValue) => {
      // A save is due: the draft is on its way (and Publish, which saves first, may go).
      patch({ value, notice: null, draft: { kind: "saving" } });
      pending.current = { value, basedOn: current.current.basedOn };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    },
    [flush, patch],
  );

  /** Publishes the draft, or only `fields` of it (top-level JSON pointers; ADR 054), the rest staying the draft. */
  const publish = useCallback(async (fields?: readonly string[]) => {
    await flush();
    // Never publish a draft older than the form: the failed save shows, with its retry.
    if (saveFailed.current) return;
    const { basedOn } = current.current;
    patch({ publishing: true, notice: null });
    try {
      const { version, unpublished } = await publishConfig(kind, basedOn, fields);
      const notice = unpublished.length > 0 ? { text: "adminConsole.publish.partlyPublished", params: { version, count: unpublished.length } } : { text: "adminConsole.editor.publishedNow", params: { version } };
      patch({ publishing: false, notice: { type: "success", ...notice } });
      await load();
    } catch (error) {
      if (error instanceof PublishConflict) {
        // The draft's base, for the per-field choice (ADR 058): mine, theirs and what both started from.
        const base = basedOn > 0 ? await configVersion(kind, basedOn).then((v) => ({ version: v.version, value: v.value })).catch(() => null) : null;
        patch({ publishing: false, conflict: { current: error.current, since: error.since, base } });
      }
      else if (error instanceof InvalidDraft) patch({ publishing: false, platformFaults: faultsFromPlatform(error.errors), notice: { type: "error", text: "adminConsole.editor.refused", params: { message: error.message } } });
      else patch({ publishing: false, notice: { type: "error", text: "adminConsole.editor.failed", params: { message: messageOf(error) } } });
    }
  }, [flush, kind, load, patch]);

  /** Keeps the draft, now based on the version published since (ADR 020: the admin publishes again). */
  const rebase = useCallback(async () => {
    const conflict = current.current.conflict;
    if (!conflict) return;
    patch({ conflict: null, basedOn: conflict.current.version, published: conflict.current, notice: { type: "success", text: "adminConsole.conflict.rebased", params: { version: conflict.current.version } } });
    pending.current = { value: current.current.value, basedOn: conflict.current.version };
    await flush();
  }, [flush, patch]);

  /** Saves the merged draft the admin chose field by field, now based on the version published since (ADR 058); they publish again. */
  const resolve = useCallback(
    async (merged: ConfigValue) => {
      const conflict = current.current.conflict;
      if (!conflict) return;
      patch((s) => ({
        conflict: null,
        value: merged,
        basedOn: conflict.current.version,
        published: conflict.current,
        revision: s.revision + 1,
        notice: { type: "success", text: "adminConsole.history.conflict.saved", params: { version: conflict.current.version } },
      }));
      pending.current = { value: merged, basedOn: conflict.current.version };
      await flush();
    },
    [flush, patch],
  );

  const discard = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    try {
      await saving.current;
      await dropConfigDraft(kind);
      await load();
    } catch (error) {
      patch({ notice: { type: "error", text: "adminConsole.editor.failed", params: { message: messageOf(error) } } });
    }
  }, [kind, load, patch]);

  // The browser's check is the same schema's; the platform's faults show when it finds none (a schema newer on the platform).
  const faults = useMemo(() => {
    const local = check ? check(state.value) : validateConfig(kind as EditableKind, state.value);
    return local.length > 0 ? local : state.platformFaults;
  }, [check, kind, state.value, state.platformFaults]);

  return { state, faults, load, change, flush, publish, rebase, resolve, discard };
}
