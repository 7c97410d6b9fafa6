// The search box: focused on arrival where a hardware keyboard is likely, with a clear button.
import { namespaces } from '@groeipad/i18n';
import { CloseButton, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './search-icons';
import classes from './search.module.css';

type Props = { value: string; onChange: (value: string) => void };

/** A fine pointer that can hover means a desktop; phones would pop up their keyboard over the results. */
const DESKTOP = '(hover: hover) and (pointer: fine)';

export function SearchField({ value, onChange }: Props) {
  const { t } = useTranslation(namespaces);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (window.matchMedia(DESKTOP).matches) input.current?.focus();
  }, []);
  return (
    <TextInput
      ref={input}
      type="search"
      classNames={{ input: classes.input }}
      size="md"
      label={t('search:field.label')}
      placeholder={t('search:field.placeholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<SearchIcon name="search" />}
      rightSection={
        value === '' ? null : (
          <CloseButton
            aria-label={t('search:field.clear')}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          />
        )
      }
      enterKeyHint="search"
      autoComplete="off"
    />
  );
}
