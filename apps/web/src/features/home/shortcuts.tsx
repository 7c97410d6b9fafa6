// Ways on from home: journal, coach, life areas, basics, imagination and challenges, as large tiles or as a quiet list of links.
import { namespaces } from '@groeipad/i18n';
import { Anchor, Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from './section-card';
import { ShortcutIcon, type ShortcutIconName } from './shortcut-icon';
import classes from './shortcuts.module.css';

type Shortcut = { id: ShortcutIconName; path: string; color: string };

export const HOME_SHORTCUTS: readonly Shortcut[] = [
  { id: 'journal', path: '/journaling', color: 'blue' },
  { id: 'coach', path: '/ai-coaching', color: 'grape' },
  { id: 'lifeAreas', path: '/holistic-wellness#levensgebieden', color: 'teal' },
  { id: 'basics', path: '/back-to-basics', color: 'yellow' },
  { id: 'imagination', path: '/active-imagination', color: 'indigo' },
  { id: 'challenges', path: '/challenges', color: 'orange' },
];

export function ShortcutTiles() {
  const { t } = useTranslation(namespaces);
  return (
    <SectionCard id="home-shortcuts" title={t('home:shortcuts.title')} testId="home-shortcuts">
      {/* One column on a phone, icon beside the text: long compounds ('Levensgebieden',
          'Herausforderungen') then fit whole instead of breaking mid-word in a narrow tile. */}
      <div className={classes.grid}>
        {HOME_SHORTCUTS.map((shortcut) => (
          <Card
            key={shortcut.id}
            component={Link}
            to={shortcut.path}
            withBorder
            radius="md"
            p={{ base: 'sm', xs: 'md' }}
            className={classes.tile}
          >
            <div className={classes.body}>
              <ThemeIcon variant="light" color={shortcut.color} size={44} radius="md">
                <ShortcutIcon name={shortcut.id} />
              </ThemeIcon>
              <Stack gap={2} miw={0}>
                <Text fw={600} className={classes.label}>
                  {t(`home:shortcuts.${shortcut.id}.label`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`home:shortcuts.${shortcut.id}.hint`)}
                </Text>
              </Stack>
            </div>
          </Card>
        ))}
      </div>
    </SectionCard>
  );
}

export function ShortcutList() {
  const { t } = useTranslation(namespaces);
  return (
    <SectionCard id="home-shortcuts" title={t('home:shortcuts.title')} testId="home-shortcuts">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {HOME_SHORTCUTS.map((shortcut) => (
          <li key={shortcut.id}>
            <Anchor component={Link} to={shortcut.path}>
              {t(`home:shortcuts.${shortcut.id}.label`)}
            </Anchor>
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}
