// The reminder check against a real database: switch, permission, time, once a day, and not after a check-in.
import { COACHING_SETTINGS, NOTIFICATION_SETTINGS, type DayKey } from '@groeipad/domain';
import { createRepository, type GroeipadDb } from '@groeipad/local-db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { checkDailyReminder, type LastShownStore } from './daily-reminder';
import { notificationTarget } from './reminder-notification';

// vitest.config.ts runs in Europe/Amsterdam: 09:30 local on a summer day.
const NOW = Date.parse('2026-06-10T09:30:00+02:00');
const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

function memoryStore(): LastShownStore & { days: Map<string, DayKey> } {
  const days = new Map<string, DayKey>();
  return {
    days,
    get: (id) => days.get(id),
    set: (id, day) => void (day === undefined ? days.delete(id) : days.set(id, day)),
  };
}

async function setup(settings: Record<string, string>) {
  const { db } = await openTestDatabase({ now: () => NOW });
  closers.push(() => db.close());
  const repository = createRepository(db, 'settings', { now: () => NOW, actor: TEST_USER_ID });
  for (const [key, value] of Object.entries(settings)) {
    await repository.create({
      user_id: TEST_USER_ID,
      key,
      value,
      category: 'notifications',
      data_type: 'string',
    });
  }
  return db;
}

function deps(
  db: GroeipadDb,
  lastShown = memoryStore(),
  permission: NotificationPermission = 'granted',
) {
  const show = vi.fn(() => Promise.resolve());
  return {
    show,
    lastShown,
    input: {
      db,
      userId: TEST_USER_ID,
      now: () => NOW,
      permission: () => permission,
      lastShown,
      show,
      text: { title: 'Even stilstaan', body: 'Hoe gaat het?' },
    },
  };
}

const ON = {
  [NOTIFICATION_SETTINGS.enabled.key]: 'true',
  [COACHING_SETTINGS.reminderTime.key]: '09:00',
};

describe('checkDailyReminder', () => {
  it('shows the reminder once on the day its time has come', async () => {
    const db = await setup(ON);
    const { input, show, lastShown } = deps(db);
    expect(await checkDailyReminder(input)).toBe('shown');
    expect(show).toHaveBeenCalledWith({ title: 'Even stilstaan', body: 'Hoe gaat het?' });
    expect(lastShown.days.get(TEST_USER_ID)).toBe('2026-06-10');
    expect(await checkDailyReminder(input)).toBe('not-due');
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('stays quiet with the switch off, without permission, or before the chosen time', async () => {
    const off = await setup({ [COACHING_SETTINGS.reminderTime.key]: '09:00' });
    expect(await checkDailyReminder(deps(off).input)).toBe('off');
    const denied = await setup(ON);
    expect(await checkDailyReminder(deps(denied, memoryStore(), 'denied').input)).toBe('off');
    const later = await setup({ ...ON, [COACHING_SETTINGS.reminderTime.key]: '10:15' });
    const { input, show } = deps(later);
    expect(await checkDailyReminder(input)).toBe('not-due');
    expect(show).not.toHaveBeenCalled();
  });

  it('skips the day when the user already checked in today', async () => {
    const db = await setup(ON);
    await createRepository(db, 'mood_tracking', { now: () => NOW, actor: TEST_USER_ID }).create({
      user_id: TEST_USER_ID,
      mood_rating: 4,
      timestamp: NOW - 60 * 60 * 1000,
    });
    const { input, show } = deps(db);
    expect(await checkDailyReminder(input)).toBe('not-due');
    expect(show).not.toHaveBeenCalled();
  });
});

describe('a reminder that could not be shown', () => {
  it('gives the day back, so the next check tries again', async () => {
    const db = await setup(ON);
    const { input, lastShown } = deps(db);
    const failing = { ...input, show: () => Promise.reject(new Error('No active registration')) };
    await expect(checkDailyReminder(failing)).rejects.toThrow('No active registration');
    expect(lastShown.days.has(TEST_USER_ID)).toBe(false);
    expect(await checkDailyReminder(input)).toBe('shown');
  });
});

describe('notificationTarget', () => {
  it('opens only a path of this app', () => {
    expect(notificationTarget({ url: '/journaling/moods' })).toBe('/journaling/moods');
    for (const data of [
      undefined,
      null,
      {},
      { url: 'https://evil.example' },
      { url: '//evil.example' },
    ]) {
      expect(notificationTarget(data)).toBe('/');
    }
  });
});
