// The strength hint under a new password: a thin meter and a spoken word (too short, weak, fair, strong).
import { namespaces } from '@groeipad/i18n';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordStrength, type StrengthLevel } from './password-strength';

const colors: Record<StrengthLevel, string> = {
  tooShort: 'gray',
  weak: 'red',
  fair: 'yellow',
  strong: 'teal',
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation(namespaces);
  if (password === '') return null;
  const { level, percent } = passwordStrength(password);
  const label = t('account:password.strength', { level: t(`account:password.levels.${level}`) });
  return (
    <Stack gap={4}>
      <Progress value={percent} color={colors[level]} size="sm" aria-hidden />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="password-strength">
        {label}
      </Text>
    </Stack>
  );
}
