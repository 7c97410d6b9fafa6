import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tableNames, type TableName } from './layout';
import { tableRegistry } from './registry';
import { sampleRecord, sampleRecords } from '../testing/samples';

/** Tables whose schema needs one of two optional fields; removing the sample's one must fail. */
const oneOf: Partial<Record<TableName, string>> = {
  ai_action_plans: 'description',
  rewind_sessions: 'session_type',
};

function shapeOf(table: TableName): Record<string, z.ZodType> {
  return tableRegistry[table].schema.shape;
}

function unwrap(type: z.ZodType): z.ZodType {
  if (type instanceof z.ZodOptional || type instanceof z.ZodNullable) {
    return unwrap(type.unwrap() as z.ZodType);
  }
  return type;
}

function parse(table: TableName, record: unknown) {
  return tableRegistry[table].schema.safeParse(record);
}

function without(table: TableName, field: string): Record<string, unknown> {
  const record = sampleRecord(table) as Record<string, unknown>;
  delete record[field];
  return record;
}

describe.each(tableNames)('%s schema', (table) => {
  const shape = shapeOf(table);
  const fields = Object.keys(shape);
  const required = fields.filter((f) => !(shape[f] instanceof z.ZodOptional));
  const optional = fields.filter((f) => shape[f] instanceof z.ZodOptional);

  it('accepts a realistic record', () => {
    const result = parse(table, sampleRecords[table]);
    expect(result.error?.issues).toBeUndefined();
  });

  it('requires the base fields and keeps metadata optional', () => {
    expect(required).toEqual(
      expect.arrayContaining(['id', 'created_at', 'updated_at', 'created_by']),
    );
    expect(optional).toContain('metadata');
    expect(parse(table, { ...sampleRecord(table), id: '' }).success).toBe(false);
    expect(parse(table, { ...sampleRecord(table), created_at: -1 }).success).toBe(false);
    expect(parse(table, { ...sampleRecord(table), updated_at: 1.5 }).success).toBe(false);
    expect(parse(table, { ...sampleRecord(table), created_by: 7 }).success).toBe(false);
  });

  it('rejects a record missing any required field, naming the field', () => {
    for (const field of required) {
      const result = parse(table, without(table, field));
      expect(result.success, `${table} without ${field}`).toBe(false);
      expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
    }
  });

  it('accepts a record without any one optional field', () => {
    for (const field of optional.filter((f) => f !== oneOf[table])) {
      expect(parse(table, without(table, field)).success, `${table} without ${field}`).toBe(true);
    }
  });

  it('rejects unknown enum values and non-boolean flags', () => {
    for (const field of fields) {
      const type = unwrap(shape[field] as z.ZodType);
      if (type instanceof z.ZodEnum) {
        const bad = { ...sampleRecord(table), [field]: 'not_a_listed_value' };
        expect(parse(table, bad).success, `${table}.${field}`).toBe(false);
      }
      if (type instanceof z.ZodBoolean) {
        const bad = { ...sampleRecord(table), [field]: 'true' };
        expect(parse(table, bad).success, `${table}.${field}`).toBe(false);
      }
    }
  });
});
