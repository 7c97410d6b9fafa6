// `@groeipad/domain/testing`: the test support other packages share (sample records); never imported by production code.
export { SAMPLE_NOW, sampleBase, sampleRecord, sampleRecords } from './samples';
export type { SampleMap, SampleOf } from './samples';
