import { createEntry, deleteEntry, entryList, ENTRY_KINDS, reorderEntries, type EntryKind, type EntryRecord, type EntryWrites } from "#app/platform-api/entries-admin";
import type { KeptEntries, TransferDocument } from "#app/platform-api/tenant-transfer";
import { sameEntries } from "./entry-lists.rules";

/** What became of one entry list: replaced (with how many entries), left as it was, or failed (the lists after it untouched). */
export type ListOutcome = { list: EntryKind; state: "replaced"; count: number } | { list: EntryKind; state: "same" } | { list: EntryKind; state: "failed"; message: string };

/**
 * Replaces the tenant's entry lists with the file's (ADR 059), through the admin calls of the
 * Entries section (ADR 023), each with the list's version as If-Match: the list's entries go,
 * the file's are added in order, and the entries the calls cannot write (groups, entries with
 * no link) stay, after them. A list that already holds the file's entries is left alone. The
 * first failure (a 412: someone changed the list meanwhile) stops it: the lists after it are
 * not touched, and the outcome says which.
 */
export async function replaceEntryLists(entries: TransferDocument["entries"], kept: KeptEntries): Promise<ListOutcome[]> {
  const outcomes: ListOutcome[] = [];
  for (const list of ENTRY_KINDS) {
    const wanted = entries[list] as EntryWrites[typeof list][];
    try {
      const current = await entryList(list);
      const keep = new Set((kept[list] ?? []).map((entry) => entry.id));
      const replaced = current.records.filter((record) => !keep.has(record.id));
      if (sameEntries(replaced as EntryRecord[], wanted)) {
        outcomes.push({ list, state: "same" });
        continue;
      }
      let version = current.version;
      for (const record of replaced) version = (await deleteEntry(list, version, record.id)).version;
      const created: string[] = [];
      for (const body of wanted) {
        const answer = await createEntry(list, version, body);
        version = answer.version;
        created.push(answer.record.id);
      }
      const stays = current.records.filter((record) => keep.has(record.id)).map((record) => record.id);
      if (stays.length > 0 && created.length > 0) await reorderEntries(list, version, [...created, ...stays]);
      outcomes.push({ list, state: "replaced", count: created.length });
    } catch (error) {
      outcomes.push({ list, state: "failed", message: error instanceof Error ? error.message : String(error) });
      break;
    }
  }
  return outcomes;
}
