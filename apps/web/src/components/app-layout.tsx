// The frame around every screen: path-themed background, header, navigation (side bar on wide screens,
// bottom bar on phones, none during onboarding), storage warnings and the labelled main area.
import { namespaces } from '@groeipad/i18n';
import { AppShell, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useUnreadCounting } from '../lib/community/unread-store';
import { useDatabase } from '../lib/database-context';
import { useBackgroundRunners } from '../lib/background/use-background-runners';
import { BackgroundLayer } from './background/background-layer';
import { InstallPromptCard } from './install-prompt/install-prompt-card';
import { AppHeader } from './navigation/app-header';
import { BottomNavigation } from './navigation/bottom-navigation';
import { isNavigationHidden } from './navigation/nav-entries';
import classes from './navigation/navigation.module.css';
import { SideNavigation } from './navigation/side-navigation';
import { MAIN_CONTENT_ID, SkipLink } from './navigation/skip-link';
import { OfflineBanner } from './offline-banner';
import { RecoveryBanner } from './recovery-banner';
import { StorageBanner } from './storage-banner';

/** Bottom bar height on phones; the safe area below the home indicator comes on top. */
const BOTTOM_BAR_HEIGHT = 'calc(4rem + env(safe-area-inset-bottom))';

export function AppLayout() {
  const { t } = useTranslation(namespaces);
  const { pathname } = useLocation();
  const hideNav = isNavigationHidden(pathname);
  const { db } = useDatabase();
  useUnreadCounting(pathname);
  useBackgroundRunners(db, {
    title: t('settings:notifications.reminderTitle'),
    body: t('settings:notifications.reminderBody'),
  });
  return (
    <>
      <SkipLink />
      <BackgroundLayer />
      <AppShell
        header={{ height: 56 }}
        navbar={{
          width: { sm: 220, lg: 248 },
          breakpoint: 'sm',
          collapsed: { mobile: true, desktop: hideNav },
        }}
        footer={{ height: { base: BOTTOM_BAR_HEIGHT, sm: 0 }, collapsed: hideNav }}
        padding="md"
        classNames={{
          header: classes.bar,
          navbar: classes.bar,
          footer: `${classes.bar} ${classes.footer}`,
        }}
      >
        <AppShell.Header>
          <AppHeader />
        </AppShell.Header>
        {hideNav ? null : (
          <AppShell.Navbar
            p="xs"
            visibleFrom="sm"
            aria-label={t('shell:navigationLabel')}
            data-testid="side-nav"
          >
            <SideNavigation />
          </AppShell.Navbar>
        )}
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} aria-label={t('common:mainAreaLabel')}>
          <Container size="md" px={0}>
            <OfflineBanner />
            <StorageBanner />
            <RecoveryBanner />
            <Outlet />
            <div className={classes.installSlot}>
              <InstallPromptCard />
            </div>
          </Container>
        </AppShell.Main>
        {hideNav ? null : (
          <AppShell.Footer hiddenFrom="sm">
            <BottomNavigation />
          </AppShell.Footer>
        )}
      </AppShell>
    </>
  );
}
