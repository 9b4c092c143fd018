/**
 * The `recordTotal` of a page read with `count(*) over ()` as `record_total`:
 * taken from the first row, or — for a page past the end, which has no rows —
 * from `count()`, which counts the whole match.
 */
export async function pageRecordTotal(rows: readonly { record_total?: unknown }[], pageIndex: number, count: () => Promise<unknown>): Promise<number> {
  if (rows.length === 0 && pageIndex > 1) return Number((await count()) ?? 0);
  return Number(rows[0]?.record_total ?? 0);
}
