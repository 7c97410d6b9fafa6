// Always there in the coach: "help now" opens the crisis lines of the device's country, a grounding
// exercise and the safety plan, whether or not a message was recognised as a crisis.
import { crisisResources, groundingExercise } from '@groeipad/coach';
import { normalizeLanguage } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceCountry } from '../../lib/coach/coach-context';
import { CrisisHelp } from './crisis-panel';

export function HelpNow() {
  const { t, i18n } = useTranslation(namespaces);
  const [opened, setOpened] = useState(false);
  const language = normalizeLanguage(i18n.language);
  const country = deviceCountry();
  return (
    <>
      <Button
        variant="light"
        color="red"
        size="compact-sm"
        onClick={() => setOpened(true)}
        data-testid="coach-help-now"
      >
        {t('coach:help.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('coach:help.title')}
        size="lg"
      >
        {opened && (
          <>
            <Text size="sm" mb="sm">
              {t('coach:help.intro')}
            </Text>
            <CrisisHelp
              resources={crisisResources(language, country)}
              grounding={groundingExercise(language)}
            />
          </>
        )}
      </Modal>
    </>
  );
}
