// The sections of the daily core as tabs of links, shown at the top of each of their screens.
import { namespaces } from '@groeipad/i18n';
import { Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

export const JOURNALING_SECTIONS = [
  { id: 'entries', path: '/journaling' },
  { id: 'goals', path: '/journaling/goals' },
  { id: 'moods', path: '/journaling/moods' },
  { id: 'planning', path: '/journaling/planning' },
  { id: 'tasks', path: '/tasks' },
  { id: 'search', path: '/search' },
] as const;

export type JournalingSection = (typeof JOURNALING_SECTIONS)[number]['id'];

/** Which section a path belongs to (entry editor paths belong to the entries). */
export function sectionOf(pathname: string): JournalingSection | undefined {
  const exact = JOURNALING_SECTIONS.find((section) => section.path === pathname);
  if (exact) return exact.id;
  return pathname.startsWith('/journaling/') ? 'entries' : undefined;
}

export function JournalingTabs() {
  const { t } = useTranslation(namespaces);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = sectionOf(pathname) ?? null;
  const list = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: bring the current section into view (e.g. Planning, Search).
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <Tabs
      value={current}
      onChange={(value) => {
        const section = JOURNALING_SECTIONS.find((s) => s.id === value);
        if (section) void navigate(section.path);
      }}
      variant="pills"
      radius="xl"
      aria-label={t('daily:sections.label')}
    >
      <Tabs.List ref={list} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {JOURNALING_SECTIONS.map((section) => (
          <Tabs.Tab key={section.id} value={section.id} style={{ flexShrink: 0 }}>
            {t(`daily:sections.${section.id}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
