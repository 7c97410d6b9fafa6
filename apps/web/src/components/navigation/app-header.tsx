// Header bar: the app name as a link home (not a heading: each screen owns its <h1>), language and colour scheme.
import { namespaces } from '@groeipad/i18n';
import { Container, Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ColorSchemeControl } from '../color-scheme-control';
import { LanguageSelect } from '../language-select';
import { HOME_ENTRY, isEntryActive } from './nav-entries';
import classes from './navigation.module.css';

export function AppHeader() {
  const { t } = useTranslation(namespaces);
  const { pathname } = useLocation();
  return (
    <Container fluid h="100%" px="md">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        <Link
          to={HOME_ENTRY.path}
          className={classes.brand}
          title={t('shell:homeLink')}
          aria-current={isEntryActive(HOME_ENTRY, pathname) ? 'page' : undefined}
        >
          <Image src="/favicon.svg" alt="" w={32} h={32} />
          <span>{t('common:appName')}</span>
        </Link>
        <Group gap="xs" wrap="nowrap">
          <LanguageSelect />
          <ColorSchemeControl />
        </Group>
      </Group>
    </Container>
  );
}
