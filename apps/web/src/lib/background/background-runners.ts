// The app's background work, in one chunk the shell loads on demand once it is up (use-background-runners.ts):
// the daily reminder (decision 043) and the challenges' auto-completion (decision 046). One lazy import for
// both keeps the first route at one loader, however many runners join.
export { startChallengeAutoComplete } from '../challenges/auto-complete-runner';
export { startDailyReminder } from '../reminders/daily-reminder-runner';
