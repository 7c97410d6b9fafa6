// Every tag field in the app: Mantine's TagsInput with one splitting rule for typed and pasted text.
import { TAG_SEPARATORS, normalizeTags, splitTagText } from '@groeipad/domain';
import { TagsInput, type TagsInputProps } from '@mantine/core';
import { useState } from 'react';

export type TagListInputProps = Omit<
  TagsInputProps,
  'value' | 'onChange' | 'splitChars' | 'searchValue' | 'onSearchChange' | 'defaultValue'
> & {
  value: string[];
  onChange: (tags: string[]) => void;
};

const SEPARATORS: string[] = [...TAG_SEPARATORS];
const SEPARATOR_TEST = new RegExp(`[${TAG_SEPARATORS.join('')}]`, 'u');

/**
 * Mantine splits only on a keydown of a split character or on paste. Phone keyboards often send the
 * key as "Unidentified", Japanese input commits "、" through composition, and a value accepted on blur
 * is never split, so both the typed text and every new value go through the domain's rule here too.
 */
export function TagListInput({ value, onChange, maxTags, ...props }: TagListInputProps) {
  const [search, setSearch] = useState('');
  const commit = (tags: readonly string[]) => {
    const next = normalizeTags(tags);
    onChange(maxTags === undefined ? next : next.slice(0, maxTags));
  };
  const typed = (text: string) => {
    if (!SEPARATOR_TEST.test(text)) {
      setSearch(text);
      return;
    }
    // Everything before the last separator becomes tags; the rest stays in the field to finish.
    const cut = Math.max(...SEPARATORS.map((separator) => text.lastIndexOf(separator)));
    commit([...value, ...splitTagText(text.slice(0, cut))]);
    setSearch(text.slice(cut + 1).trimStart());
  };
  return (
    <TagsInput
      {...props}
      maxTags={maxTags}
      value={value}
      onChange={commit}
      splitChars={SEPARATORS}
      searchValue={search}
      onSearchChange={typed}
    />
  );
}
