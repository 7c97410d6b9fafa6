// Back and next (or another primary action) under a step; next is a submit button inside forms.
import { namespaces } from '@groeipad/i18n';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  onBack?: () => void;
  /** Without onNext the primary button submits the surrounding form. */
  onNext?: () => void;
  nextLabel?: string;
  busy?: boolean;
};

export function StepButtons({ onBack, onNext, nextLabel, busy = false }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Group justify="space-between" wrap="nowrap">
      {onBack ? (
        <Button variant="default" onClick={onBack} disabled={busy} style={{ flexShrink: 0 }}>
          {t('routes:onboarding.back')}
        </Button>
      ) : (
        <span />
      )}
      {/* Long labels ("On to the wellness check") wrap on phones instead of being cut off. */}
      <Button
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        loading={busy}
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        {nextLabel ?? t('routes:onboarding.next')}
      </Button>
    </Group>
  );
}
