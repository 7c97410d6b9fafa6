// Daily-core rules (days, moods, analytics, streaks, goals, planning, export/import): filled by the domain work of issue 5.
export {};
