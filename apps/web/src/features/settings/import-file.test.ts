import { createI18n, namespaces } from '@groeipad/i18n';
import { StorageFullError, ValidationError } from '@groeipad/local-db';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_FILE_BYTES, readImportFile } from './import-file';
import { importErrorMessage, importSummaryText, importWriteMessage } from './import-messages';

function jsonFile(text: string, name = 'export.json') {
  return new File([text], name, { type: 'application/json' });
}

const i18n = createI18n({ lng: 'nl', storage: null, languages: [], root: null });
const t = i18n.getFixedT('nl', namespaces);

describe('readImportFile', () => {
  it('refuses a file over the limit without reading it', async () => {
    const file = jsonFile('{}');
    Object.defineProperty(file, 'size', { value: MAX_IMPORT_FILE_BYTES + 1 });
    expect(await readImportFile(file)).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('reads and parses a Groeipad export', async () => {
    const text = JSON.stringify({
      format: 'groeipad-export',
      version: 1,
      exported_at: 1_700_000_000_000,
      tables: { tasks: [] },
    });
    expect(await readImportFile(jsonFile(text))).toMatchObject({
      ok: true,
      exportedAt: 1_700_000_000_000,
    });
  });

  it('passes the parser verdict on for text that is no export', async () => {
    expect(await readImportFile(jsonFile('hallo'))).toMatchObject({ ok: false, error: 'notJson' });
    expect(await readImportFile(jsonFile('  '))).toMatchObject({ ok: false, error: 'empty' });
  });
});

describe('import messages', () => {
  it('names the table and the 1-based record position when the parser found them', () => {
    const message = importErrorMessage(t, 'nl', {
      ok: false,
      error: 'invalidRecord',
      table: 'mood_tracking',
      index: 2,
    });
    expect(message).toBe('Item 3 bij Stemmingen is ongeldig.');
    expect(importErrorMessage(t, 'nl', { ok: false, error: 'invalidRecord' })).toBe(
      'Een item in het bestand is ongeldig.',
    );
  });

  it('keeps the technical name of a table it has no words for', () => {
    expect(
      importErrorMessage(t, 'nl', { ok: false, error: 'unknownTable', table: 'secrets' }),
    ).toBe('Het bestand bevat een onderdeel dat Groeipad niet kent: secrets.');
  });

  it('states the size limit in the language', () => {
    expect(importErrorMessage(t, 'nl', { ok: false, error: 'tooLarge' })).toContain('50 MB');
  });

  it('tells a full disk and a refused record apart from other write failures', () => {
    expect(importWriteMessage(t, new StorageFullError(new Error('quota')))).toMatch(
      /niet genoeg opslagruimte/,
    );
    expect(importWriteMessage(t, new ValidationError('tasks', []))).toMatch(/regels van Groeipad/);
    expect(importWriteMessage(t, new Error('boom'))).toBe('Importeren is niet gelukt: boom');
  });

  it('summarises added, updated and present records with grouped numbers', () => {
    const en = createI18n({ lng: 'en', storage: null, languages: [], root: null });
    const text = importSummaryText(en.getFixedT('en', namespaces), 'en', {
      created: 1204,
      updated: 1,
      unchanged: 40,
    });
    expect(text).toBe('1,204 added, 1 updated, 40 already present');
  });
});
