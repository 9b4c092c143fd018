import { canStore, readStored, writeStored } from "../../shared/storage";
import { ENTRIES_MAX, readEntries, type DiaryEntry } from "./diary";

/** An org's stored entries, and whether this browser keeps them. */
export function loadEntries(key: string): { entries: DiaryEntry[]; persistent: boolean } {
  return { entries: readEntries(readStored(key)), persistent: canStore() };
}

/** Stores an org's entries (the newest ENTRIES_MAX); false when the browser refused. */
export function saveEntries(key: string, entries: readonly DiaryEntry[]): boolean {
  return writeStored(key, JSON.stringify(entries.slice(0, ENTRIES_MAX)));
}
