// Which conversation with a contact is open on this device: kept across reloads, replaced by "new conversation".
const PREFIX = 'groeipad.coach-session.';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function currentSessionId(contactId: string): string {
  const key = PREFIX + contactId;
  const known = storage()?.getItem(key);
  if (known) return known;
  return startSession(contactId);
}

export function startSession(contactId: string): string {
  const id = crypto.randomUUID();
  storage()?.setItem(PREFIX + contactId, id);
  return id;
}

export function openSession(contactId: string, sessionId: string): void {
  storage()?.setItem(PREFIX + contactId, sessionId);
}
