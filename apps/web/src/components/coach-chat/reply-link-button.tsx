// The button under a coach reply that points to an app screen (issue 18): a real link, so it opens the
// journal (with the prompt the technique needs), the daily goals, the life areas or active imagination.
import { namespaces } from '@groeipad/i18n';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkPath, type ReplyLink } from '../../lib/coach/reply-links';
import { LineIcon } from '../line-icon';

export function ReplyLinkButton({ target }: { target: ReplyLink }) {
  const { t } = useTranslation(namespaces);
  return (
    <Group justify="flex-start" pl="xs">
      <Button
        component={Link}
        to={linkPath(target)}
        variant="light"
        radius="xl"
        size="sm"
        rightSection={
          <LineIcon size={16}>
            <path d="M5 12h14M13 6l6 6-6 6" />
          </LineIcon>
        }
        data-testid="coach-reply-link"
        data-link={target.link}
      >
        {t(`coach:chat.links.${target.link}`)}
      </Button>
    </Group>
  );
}
