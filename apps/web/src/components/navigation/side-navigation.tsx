// Wide-screen navigation: the same entries and words as the phone's bottom bar and "more" sheet, settings last.
import { namespaces } from '@groeipad/i18n';
import { AppShell } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUnreadCounts } from '../../lib/community/unread-store';
import {
  MORE_ENTRIES,
  PRIMARY_ENTRIES,
  SETTINGS_ENTRY,
  isEntryActive,
  unreadOf,
  type NavEntry,
} from './nav-entries';
import { NavIcon } from './nav-icon';
import classes from './navigation.module.css';
import { UnreadBadge } from './unread-badge';

function SideLink({
  entry,
  pathname,
  unread = 0,
}: {
  entry: NavEntry;
  pathname: string;
  unread?: number;
}) {
  const { t } = useTranslation(namespaces);
  const active = isEntryActive(entry, pathname);
  // A plain link, not Mantine's NavLink: that one brings Collapse (for nested links we do not have) into
  // every first load.
  return (
    <Link to={entry.path} className={classes.sideItem} aria-current={active ? 'page' : undefined}>
      <NavIcon name={entry.id} size={20} />
      <span className={classes.sideLabel}>{t(entry.label)}</span>
      <UnreadBadge count={unread} />
    </Link>
  );
}

export function SideNavigation() {
  const { pathname } = useLocation();
  const counts = useUnreadCounts();
  return (
    <>
      {/* Native scrolling: Mantine's ScrollArea would add its code (and floating-ui's) to every first load. */}
      <AppShell.Section grow style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
        {[...PRIMARY_ENTRIES, ...MORE_ENTRIES].map((entry) => (
          <SideLink
            key={entry.id}
            entry={entry}
            pathname={pathname}
            unread={unreadOf(entry, counts)}
          />
        ))}
      </AppShell.Section>
      <AppShell.Section>
        <SideLink entry={SETTINGS_ENTRY} pathname={pathname} />
      </AppShell.Section>
    </>
  );
}
