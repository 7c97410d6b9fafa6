// Issue 19: two accounts in two browser contexts chat live in their type room; one writes three messages
// offline, reconnects, and they arrive on the other side once each, in order. Then one opens the other's
// sheet from a message, they talk in a direct conversation (found in /chat, waiting there as unread),
// one keeps the other as a favourite (a star in /chat), and a block hides the blocked member's new
// messages without telling them.
import { expect, test } from '@playwright/test';
import { communityMember as member } from './support/community-member';
import { waitForServiceWorker } from './support/service-worker';

test('two members chat live; three messages written offline arrive once each, in order', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const anna = await member(browser, 'Anna');
  const bram = await member(browser, 'Bram');

  await anna.page.getByTestId('community-input').fill('Hallo Bram');
  await anna.page.getByTestId('community-send').click();
  await expect(
    bram.page.getByTestId('community-message-body').filter({ hasText: 'Hallo Bram' }),
  ).toHaveCount(1);

  // The service worker serves the app for the reload while offline below.
  await waitForServiceWorker(bram.page);
  await expect(bram.page.getByTestId('community-live')).toHaveText('Live');
  await bram.context.setOffline(true);
  for (const text of ['een', 'twee', 'drie']) {
    await bram.page.getByTestId('community-input').fill(text);
    await bram.page.getByTestId('community-send').click();
  }
  await expect(bram.page.getByTestId('community-outbox-item')).toHaveCount(3);
  await expect(bram.page.getByTestId('community-outbox-item').first()).toHaveAttribute(
    'data-status',
    'sending',
  );
  // A reload while offline (the service worker serves the app): the room still reads from the device,
  // and the three unsent messages are still there, waiting.
  await bram.page.reload();
  await expect(
    bram.page.getByTestId('community-message-body').filter({ hasText: 'Hallo Bram' }),
  ).toHaveCount(1);
  await expect(bram.page.getByTestId('community-offline')).toBeVisible();
  await expect(bram.page.getByTestId('community-outbox-item')).toHaveCount(3);

  await bram.context.setOffline(false);
  await expect(bram.page.getByTestId('community-outbox-item')).toHaveCount(0, { timeout: 30_000 });
  // Other browser tests may write in the same type room at the same time: only these four count here.
  const ours = /^(Hallo Bram|een|twee|drie)$/;
  const bodies = anna.page.getByTestId('community-message-body').filter({ hasText: ours });
  await expect(bodies).toHaveText(['Hallo Bram', 'een', 'twee', 'drie'], { timeout: 30_000 });

  // The crisis check runs before sending: the message stays on the device and help shows at once.
  await anna.page
    .getByTestId('community-input')
    .fill('ik wil niet meer leven, ik heb de pillen al klaarliggen');
  await anna.page.getByTestId('community-send').click();
  await expect(anna.page.getByTestId('crisis-panel')).toBeVisible();
  await expect(
    bram.page.getByTestId('community-message-body').filter({ hasText: ours }),
  ).toHaveCount(4);
  await expect(bram.page.getByText('ik heb de pillen al klaarliggen')).toHaveCount(0);

  // A direct conversation, started from Bram's name above his message.
  await anna.page.getByRole('button', { name: 'Opties voor Bram' }).first().click();
  await anna.page.getByRole('button', { name: 'Stuur Bram een bericht' }).click();
  await expect(anna.page.getByRole('heading', { name: 'Gesprek met Bram' })).toBeVisible();
  await expect(anna.page.getByTestId('community-live')).toHaveText('Live');
  await anna.page.getByTestId('community-input').fill('Hoi Bram, even apart');
  await anna.page.getByTestId('community-send').click();
  await expect(
    anna.page.getByTestId('community-message-body').filter({ hasText: 'Hoi Bram, even apart' }),
  ).toHaveCount(1);
  // Bram sees it waiting on the Chat entry of the navigation, and the count goes once he has read it.
  await bram.page.goto('/chat');
  const bramChatUnread = bram.page.getByTestId('side-nav').getByTestId('nav-unread');
  await expect(bramChatUnread).toHaveText('1');
  await bram.page.getByRole('link', { name: 'Gesprek met Anna' }).click();
  await expect(
    bram.page.getByTestId('community-message-body').filter({ hasText: 'Hoi Bram, even apart' }),
  ).toHaveCount(1);
  await expect(bramChatUnread).toHaveCount(0);
  await expect(bram.page.getByTestId('community-live')).toHaveText('Live');
  await bram.page.getByTestId('community-input').fill('Hoi Anna!');
  await bram.page.getByTestId('community-send').click();
  await expect(
    anna.page.getByTestId('community-message-body').filter({ hasText: 'Hoi Anna!' }),
  ).toHaveCount(1);

  // Anna keeps Bram as a favourite: /chat lists their conversation with a star.
  await anna.page.getByRole('button', { name: 'Opties voor Bram' }).click();
  await anna.page.getByRole('button', { name: 'Bram als favoriet bewaren' }).click();
  await expect(
    anna.page.getByRole('button', { name: 'Bram uit je favorieten halen' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await anna.page.getByRole('button', { name: 'Sluiten' }).last().click();
  await anna.page.goto('/chat');
  const bramRow = anna.page.getByTestId('community-room-row').filter({ hasText: 'Bram' });
  await expect(bramRow.getByRole('img', { name: 'Favoriet' })).toBeVisible();
  await bramRow.getByRole('link', { name: 'Gesprek met Bram' }).click();
  await expect(anna.page.getByTestId('community-live')).toHaveText('Live');

  // Anna blocks Bram: his next message is stored and shown as sent on his side, and never reaches her.
  await anna.page.getByRole('button', { name: 'Opties voor Bram' }).last().click();
  await anna.page.getByRole('button', { name: 'Bram blokkeren' }).click();
  await anna.page.getByRole('button', { name: 'Blokkeren', exact: true }).click();
  await expect(anna.page.getByTestId('member-done')).toBeVisible();
  await anna.page.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(anna.page.getByText('Hoi Anna!')).toHaveCount(0);
  await bram.page.getByTestId('community-input').fill('Ben je er nog?');
  await bram.page.getByTestId('community-send').click();
  await expect(
    bram.page.getByTestId('community-message-body').filter({ hasText: 'Ben je er nog?' }),
  ).toHaveCount(1);
  await expect(bram.page.getByTestId('community-outbox-item')).toHaveCount(0);
  await anna.page.reload();
  await expect(
    anna.page.getByTestId('community-message-body').filter({ hasText: 'Hoi Bram, even apart' }),
  ).toHaveCount(1);
  await expect(anna.page.getByText('Ben je er nog?')).toHaveCount(0);
  await anna.context.close();
  await bram.context.close();
});
