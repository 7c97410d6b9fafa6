// Phone navigation: home, journal, coach and chat as a bottom bar, and "more" opening a sheet with the
// spec's other main destinations and settings.
import { namespaces } from '@groeipad/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MoreSheet } from './more-sheet';
import { PRIMARY_ENTRIES, isEntryActive, isMoreActive } from './nav-entries';
import { NavIcon } from './nav-icon';
import classes from './navigation.module.css';

export function BottomNavigation() {
  const { t } = useTranslation(namespaces);
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const moreActive = isMoreActive(pathname);
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
        </span>
        <span className={classes.bottomLabel}>{t('shell:nav.more')}</span>
      </button>
      <MoreSheet opened={opened} onClose={() => setOpened(false)} pathname={pathname} />
    </nav>
  );
}
