// Converts between epoch milliseconds and the value of <input type="datetime-local"> in the device's time zone.

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** '2026-03-05T14:30' for an instant, as the device's clock shows it. */
export function toDateTimeLocal(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const pattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant of a datetime-local value; undefined for text that is not a real date and time. */
export function fromDateTimeLocal(value: string): number | undefined {
  const match = pattern.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  // new Date rolls 31 February over into March; a value that does not come back unchanged is no real date.
  if (
    date.getFullYear() !== year ||
    date.getMonth() !== (month ?? 1) - 1 ||
    date.getDate() !== day
  ) {
    return undefined;
  }
  const ms = date.getTime();
  return Number.isNaN(ms) || ms < 0 ? undefined : ms;
}
