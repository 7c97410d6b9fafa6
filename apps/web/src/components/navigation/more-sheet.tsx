// The phone's "more" sheet: the main destinations that are not in the bottom bar, and settings, with the
// same icons and words as the side bar. A native <dialog> (focus kept inside, Escape closes, the page
// behind inert) so the first screen loads no dialog library; choosing an entry or the backdrop closes it.
import { namespaces } from '@groeipad/i18n';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UnreadCounts } from '../../lib/community/unread-store';
import { MORE_ENTRIES, SETTINGS_ENTRY, isEntryActive, unreadOf } from './nav-entries';
import { NavIcon } from './nav-icon';
import classes from './navigation.module.css';
import { UnreadBadge } from './unread-badge';

type Props = { opened: boolean; onClose: () => void; pathname: string; counts: UnreadCounts };

export function MoreSheet({ opened, onClose, pathname, counts }: Props) {
  const { t } = useTranslation(namespaces);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (opened && !element.open) element.showModal?.();
    if (!opened && element.open) element.close();
  }, [opened]);
  return (
    <dialog
      ref={dialog}
      className={classes.sheet}
      aria-labelledby="more-sheet-title"
      data-testid="more-sheet"
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classes.sheetHeader}>
        <h2 id="more-sheet-title" className={classes.sheetTitle}>
          {t('shell:nav.moreTitle')}
        </h2>
        <button type="button" className={classes.sheetClose} onClick={onClose}>
          {t('shell:nav.moreClose')}
        </button>
      </div>
      <ul className={classes.sheetList}>
        {[...MORE_ENTRIES, SETTINGS_ENTRY].map((entry) => (
          <li key={entry.id}>
            <Link
              to={entry.path}
              className={classes.sheetItem}
              aria-current={isEntryActive(entry, pathname) ? 'page' : undefined}
              onClick={onClose}
            >
              <NavIcon name={entry.id} size={22} />
              <span>{t(entry.label)}</span>
              <UnreadBadge count={unreadOf(entry, counts)} />
            </Link>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
