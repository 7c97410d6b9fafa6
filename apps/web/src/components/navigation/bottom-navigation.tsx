// Phone navigation: the seven main destinations as a bottom bar with icons and short labels.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MAIN_ENTRIES, isEntryActive } from './nav-entries';
import { NavIcon } from './nav-icon';
import classes from './navigation.module.css';

export function BottomNavigation() {
  const { t } = useTranslation(namespaces);
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('shell:navigationLabel')}
      className={classes.bottomNav}
      data-testid="bottom-nav"
    >
      {MAIN_ENTRIES.map((entry) => (
        <Link
          key={entry.id}
          to={entry.path}
          className={classes.bottomItem}
          aria-current={isEntryActive(entry, pathname) ? 'page' : undefined}
          title={t(entry.label)}
        >
          <span className={classes.bottomIcon}>
            <NavIcon name={entry.id} size={22} />
          </span>
          <span className={classes.bottomLabel}>{t(entry.shortLabel)}</span>
        </Link>
      ))}
    </nav>
  );
}
