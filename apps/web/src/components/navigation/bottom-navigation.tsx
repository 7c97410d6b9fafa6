// Phone navigation: home, journal, coach and chat as a bottom bar, and "more" opening a sheet with the
// spec's other main destinations and settings.
import { namespaces } from '@groeipad/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUnreadCounts } from '../../lib/community/unread-store';
import { MoreSheet } from './more-sheet';
import {
  MORE_ENTRIES,
  PRIMARY_ENTRIES,
  isEntryActive,
  isMoreActive,
  unreadOf,
} from './nav-entries';
import { NavIcon } from './nav-icon';
import classes from './navigation.module.css';
import { UnreadBadge } from './unread-badge';

export function BottomNavigation() {
  const { t } = useTranslation(namespaces);
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const moreActive = isMoreActive(pathname);
  const counts = useUnreadCounts();
  const moreUnread = MORE_ENTRIES.some((entry) => unreadOf(entry, counts) > 0);
  return (
    <nav
      aria-label={t('shell:navigationLabel')}
      className={classes.bottomNav}
      data-testid="bottom-nav"
    >
      {PRIMARY_ENTRIES.map((entry) => (
        <Link
          key={entry.id}
          to={entry.path}
          className={classes.bottomItem}
          aria-current={isEntryActive(entry, pathname) ? 'page' : undefined}
        >
          <span className={classes.bottomIcon}>
            <NavIcon name={entry.id} size={22} />
            <UnreadBadge count={unreadOf(entry, counts)} />
          </span>
          <span className={classes.bottomLabel}>{t(entry.label)}</span>
        </Link>
      ))}
      <button
        type="button"
        className={classes.bottomItem}
        aria-haspopup="dialog"
        aria-expanded={opened}
        data-current={moreActive || undefined}
        data-testid="nav-more"
        onClick={() => setOpened(true)}
      >
        <span className={classes.bottomIcon}>
          <NavIcon name="more" size={22} />
          {moreUnread && <span className={classes.unreadDot} data-testid="nav-more-unread" />}
        </span>
        <span className={classes.bottomLabel}>{t('shell:nav.more')}</span>
        {moreUnread && <span className={classes.visuallyHidden}>{t('shell:nav.moreUnread')}</span>}
      </button>
      <MoreSheet
        opened={opened}
        onClose={() => setOpened(false)}
        pathname={pathname}
        counts={counts}
      />
    </nav>
  );
}
