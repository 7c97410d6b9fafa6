// Task list rules: filters and sort orders of the tasks screen.
export {};
