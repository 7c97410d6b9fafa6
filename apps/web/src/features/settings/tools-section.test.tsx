// The tools part of settings: every tool is a real screen, linked by its translated title.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { openTestDatabase } from '../../testing/database';
import { TOOL_PATHS, ToolsSection } from './tools-section';

afterEach(cleanup);

describe('ToolsSection', () => {
  it('links each tool by its title and says what it does', async () => {
    const database = await openTestDatabase();
    renderApp(<ToolsSection />, { database });
    const section = screen.getByRole('region', { name: 'Oefenen en ontwikkelen' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...TOOL_PATHS]);
    expect(within(section).getByRole('link', { name: 'Ontwikkelgegevens' })).toBeTruthy();
    expect(within(section).getByText(/Voorbeeldgegevens waarmee ontwikkelaars/)).toBeTruthy();
    database.db.close();
  });
});
