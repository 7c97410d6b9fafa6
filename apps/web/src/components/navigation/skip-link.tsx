// Lets keyboard users jump past the header and navigation straight to the screen's content.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import classes from './navigation.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation(namespaces);
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      {t('shell:skipToContent')}
    </a>
  );
}
