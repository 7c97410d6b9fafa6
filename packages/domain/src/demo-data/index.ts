// Public surface of the demo data generator behind /develop-data.
export { DEMO_MARKER, DEMO_TABLES, LEGACY_DEMO_TABLES, demoMetadata, isDemoRecord } from './marker';
export type { DemoTable, LegacyDemoTable } from './marker';
export { generateDemoData } from './generate';
export type { DemoInput, DemoOptions, DemoRecords } from './generate';
