// The band of a levensgebied score as a filled badge in its colour (text picked for contrast), never colour alone.
import { scoreColor } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bandKey, MANTINE_COLOR } from './levensgebied-format';

type Props = { score: number; size?: BadgeProps['size']; testId: string };

export function ScoreBadge({ score, size, testId }: Props) {
  const { t } = useTranslation(namespaces);
  const color = scoreColor(score);
  return (
    <Badge
      size={size}
      color={MANTINE_COLOR[color]}
      variant="filled"
      autoContrast
      data-testid={testId}
      data-color={color}
    >
      {t(bandKey(score))}
    </Badge>
  );
}
