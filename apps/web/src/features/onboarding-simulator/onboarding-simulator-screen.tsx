// /onboarding-simulator: the real onboarding steps on a throw-away database, with a banner and a restart button.
import { changeLanguage, namespaces } from '@groeipad/i18n';
import {
  closeGroeipadDb,
  onboardingTableCounts,
  type GroeipadDb,
  type OnboardingTableCounts,
} from '@groeipad/local-db';
import { Alert, Box, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createMemoryStorage } from './memory-storage';
import { SimulationDone } from './simulation-done';
import { openSimulatedDatabase } from './simulated-database';

type Step = 1 | 2 | 3 | 4 | 5;

export type SimulatedFlowProps = {
  db: GroeipadDb;
  storage: Storage;
  step: Step;
  navigate: (step: Step, options: { replace: boolean }) => void;
  onCompleted: () => void;
  /** The screen has its own <h1>, so the steps' names are <h2>. */
  headingOrder: 2;
};

type Run = { id: number; db: GroeipadDb; storage: Storage };

type Props = {
  /** The onboarding flow itself; the app passes it in because features do not import each other. */
  renderFlow: (props: SimulatedFlowProps) => ReactNode;
};

export function OnboardingSimulatorScreen({ renderFlow }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const [run, setRun] = useState<Run | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [step, setStep] = useState<Step>(1);
  const [done, setDone] = useState<OnboardingTableCounts | undefined>(undefined);
  // The flow switches the interface language on step 1; leaving or restarting puts the user's back.
  const language = useRef(i18n.resolvedLanguage ?? i18n.language);

  const start = useCallback((id: number) => {
    openSimulatedDatabase().then(
      (db) => setRun({ id, db, storage: createMemoryStorage() }),
      (error: unknown) => {
        console.error('Could not open the simulated database', error);
        setFailed(true);
      },
    );
  }, []);

  useEffect(() => start(0), [start]);
  useEffect(
    () => () => {
      if (run) closeGroeipadDb(run.db);
    },
    [run],
  );
  useEffect(() => {
    const original = language.current;
    return () => void changeLanguage(i18n, original);
  }, [i18n]);

  function restart() {
    void changeLanguage(i18n, language.current);
    setFailed(false);
    setRun(undefined);
    setDone(undefined);
    setStep(1);
    start((run?.id ?? 0) + 1);
  }

  const completed = useCallback(() => {
    if (run) void onboardingTableCounts(run.db).then(setDone);
  }, [run]);
  const navigate = useCallback((to: Step) => setStep(to), []);

  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Title order={1}>{t('routes:screens.onboardingSimulator.title')}</Title>
      <Alert color="yellow" role="status" title={t('onboarding:simulator.banner')}>
        <Stack gap="sm" align="flex-start">
          {t('onboarding:simulator.explanation')}
          <Button variant="default" size="xs" onClick={restart}>
            {t('onboarding:simulator.restart')}
          </Button>
        </Stack>
      </Alert>
      {failed ? (
        <Alert color="red" role="alert">
          {t('onboarding:simulator.failed')}
        </Alert>
      ) : null}
      {!run && !failed ? (
        <Center mih={240}>
          <Loader role="status" aria-label={t('onboarding:flow.loading')} />
        </Center>
      ) : null}
      {run && done ? <SimulationDone counts={done} onRestart={restart} /> : null}
      {run && !done ? (
        <Box key={run.id}>
          {renderFlow({
            db: run.db,
            storage: run.storage,
            step,
            navigate,
            onCompleted: completed,
            headingOrder: 2,
          })}
        </Box>
      ) : null}
    </Stack>
  );
}
