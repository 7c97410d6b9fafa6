// What the coach keeps on this device outside IndexedDB (settings with a personal API key, the safety
// plan, which conversation is open): removed with the rest when the user clears the device.
const PREFIXES = ['groeipad.coach-settings', 'groeipad.safety-plan', 'groeipad.coach-session.'];

export function forgetCoachDeviceData(
  storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | null,
): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
