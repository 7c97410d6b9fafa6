// Issue 19, decision 044: presence and read receipts are off until both members turn them on in settings;
// then a direct conversation shows the other as online and "Gelezen" under the last message they read,
// moving live as they read on.
import { expect, test, type Page } from '@playwright/test';
import { communityMember } from './support/community-member';

async function shareBoth(page: Page) {
  await page.goto('/settings');
  for (const label of [
    'Laat anderen zien wanneer ik online ben',
    'Laat anderen zien dat ik hun berichten heb gelezen',
  ]) {
    const toggle = page.getByRole('switch', { name: label });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
  }
  // Kept on the server: still on after a reload.
  await page.reload();
  await expect(page.getByRole('switch', { name: /wanneer ik online ben/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /hun berichten heb gelezen/ })).toBeChecked();
}

test('presence and read receipts show only once both members share them', async ({ browser }) => {
  test.setTimeout(180_000);
  const anna = await communityMember(browser, 'Anna');
  const bram = await communityMember(browser, 'Bram');

  // The conversation is opened as the member sheet does (POST /direct), without a message in the type
  // room: other browser tests count that room's messages.
  const bramId = await bram.page.evaluate(async () => {
    const answer = await fetch('/api/auth/get-session');
    return ((await answer.json()) as { user: { id: string } }).user.id;
  });
  const roomId = await anna.page.evaluate(async (memberId) => {
    const answer = await fetch('/api/community/direct', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ memberId }),
    });
    return ((await answer.json()) as { roomId: string }).roomId;
  }, bramId);
  const direct = `/communities/room/${encodeURIComponent(roomId)}`;
  await anna.page.goto(direct);
  await expect(anna.page.getByRole('heading', { name: 'Gesprek met Bram' })).toBeVisible();
  await anna.page.getByTestId('community-input').fill('Even apart');
  await anna.page.getByTestId('community-send').click();
  const annaLine = (text: string) =>
    anna.page.getByTestId('community-message').filter({ hasText: text });
  await expect(annaLine('Even apart')).toHaveCount(1);

  // Off by default: Bram reads it and is in the conversation, and Anna sees neither.
  await bram.page.goto(direct);
  await expect(bram.page.getByText('Even apart')).toBeVisible();
  await expect(bram.page.getByTestId('community-live')).toHaveText('Live');
  await anna.page.reload();
  await expect(annaLine('Even apart')).toHaveCount(1);
  await expect(anna.page.getByTestId('community-live')).toHaveText('Live');
  await expect(anna.page.getByTestId('community-presence')).toHaveCount(0);
  await expect(anna.page.getByTestId('community-read')).toHaveCount(0);

  await shareBoth(anna.page);
  await shareBoth(bram.page);
  await bram.page.goto(direct);
  await expect(bram.page.getByTestId('community-live')).toHaveText('Live');
  await anna.page.goto(direct);
  await expect(anna.page.getByTestId('community-presence')).toHaveText('online');
  await expect(annaLine('Even apart').getByTestId('community-read')).toHaveText('Gelezen');

  // Bram reads the next one as it arrives: "Gelezen" moves under it without a reload.
  await anna.page.getByTestId('community-input').fill('Nog één ding');
  await anna.page.getByTestId('community-send').click();
  await expect(bram.page.getByText('Nog één ding')).toBeVisible();
  await expect(annaLine('Nog één ding').getByTestId('community-read')).toHaveText('Gelezen');
  await expect(anna.page.getByTestId('community-read')).toHaveCount(1);
  await anna.context.close();
  await bram.context.close();
});
