// The levensgebied view for one user: score, questionnaire, history and linked records, each with its loading state.
import type { LevensgebiedId } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { levensgebiedQuestionnaireRepository } from '@groeipad/local-db';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../lib/use-current-user';
import { useNow } from '../../lib/use-now';
import { useBoundRepository } from '../../lib/use-repository';
import { LinkedLists } from './linked-lists';
import { QuestionnaireForm } from './questionnaire-form';
import { ScoreCard } from './score-card';
import { ScoreHistory } from './score-history';
import { scoredHistory } from './scored-history';
import { useLinkedRecords, useQuestionnaireHistory } from './use-life-area-data';

export function LifeAreaBody({ area, user }: { area: LevensgebiedId; user: CurrentUser }) {
  const { t } = useTranslation(namespaces);
  const now = useNow(60_000);
  const repository = useBoundRepository(levensgebiedQuestionnaireRepository, user.id);
  const records = useQuestionnaireHistory(user.id, area);
  const linked = useLinkedRecords(user.id, area);
  const history = useMemo(() => (records ? scoredHistory(records) : undefined), [records]);
  const [saved, setSaved] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  // The save button sits below eight questions: bring the new score into view, and focus for screen readers.
  useEffect(() => {
    if (!saved) return;
    const result = resultRef.current;
    result?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    result?.focus({ preventScroll: true });
  }, [saved]);

  async function save(answers: Record<string, number>) {
    setSaved(false);
    await repository.save({
      user_id: user.id,
      levensgebied: area,
      answers,
      mbti_type: user.mbtiType,
    });
    setSaved(true);
  }

  return (
    <Stack gap="lg">
      <Stack
        gap="lg"
        ref={resultRef}
        tabIndex={-1}
        style={{ outline: 'none', scrollMarginTop: 'var(--mantine-spacing-xl)' }}
      >
        {history ? (
          <ScoreCard history={history} now={Math.max(now, history.at(-1)?.completedAt ?? 0)} />
        ) : (
          <Skeleton height={120} radius="lg" role="status" aria-label={t('lifeAreas:loading')} />
        )}
        {saved ? (
          <Alert color="teal" role="status" withCloseButton onClose={() => setSaved(false)}>
            {t('lifeAreas:questionnaire.saved')}
          </Alert>
        ) : null}
      </Stack>
      <QuestionnaireForm area={area} onSave={save} />
      {history ? <ScoreHistory history={history} /> : <Skeleton height={200} radius="lg" />}
      {linked ? <LinkedLists linked={linked} /> : <Skeleton height={160} radius="lg" />}
    </Stack>
  );
}
