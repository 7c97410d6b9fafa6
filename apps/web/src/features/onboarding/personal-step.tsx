// Step 1: name, email, language (switches the interface at once), time zone and an optional known type.
import { MBTI_TYPES, isMbtiType, supportedLanguages } from '@groeipad/domain';
import { changeLanguage, currentLanguage, namespaces } from '@groeipad/i18n';
import { Checkbox, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeZoneSelect } from '../../components/time-zone/time-zone-select';
import type { OnboardingDraft, PersonalData } from './onboarding-draft';
import { StepButtons } from './step-buttons';
import { NAME_MAX_LENGTH, hasErrors, type PersonalErrors } from './step-validation';

type Props = {
  draft: OnboardingDraft;
  /** Resolves with the field errors, or nothing when the step was stored. */
  onSubmit: (values: PersonalData) => Promise<PersonalErrors | undefined>;
};

const FIELD_ORDER = ['name', 'email', 'language', 'timezone', 'knownType'] as const;

export function PersonalStep({ draft, onSubmit }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const [values, setValues] = useState<PersonalData>(draft.personal);
  const [errors, setErrors] = useState<PersonalErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The field is the interface language itself, so the header's language switch changes it too.
  const language = currentLanguage(i18n);

  const set = <K extends keyof PersonalData>(key: K, value: PersonalData[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };
  const message = (field: keyof PersonalErrors) => {
    const key = errors[field];
    // The type message names the checkbox by its own label, so the two never drift apart.
    const label = t('onboarding:personal.knowsType');
    return key ? t(`onboarding:errors.${key}`, { max: NAME_MAX_LENGTH, label }) : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const found = (await onSubmit({ ...values, language })) ?? {};
      setErrors(found);
      if (hasErrors(found)) {
        const first = FIELD_ORDER.find((field) => found[field]);
        form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextInput
          data-field="name"
          label={t('onboarding:personal.name')}
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={message('name')}
        />
        <TextInput
          data-field="email"
          type="email"
          label={t('onboarding:personal.email')}
          description={t('onboarding:personal.emailHint')}
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={message('email')}
        />
        <NativeSelect
          data-field="language"
          label={t('onboarding:personal.language')}
          value={language}
          onChange={(event) => void changeLanguage(i18n, event.currentTarget.value)}
          data={supportedLanguages.map((lng) => ({
            value: lng,
            label: t(`common:language.names.${lng}`),
          }))}
          error={message('language')}
        />
        <TimeZoneSelect
          field="timezone"
          label={t('onboarding:personal.timezone')}
          description={t('onboarding:personal.timezoneHint')}
          value={values.timezone || undefined}
          onChange={(zone) => set('timezone', zone)}
          error={message('timezone')}
        />
        <Checkbox
          label={t('onboarding:personal.knowsType')}
          description={t('onboarding:personal.knowsTypeHint')}
          checked={values.knowsType}
          onChange={(event) => set('knowsType', event.currentTarget.checked)}
        />
        {values.knowsType ? (
          <NativeSelect
            data-field="knownType"
            label={t('onboarding:personal.type')}
            value={values.knownType}
            onChange={(event) => {
              const type = event.currentTarget.value;
              set('knownType', isMbtiType(type) ? type : '');
            }}
            data={[
              { value: '', label: t('onboarding:personal.typePlaceholder') },
              ...MBTI_TYPES.map((type) => ({
                value: type,
                label: t('onboarding:personal.typeOption', {
                  type,
                  title: t(`mbti:types.${type}.title`),
                }),
              })),
            ]}
            error={message('knownType')}
          />
        ) : null}
        <StepButtons busy={busy} />
      </Stack>
    </form>
  );
}
