import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { TagListInput } from './tag-list-input';

let latest: string[] = [];

function Field({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  const change = (next: string[]) => {
    latest = next;
    setTags(next);
  };
  return <TagListInput label="Tags" value={tags} onChange={change} />;
}

function input(): HTMLInputElement {
  const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Tags' });
  // Mantine ignores changes to an input without focus (autofill), as a user's typing always has it.
  field.focus();
  return field;
}

describe('TagListInput', () => {
  it('makes two tags of a pasted "werk, sport"', () => {
    renderApp(<Field />);
    fireEvent.paste(input(), { clipboardData: { getData: () => 'werk, sport' } });
    expect(latest).toEqual(['werk', 'sport']);
  });

  it('splits text a phone keyboard typed without a keydown, and accepted on blur', () => {
    renderApp(<Field initial={['werk']} />);
    fireEvent.change(input(), { target: { value: 'sport、rust；werk, ' } });
    expect(latest).toEqual(['werk', 'sport', 'rust']);
    fireEvent.change(input(), { target: { value: 'lezen' } });
    fireEvent.blur(input());
    expect(latest).toEqual(['werk', 'sport', 'rust', 'lezen']);
  });

  it('accepts a typed tag on blur', () => {
    renderApp(<Field />);
    fireEvent.change(input(), { target: { value: 'slapen' } });
    fireEvent.blur(input());
    expect(latest).toEqual(['slapen']);
  });
});
