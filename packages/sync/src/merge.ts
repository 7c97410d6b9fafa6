// Merge rules shared by server and client: the device's changed fields win over the server copy.
export type Row = Record<string, unknown>;

/**
 * The server copy with the device's changed fields laid over it. A changed field missing from the
 * device copy was removed there, so it is removed from the result too.
 */
export function mergeChangedFields(server: Row, device: Row, changed: readonly string[]): Row {
  const merged: Row = { ...server };
  for (const field of changed) {
    if (Object.hasOwn(device, field)) merged[field] = device[field];
    else delete merged[field];
  }
  return merged;
}
