import type { EntryDraftItem } from "#app/platform-api/content-versions";
import type { EntryKind, EntryRecord } from "#app/platform-api/entries-admin";

/**
 * An entry list's draft against the live list (ADR 057): what an entry of the draft is (new,
 * changed, as live), and every change a publish would make, for the confirmation. Pure.
 */

/** Fields of a record the platform sets (not the admin's to change). */
const READ_ONLY = new Set(["id", "name", "childCount", "draftKey"]);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `item` that differ from `record`, writable ones only, in a stable order. */
export function changedFields(record: Record<string, unknown>, item: Record<string, unknown>): string[] {
  const keys = [...new Set([...Object.keys(record), ...Object.keys(item)])].filter((key) => !READ_ONLY.has(key) && item[key] !== undefined);
  return keys.filter((key) => !same(record[key], item[key])).sort();
}

export type ItemState = "added" | "changed" | null;

export function itemState<K extends EntryKind>(item: EntryDraftItem<K>, live: readonly EntryRecord<K>[]): ItemState {
  const record = item.id ? live.find((r) => r.id === item.id) : undefined;
  if (!record) return "added";
  return changedFields(record as unknown as Record<string, unknown>, item as unknown as Record<string, unknown>).length > 0 ? "changed" : null;
}

export interface ListChanges<K extends EntryKind> {
  added: EntryDraftItem<K>[];
  removed: EntryRecord<K>[];
  changed: { record: EntryRecord<K>; item: EntryDraftItem<K>; fields: string[] }[];
  /** The entries both lists hold are in another order. */
  reordered: boolean;
}

export function listChanges<K extends EntryKind>(live: readonly EntryRecord<K>[], draft: readonly EntryDraftItem<K>[]): ListChanges<K> {
  const added = draft.filter((item) => itemState(item, live) === "added");
  const removed = live.filter((record) => !draft.some((item) => item.id === record.id));
  const changed = draft.flatMap((item) => {
    const record = item.id ? live.find((r) => r.id === item.id) : undefined;
    const fields = record ? changedFields(record as unknown as Record<string, unknown>, item as unknown as Record<string, unknown>) : [];
    return record && fields.length > 0 ? [{ record, item, fields }] : [];
  });
  const kept = (ids: (string | undefined)[], other: Set<string | undefined>) => ids.filter((id) => id !== undefined && other.has(id));
  const liveIds = live.map((r) => r.id);
  const draftIds = draft.map((i) => i.id);
  const reordered = kept(liveIds, new Set(draftIds)).join() !== kept(draftIds, new Set(liveIds)).join();
  return { added, removed, changed, reordered };
}

export function changeCount(changes: ListChanges<EntryKind>): number {
  return changes.added.length + changes.removed.length + changes.changed.length + (changes.reordered ? 1 : 0);
}

/** A draft entry's key in a table: its id, or the key it was given when added. */
export function itemKey(item: EntryDraftItem): string {
  return item.id ?? String((item as { draftKey?: string }).draftKey ?? "");
}

/** Moves the item at `index` one step up (-1) or down (1). */
export function movedItems<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
