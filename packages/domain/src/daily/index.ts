// Daily-core rules (days, moods, analytics, streaks, goals, planning, export): pure, time and zone passed in.
export * from './days';
export * from './day-buckets';
export * from './moods';
export * from './mood-average';
export * from './planning';
export * from './goals';
export * from './streaks';
export * from './reminder';
export * from './insights';
export * from './analytics';
export * from './analytics-series';
export * from './export-format';
export * from './mood-csv';
