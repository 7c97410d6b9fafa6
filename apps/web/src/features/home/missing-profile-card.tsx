// Shown when the device has no users record: home has no one to write for, so it points to /profile.
import { namespaces } from '@groeipad/i18n';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from './section-card';

export function MissingProfileCard() {
  const { t } = useTranslation(namespaces);
  return (
    <SectionCard
      id="home-profile"
      title={t('home:profileMissing.title')}
      testId="home-profile-missing"
    >
      <Text>{t('home:profileMissing.body')}</Text>
      <Button component={Link} to="/profile" style={{ alignSelf: 'flex-start' }}>
        {t('home:profileMissing.action')}
      </Button>
    </SectionCard>
  );
}
