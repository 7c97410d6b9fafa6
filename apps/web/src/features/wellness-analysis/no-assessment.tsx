// No wellness check yet: say so plainly and point to the check.
import { namespaces } from '@groeipad/i18n';
import { Button, Card, EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// A picture, not a word: the emoji carries no text to translate.
const ICON = '🌱';

export function NoAssessment() {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder padding="xl" radius="md" data-testid="wellness-no-assessment">
      <EmptyState
        icon={<span aria-hidden="true">{ICON}</span>}
        withIndicatorBackground
        title={t('insights:wellnessAnalysis.noAssessment.title')}
        description={t('insights:wellnessAnalysis.noAssessment.body')}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/wellness-assessment">
            {t('insights:wellnessAnalysis.noAssessment.action')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
