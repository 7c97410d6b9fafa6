// The device's time zone now: a done day is the calendar day the device shows in it.

/** The device's IANA zone now (UTC when the browser does not say). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
