import { sampleRecord } from '@groeipad/domain/testing';
import { describe, expect, it } from 'vitest';
import type { PushChange } from '../protocol';
import { validateChange } from './validate';

function change(table: string, data: Record<string, unknown>): PushChange {
  return {
    table,
    id: String(data.id),
    mutationId: 'm1',
    op: 'create',
    baseVersion: null,
    changed: [],
    data,
  };
}

describe('validateChange', () => {
  it('stores a valid record exactly as sent, unknown fields of newer apps included', () => {
    const mood = { ...sampleRecord('mood_tracking'), field_of_a_newer_app: 'kept' };
    const checked = validateChange(change('mood_tracking', mood), String(mood.user_id));
    expect(checked).toEqual({ ok: true, data: mood });
  });

  it('accepts ciphertext for encrypted tables and refuses plaintext when the account asks', () => {
    const mood = sampleRecord('mood_tracking');
    const owner = String(mood.user_id);
    const sealed = {
      id: mood.id,
      user_id: owner,
      e2e: 'gpe2e:v1:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA==',
    };
    expect(validateChange(change('mood_tracking', sealed), owner)).toMatchObject({ ok: true });
    expect(
      validateChange(change('mood_tracking', mood), owner, { encryptedOnly: true }),
    ).toMatchObject({ ok: false, reason: 'invalid_record' });
    // Tasks are not an encrypted table: a ciphertext-shaped task is simply invalid.
    const task = sampleRecord('tasks');
    const fakeTask = { id: task.id, user_id: task.user_id, e2e: sealed.e2e };
    expect(validateChange(change('tasks', fakeTask), String(task.user_id))).toMatchObject({
      ok: false,
      reason: 'invalid_record',
    });
  });
});
