// The unread count of a navigation entry: the number on screen, and the same in words for screen readers
// (the entry's name is read first, then "3 unread").
import { useTranslation } from 'react-i18next';
import classes from './navigation.module.css';

export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation(['shell']);
  if (count <= 0) return null;
  return (
    <>
      <span className={classes.unread} aria-hidden="true" data-testid="nav-unread">
        {count > 99 ? '99+' : count}
      </span>
      <span className={classes.visuallyHidden}>{t('shell:nav.unread', { count })}</span>
    </>
  );
}
