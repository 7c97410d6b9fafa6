// The top of home: good morning/afternoon/evening/night with the name, today's date and the type badge.
import { displayName, greetingName, toMbtiType } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUserState } from '../../lib/use-current-user';
import { useHomeLayout } from './home-layout';
import classes from './greeting-header.module.css';
import { partOfDay } from './part-of-day';

function capitalised(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** Stands in for the name in the translated greeting, so the name can get its own truncating span. */
const NAME_MARK = '\u0000';

function NamedGreeting({ text, name }: { text: string; name: string }) {
  const [before = '', after = ''] = text.split(NAME_MARK);
  return (
    <>
      {before}
      <span className={classes.name}>{name}</span>
      {after}
    </>
  );
}

export function GreetingHeader({ state, now }: { state: CurrentUserState; now: number }) {
  const { t, i18n } = useTranslation(namespaces);
  const calm = useHomeLayout() === 'calm';
  const part = partOfDay(new Date(now).getHours());
  const date = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(now);
  const type = state.status === 'ready' ? toMbtiType(state.user.mbtiType) : undefined;
  return (
    // The layout link shares the date's line, so the greeting has the full width of a phone.
    <Stack gap={4} miw={0} data-testid="home-greeting">
      <Group justify="space-between" align="baseline" gap="sm">
        <Text size="sm" c="dimmed">
          {capitalised(date, i18n.language)}
        </Text>
        <Anchor component={Link} to={calm ? '/' : '/streamlined'} size="sm">
          {calm ? t('home:layout.full') : t('home:layout.calm')}
        </Anchor>
      </Group>
      {state.status === 'loading' ? (
        <Skeleton h={36} w={260} aria-hidden="true" />
      ) : (
        // Two lines at most, a long name ends in an ellipsis; the full name is in the tooltip.
        <Title
          order={1}
          size={calm ? 'h2' : 'h1'}
          lineClamp={2}
          className={classes.greeting}
          title={state.status === 'ready' ? displayName(state.user) : undefined}
        >
          {state.status === 'ready' ? (
            <NamedGreeting
              text={t(`home:greeting.${part}`, { name: NAME_MARK })}
              name={greetingName(state.user)}
            />
          ) : (
            t(`home:greetingAlone.${part}`)
          )}
        </Title>
      )}
      {type ? (
        <Group gap="xs">
          <Badge
            component={Link}
            to="/profile"
            variant="light"
            size="lg"
            radius="sm"
            style={{ cursor: 'pointer', textTransform: 'none' }}
            aria-label={t('home:typeBadgeLabel', {
              type,
              title: t(`mbti:types.${type}.title`),
            })}
          >
            {t('home:typeBadge', { type, title: t(`mbti:types.${type}.title`) })}
          </Badge>
        </Group>
      ) : null}
    </Stack>
  );
}
