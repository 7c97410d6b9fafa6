// The /chat contacts (issue 7): the AI roster seeded once and kept offline, favourites first, blocking with a
// confirmation, unread counts cleared by opening a conversation, and the list at phone and desktop width.
import { expect, test } from '@playwright/test';
import { ChatPage, ROSTER } from './pages/chat-page';
import { expectNoHorizontalOverflow, forEachSchemeAndWidth } from './support/schemes-and-widths';
import { waitForServiceWorker } from './support/service-worker';
import { shot } from './support/shots';

const MINUTE = 60_000;

test.describe('chat contacts', () => {
  test('seeds the AI contacts once and shows them offline after a reload', async ({
    page,
    context,
  }) => {
    const chat = new ChatPage(page);
    await chat.open();
    await waitForServiceWorker(page);
    await chat.ready();
    expect(await chat.names('AI-coaches')).toEqual(ROSTER);
    // Signed out: people from the communities come with an account; the AI coaches work without.
    await expect(chat.section('Mensen')).toContainText(
      'Met een account kun je hier ook met mensen',
    );

    await context.setOffline(true);
    await page.reload();
    await chat.ready();
    expect(await chat.names('AI-coaches')).toEqual(ROSTER);
    const stored = await chat.storedContacts();
    expect(stored).toHaveLength(6);
    expect(stored.map((row) => row.id).sort()).toEqual(
      ['ai-buddy', 'ai-coach', 'ai-relationships', 'ai-sleep', 'ai-stress', 'ai-work'].map(
        (id) => `contact:e2e-user:${id}`,
      ),
    );
    expect(stored.find((row) => row.contact_id === 'ai-sleep')).toMatchObject({
      user_id: 'e2e-user',
      is_ai: true,
      ai_specialization: 'sleep',
      _status: 'created',
    });
    await context.setOffline(false);
  });

  test('puts a favourite first, and blocks and unblocks with a confirmation', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open();
    await chat.favorite('Relatiecoach').click();
    await expect(chat.favorite('Relatiecoach')).toHaveAttribute('aria-pressed', 'true');
    await expect(chat.section('AI-coaches').getByTestId('contact-name').first()).toHaveText(
      'Relatiecoach',
    );
    await page.reload();
    await chat.ready();
    await expect(chat.section('AI-coaches').getByTestId('contact-name').first()).toHaveText(
      'Relatiecoach',
    );

    await chat.setBlocked('Slaapcoach', true);
    await expect(chat.section('Geblokkeerd').getByTestId('contact-name')).toHaveText([
      'Slaapcoach',
    ]);
    await expect(chat.row('Slaapcoach').getByRole('link')).toHaveCount(0);
    await page.goto('/chat/ai-sleep');
    await expect(page.getByText('Je hebt Slaapcoach geblokkeerd')).toBeVisible();
    await expect(page.getByTestId('coach-chat')).toHaveCount(0);

    await page.goto('/chat');
    await chat.ready();
    await chat.setBlocked('Slaapcoach', false);
    await expect(chat.section('Geblokkeerd')).toHaveCount(0);
    await expect(chat.row('Slaapcoach').getByRole('link')).toHaveCount(1);
  });

  test('counts unread messages and clears them when the conversation is opened', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.open();
    await chat.seedMessages([
      { contactId: 'ai-sleep', message: 'Hoe sliep je vannacht?', ago: 30 * MINUTE },
      { contactId: 'ai-sleep', message: 'Slecht', ago: 20 * MINUTE, fromUser: true },
      {
        contactId: 'ai-sleep',
        message: 'Probeer vanavond eens een vast ritueel: licht dimmen, scherm weg en lezen.',
        ago: 5 * MINUTE,
      },
    ]);
    await page.reload();
    await chat.ready();
    await expect(chat.unreadBadge('Slaapcoach')).toHaveText('2');
    await expect(chat.row('Slaapcoach').getByTestId('contact-subtitle')).toHaveText(
      'Probeer vanavond eens een vast ritueel: licht dimm…',
    );

    await chat.openConversation('Slaapcoach');
    await expect(page).toHaveURL(/\/chat\/ai-sleep$/);
    await expect(page.getByTestId('contact-persona')).toHaveText('Slaap · Rustig');
    // The conversation is the contact's one thread, so the seeded messages are in it.
    const conversation = page.getByTestId('coach-chat');
    await expect(conversation).toHaveAttribute('data-session', 'chat-ai-sleep');
    await expect(conversation).toContainText('Hoe sliep je vannacht?');
    await expect
      .poll(async () => (await chat.storedMessages()).filter((row) => !row.is_user && !row.is_read))
      .toHaveLength(0);

    await chat.backToList();
    await expect(chat.unreadBadge('Slaapcoach')).toHaveCount(0);
  });

  test('finds contacts by name and says so for an unknown contact', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open();
    await chat.search.fill('stress');
    await expect(chat.section('AI-coaches').getByTestId('contact-name')).toHaveText([
      'Stresscoach',
    ]);
    await chat.search.fill('niemand');
    await expect(page.getByText('Geen contacten gevonden')).toBeVisible();

    await page.goto('/chat/ai-nobody');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Contact niet gevonden' }),
    ).toBeVisible();
  });

  test('fits a 360 px phone and a desktop, light and dark (screenshots with E2E_SHOTS=1)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const chat = new ChatPage(page);
    await chat.open();
    await chat.seedMessages([
      {
        contactId: 'ai-relationships',
        message: 'Hoe ging het gesprek met je zus? Je klonk er gisteren nogal gespannen over.',
        ago: 3 * MINUTE,
      },
    ]);
    await chat.favorite('Buddy').click();
    await expect(chat.favorite('Buddy')).toHaveAttribute('aria-pressed', 'true');
    await forEachSchemeAndWidth(page, async ({ scheme, width }) => {
      await page.goto('/chat');
      await chat.ready();
      await expect(chat.unreadBadge('Relatiecoach')).toHaveText('1');
      await expectNoHorizontalOverflow(page, `${scheme} ${width}`);
      await shot(() =>
        page.screenshot({ path: `/tmp/chat-${scheme}-${width}.png`, fullPage: true }),
      );
    });
    // Opening the conversation reads its message, so the conversation comes after the list shots.
    await forEachSchemeAndWidth(
      page,
      async ({ scheme, width }) => {
        await page.goto('/chat/ai-relationships');
        await expect(page.getByRole('heading', { level: 1, name: 'Relatiecoach' })).toBeVisible();
        await expectNoHorizontalOverflow(page, `${scheme} ${width}`);
        await shot(() => page.screenshot({ path: `/tmp/chat-contact-${scheme}-${width}.png` }));
      },
      [
        { width: 360, height: 780 },
        { width: 1280, height: 780 },
      ],
    );
  });
});
