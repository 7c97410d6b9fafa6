// Practice and advanced in settings: practice links are plain; the diagnostic screens stay folded away until opened.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { openTestDatabase } from '../../testing/database';
import { ADVANCED_PATHS, AdvancedSection } from './advanced-section';
import { TOOL_PATHS, ToolsSection } from './tools-section';

afterEach(cleanup);

describe('ToolsSection', () => {
  it('links each practice screen by its title, and no developer screen', async () => {
    const database = await openTestDatabase();
    renderApp(<ToolsSection />, { database });
    const section = screen.getByRole('region', { name: 'Oefenen' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...TOOL_PATHS]);
    expect(within(section).getByRole('link', { name: 'Oefentest' })).toBeTruthy();
    expect(within(section).queryByText(/ontwikkel/i)).toBeNull();
    database.db.close();
  });
});

describe('AdvancedSection', () => {
  it('says in one line what it is for, and shows no tool until opened', async () => {
    const database = await openTestDatabase();
    renderApp(<AdvancedSection />, { database });
    const section = screen.getByRole('region', { name: 'Geavanceerd' });
    expect(
      within(section).getByText(
        'Hulpmiddelen om de app te controleren als iets niet werkt; je hebt ze niet nodig.',
      ),
    ).toBeTruthy();
    expect(within(section).queryAllByRole('link')).toEqual([]);
    expect(within(section).queryByText('Ontwikkelgegevens')).toBeNull();
    const toggle = within(section).getByRole('button', { name: 'Geavanceerde hulpmiddelen tonen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...ADVANCED_PATHS]);
    expect(within(section).getByRole('link', { name: 'Ontwikkelgegevens' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Test: database' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'PWA-test' })).toBeTruthy();

    fireEvent.click(
      within(section).getByRole('button', { name: 'Geavanceerde hulpmiddelen verbergen' }),
    );
    expect(within(section).queryAllByRole('link')).toEqual([]);
    database.db.close();
  });
});
