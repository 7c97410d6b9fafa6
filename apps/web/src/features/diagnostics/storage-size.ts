// Sizes of the account's storage on the server as people read them: kilobytes below a megabyte, else megabytes (of 1024 × 1024 bytes, as the quota is set).
const KIB = 1024;
const MIB = 1024 * KIB;

export function storageSizeText(bytes: number, language: string): string {
  const megabytes = bytes >= MIB;
  const value = megabytes ? bytes / MIB : Math.max(1, bytes / KIB);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes && value < 10 ? 1 : 0,
  }).format(value);
}
