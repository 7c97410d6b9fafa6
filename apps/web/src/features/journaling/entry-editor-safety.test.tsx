// The journal and the shared crisis check: a gentle notice that never stops the entry from saving.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SLOW, contentField, entries, openEditor } from '../../testing/features/journal-editor';

const notice = () => screen.queryByTestId('writing-safety-notice');

describe('the journal’s safety notice', () => {
  it('shows a dismissable notice for a crisis, saves the entry all the same, and offers help', async () => {
    await openEditor('/journaling/new');
    const text = 'ik heb de pillen al klaargelegd, vanavond wil ik er niet meer zijn';
    fireEvent.change(contentField(), { target: { value: text } });
    const shown = await screen.findByTestId('writing-safety-notice', {}, SLOW);
    expect(shown.getAttribute('data-level')).toBe('crisis');
    expect(shown.textContent).toContain('Je hoeft dit niet alleen te dragen');
    await waitFor(async () => expect((await entries())[0]?.content).toBe(text), SLOW);

    fireEvent.click(within(shown).getByTestId('coach-help-now'));
    const sheet = await screen.findByRole('dialog', {}, SLOW);
    expect(sheet.textContent).toContain('113');
  });

  it('stays away for everyday writing and idioms, and a dismissed concern returns only as a crisis', async () => {
    await openEditor('/journaling/new');
    fireEvent.change(contentField(), {
      target: {
        value: 'Deze deadline maakt me kapot, ik ga dood van de stress haha. Morgen beter.',
      },
    });
    await waitFor(async () => expect(await entries()).toHaveLength(1), SLOW);
    // The check has had its pause (900 ms) by the time the entry saved (600 ms) plus some.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(notice()).toBeNull();

    fireEvent.change(contentField(), { target: { value: 'Alles voelt zinloos en zwaar.' } });
    const concern = await screen.findByTestId('writing-safety-notice', {}, SLOW);
    expect(concern.getAttribute('data-level')).toBe('concern');
    fireEvent.click(within(concern).getByRole('button', { name: 'Melding sluiten' }));
    expect(notice()).toBeNull();
    // Still a concern: it stays dismissed.
    fireEvent.change(contentField(), {
      target: { value: 'Alles voelt zinloos en zwaar, echt alles.' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(notice()).toBeNull();
    // A crisis brings it back.
    fireEvent.change(contentField(), {
      target: { value: 'ik heb de pillen al klaargelegd, vanavond wil ik er niet meer zijn' },
    });
    const crisis = await screen.findByTestId('writing-safety-notice', {}, SLOW);
    expect(crisis.getAttribute('data-level')).toBe('crisis');
  });
});
