import type { GroeipadDb } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { SearchScreen } from './search-screen';
import { addEntry, addGoal, addTask, openSearchTestDb } from '../../testing/features/search-db';

let db: GroeipadDb;

beforeEach(async () => {
  db = await openSearchTestDb();
});
afterEach(() => db.close());

function renderScreen(path = '/search') {
  return renderApp(<SearchScreen />, { db, path });
}

async function seed() {
  const walk = await addEntry(db, {
    title: 'Rustige zondag',
    content: 'Vandaag heb ik lang gewandeld langs de rivier. Daarna een boek gelezen.',
    day: '2026-03-01',
    mood: 5,
    tags: ['rust', 'natuur'],
    levensgebied: 'lichamelijkeGezondheid',
  });
  const run = await addEntry(db, {
    title: 'Drukke maandag',
    content: 'Veel vergaderd op het werk. Geen tijd voor mijn boek.',
    day: '2026-03-02',
    mood: 2,
    tags: ['werk'],
    levensgebied: 'werkSamenleving',
  });
  const goal = await addGoal(db, 'Een hoofdstuk van mijn boek lezen', '2026-03-03');
  const task = await addTask(db, 'Boek terugbrengen', 'Naar de bibliotheek', '2026-03-04');
  return { walk, run, goal, task };
}

function results() {
  return within(screen.getByRole('region', { name: /resultaat|resultaten/ }));
}

/** Waits for a text; searching after a typing pause can take a while on a busy machine. */
function shows(text: string) {
  return screen.findByText(text, undefined, { timeout: 5000 });
}

async function typeQuery(text: string) {
  const field = await screen.findByLabelText('Zoek in je dagboek, doelen en taken');
  fireEvent.change(field, { target: { value: text } });
}

describe('the search screen', { timeout: 30_000 }, () => {
  it('lists the newest items first, before anything is typed', async () => {
    const { walk, run } = await seed();
    renderScreen();
    expect(
      await screen.findByText('Nieuwste items · 4 items doorzoekbaar op dit apparaat', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    const recent = within(screen.getByRole('region', { name: /Nieuwste items/ }));
    expect(recent.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/tasks?q=Boek+terugbrengen',
      '/journaling/goals',
      `/journaling/entry/${run.id}`,
      `/journaling/entry/${walk.id}`,
    ]);
    expect(recent.getByText('#natuur')).toBeTruthy();
  });

  it('finds a Dutch entry by another form of the word and highlights what matched', async () => {
    const { walk } = await seed();
    const { router } = renderScreen();
    await screen.findByText(/doorzoekbaar op dit apparaat/, undefined, { timeout: 10_000 });
    await typeQuery('wandelen');

    expect(await shows('1 resultaat')).toBeTruthy();
    const hit = results().getByRole('link', { name: 'Rustige zondag' });
    expect(within(hit).getByText('gewandeld').tagName).toBe('MARK');
    expect(within(hit).getByRole('img', { name: 'Stemming: Top' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?q=wandelen'));

    fireEvent.click(hit);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/journaling/entry/${walk.id}`),
    );
  });

  it('narrows results by kind and shows why nothing is left', async () => {
    await seed();
    const { router } = renderScreen();
    await screen.findByText(/doorzoekbaar op dit apparaat/, undefined, { timeout: 10_000 });
    await typeQuery('boek');
    expect(await shows('4 resultaten')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Taken' }));
    expect(await shows('1 resultaat')).toBeTruthy();
    const task = results().getByRole('link', { name: 'Boek terugbrengen' });
    expect(task.getAttribute('href')).toBe('/tasks?q=Boek+terugbrengen');
    expect(router.state.location.search).toContain('kind=task');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Dagdoelen' }));
    expect(await shows('2 resultaten')).toBeTruthy();
    expect(
      results()
        .getByRole('link', { name: /hoofdstuk/ })
        .getAttribute('href'),
    ).toBe('/journaling/goals');

    await typeQuery('fietsen');
    expect(await shows('Niets gevonden voor ‘fietsen’')).toBeTruthy();
    expect(screen.getByText('Controleer de spelling.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zoek zonder filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=fietsen'));
  });

  it('restores the query and filters from the URL after a reload', async () => {
    await seed();
    renderScreen('/search?q=boek&kind=entry&mood=5');
    expect(await screen.findByText('1 resultaat', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(results().getByRole('link', { name: 'Rustige zondag' })).toBeTruthy();
    expect(screen.getByLabelText('Zoek in je dagboek, doelen en taken')).toHaveProperty(
      'value',
      'boek',
    );
    expect(screen.getByRole('checkbox', { name: 'Notities' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Stemming', { selector: 'input' })).toHaveProperty(
      'value',
      '😁 Top',
    );
  });

  it('filters on a date range and life area given in the URL', async () => {
    await seed();
    const { router } = renderScreen('/search?q=boek&from=2026-03-02&to=2026-03-03');
    expect(await screen.findByText('2 resultaten', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(results().queryByRole('link', { name: 'Rustige zondag' })).toBeNull();
    expect(results().queryByRole('link', { name: 'Boek terugbrengen' })).toBeNull();

    await router.navigate('/search?q=boek&from=2026-03-02&to=2026-03-03&area=werkSamenleving');
    expect(await shows('1 resultaat')).toBeTruthy();
    expect(results().getByRole('link', { name: 'Drukke maandag' })).toBeTruthy();
  });

  it('keeps the index current while the screen is open', async () => {
    renderScreen();
    expect(
      await screen.findByText('Nog niets om te doorzoeken', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    await typeQuery('zwemmen');
    expect(await shows('Niets gevonden voor ‘zwemmen’')).toBeTruthy();
    await addEntry(db, {
      title: 'Zwembad',
      content: 'Twintig baantjes gezwommen.',
      day: '2026-03-05',
    });
    expect(await screen.findByText('1 resultaat', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
