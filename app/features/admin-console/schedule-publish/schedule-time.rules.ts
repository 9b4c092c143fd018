/**
 * The ISO time of a date-time field's value (the browser's zone), when it is a time after `now`;
 * null for an empty, unreadable or past value (ADR 059: a publish is scheduled to come).
 */
export function scheduledTime(value: string, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return null;
  return at.toISOString();
}
