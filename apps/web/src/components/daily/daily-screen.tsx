// The frame of a daily-core screen: section tabs, title and intro, then loading, missing-profile or the user's view.
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser, type CurrentUser } from '../../lib/use-current-user';
import { JournalingTabs } from './journaling-tabs';

export type DailyScreenProps = {
  /** Texts arrive translated, so this frame needs no namespace of its own. */
  title: string;
  intro: string;
  loadingLabel: string;
  noUser: { title: string; body: string; action: string };
  /** Heights of the loading placeholders, shaped roughly like the view that follows. */
  skeletonHeights?: number[];
  /** Screens outside the daily core (analytics) leave the section tabs out. */
  tabs?: boolean;
  children: (userId: string, user: CurrentUser) => ReactNode;
};

const DEFAULT_SKELETONS = [64, 120];

export function DailyScreen({
  title,
  intro,
  loadingLabel,
  noUser,
  skeletonHeights = DEFAULT_SKELETONS,
  tabs = true,
  children,
}: DailyScreenProps) {
  const user = useCurrentUser();
  return (
    <Stack gap="lg" py="md">
      {tabs ? <JournalingTabs /> : null}
      <Stack gap={4}>
        {/* Long compounds ("Ontwikkelgegevens") wrap instead of pushing a 360 px phone sideways. */}
        <Title order={1} style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      {user.status === 'loading' ? (
        <Stack gap="sm" role="status" aria-label={loadingLabel}>
          {skeletonHeights.map((height, index) => (
            // The placeholders never reorder, so their position is a stable key.
            <Skeleton key={index} height={height} radius="lg" />
          ))}
        </Stack>
      ) : null}
      {user.status === 'missing' ? (
        <Alert color="yellow" title={noUser.title}>
          <Text size="sm">{noUser.body}</Text>
          <Anchor component={Link} to="/profile" size="sm">
            {noUser.action}
          </Anchor>
        </Alert>
      ) : null}
      {user.status === 'ready' ? children(user.user.id, user.user) : null}
    </Stack>
  );
}
