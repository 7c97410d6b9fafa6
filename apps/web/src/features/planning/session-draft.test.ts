import { startOfDayKey } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  emptyDraft,
  sessionFields,
  toggledGoals,
  type SessionRecord,
} from './session-draft';

function draft() {
  const d = emptyDraft('weekly', '2026-03-02', '  Week 10 ');
  d.goals.weekly_goals = [
    { id: 'a', text: 'Drie keer sporten', done: true },
    { id: 'b', text: 'Boek uitlezen', done: false },
  ];
  d.goals.long_term_goals = [{ id: 'c', text: 'Halve marathon', done: false }];
  return d;
}

describe('session fields', () => {
  it('stores the lists as JSON and derives counts and rate from them', () => {
    const fields = sessionFields(draft());
    expect(fields).toMatchObject({
      session_title: 'Week 10',
      session_type: 'weekly',
      session_date: startOfDayKey('2026-03-02'),
      tomorrow_focus: undefined,
      goals_completed: 1,
      goals_total: 3,
      completion_rate: 33,
    });
    expect(JSON.parse(fields.monthly_goals)).toEqual([]);
  });

  it('flips one goal and recomputes the rate; a draft read back equals the one written', () => {
    const session = {
      ...sessionFields(draft()),
      id: 's',
      user_id: 'u',
    } as unknown as SessionRecord;
    expect(toggledGoals(session, 'weekly_goals', 'b')).toMatchObject({
      goals_completed: 2,
      goals_total: 3,
      completion_rate: 67,
    });
    expect(toggledGoals(session, 'weekly_goals', 'missing').completion_rate).toBe(33);
    expect(draftOf(session)).toEqual({ ...draft(), title: 'Week 10' });
  });
});
