// Issue 19: a member reports a message, the moderator's open panel (the role given by the operator command) shows it live, the moderator mutes the writer, who is told until when, and hides the message, which leaves every screen live.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { communityMember as member } from './support/community-member';
import { serverDatabaseUrl } from './support/server-database';

const appPort = process.env.E2E_APP_PORT ?? '4173';

test('a moderator sees a report arrive live, mutes the writer (who is told until when) and hides the message from every screen', async ({
  browser,
}) => {
  const url = serverDatabaseUrl(appPort);
  test.skip(!url, 'the operator command needs the e2e server on PostgreSQL');
  test.setTimeout(180_000);
  const anna = await member(browser, 'Anna');
  const bram = await member(browser, 'Bram');
  const mona = await member(browser, 'Mona');

  execFileSync(
    'node',
    ['--import', 'tsx', 'apps/server/src/cli/community-moderator.ts', mona.email, mona.roomId],
    {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATABASE_URL: url },
    },
  );
  // The role is read when the socket subscribes: once, after the operator's command.
  await mona.page.reload();
  await expect(mona.page.getByTestId('community-live')).toHaveText('Live');
  await mona.page.getByTestId('community-moderation-open').click();
  await expect(mona.page.getByText('Geen open meldingen.')).toBeVisible();

  await anna.page.getByTestId('community-input').fill('jullie zijn allemaal dom');
  await anna.page.getByTestId('community-send').click();
  const nasty = bram.page
    .getByTestId('community-message')
    .filter({ hasText: 'jullie zijn allemaal dom' });
  await expect(nasty).toHaveCount(1);

  // Reporting goes through the member sheet (tap the writer's name).
  await nasty.getByTestId('community-author').click();
  const sheet = bram.page.getByTestId('member-sheet');
  await sheet.getByRole('button', { name: 'Dit bericht melden' }).click();
  await sheet.getByLabel('Pesten of intimidatie').check();
  await sheet.getByRole('button', { name: 'Melden', exact: true }).click();
  await expect(sheet.getByTestId('member-done')).toBeVisible();
  await bram.page.keyboard.press('Escape');

  // Mona's open panel shows it without a reload.
  const report = mona.page.getByTestId('community-report-item');
  await expect(report).toContainText('jullie zijn allemaal dom');
  await expect(bram.page.getByTestId('community-moderation')).toHaveCount(0);

  await report.getByRole('button', { name: 'Demp Anna · 15 min' }).click();
  await expect(report).toContainText('Anna is gedempt.');
  await anna.page.getByTestId('community-input').fill('mag ik nog iets zeggen?');
  await anna.page.getByTestId('community-send').click();
  const refused = anna.page
    .getByTestId('community-outbox-item')
    .filter({ hasText: 'mag ik nog iets zeggen?' });
  await expect(refused).toHaveAttribute('data-status', 'failed');
  await expect(refused).toContainText(
    /Een moderator heeft je gedempt in deze ruimte tot (.+ )?\d{2}:\d{2}\./,
  );

  await report.getByRole('button', { name: 'Verbergen' }).click();
  await expect(report).toContainText('Verborgen voor iedereen.');
  await expect(nasty).toHaveCount(0);
  await expect(anna.page.getByText('jullie zijn allemaal dom')).toHaveCount(0);
  // The muted message stays on Anna's device, to retry or discard.
  await expect(refused).toHaveCount(1);
  for (const who of [anna, bram, mona]) await who.context.close();
});
