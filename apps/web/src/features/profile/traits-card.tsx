// Strengths and growth areas: the user's own lists, saved on the newest mbti_profiles record.
import { toMbtiType } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { ProfileSection } from './profile-section';
import { saveTraitList, type ProfileRecord, type UserRecord } from './profile-store';
import { TraitListEditor } from './trait-list-editor';
import { addTrait, removeTrait, traitList, type TraitKind } from './traits';
import { typeSuggestions } from './type-texts';
import type { RunSave } from './use-save';

type Props = { user: UserRecord; latest: ProfileRecord | undefined; run: RunSave };

export function TraitsCard({ user, latest, run }: Props) {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  const type = toMbtiType(user.mbti_type);

  function write(kind: TraitKind, json: string | undefined): Promise<boolean> {
    if (json === undefined) return Promise.resolve(false);
    return run(() => saveTraitList(db, user, latest, kind, json));
  }

  const editor = (kind: TraitKind) => (
    <TraitListEditor
      kind={kind}
      items={traitList(latest, kind)}
      suggestions={
        type ? typeSuggestions(t, type, kind === 'strengths' ? 'strengths' : 'growthAreas') : []
      }
      onAdd={(item) => write(kind, addTrait(latest ?? {}, kind, item))}
      onRemove={(item) => write(kind, removeTrait(latest ?? {}, kind, item))}
    />
  );

  return (
    <ProfileSection id="profile-traits" title={t('profile:traits.title')}>
      <Text size="sm" c="dimmed">
        {t('profile:traits.intro')}
      </Text>
      {editor('strengths')}
      <Divider />
      {editor('growth_areas')}
    </ProfileSection>
  );
}
