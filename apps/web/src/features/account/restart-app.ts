// After this account's data left the device: start the app afresh, as on a new device (the onboarding
// gate and every screen read the database again).
export function restartApp(): void {
  window.location.assign('/');
}
