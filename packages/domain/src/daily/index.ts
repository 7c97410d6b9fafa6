// Daily-core rules (days, moods, analytics, streaks, goals, planning, export): pure, time and zone passed in.
export * from './days';
