// Onboarding repository: the generic repository plus completing onboarding and the start-up check.
import { createRepository } from '../repository';
import type { Repository, RepositoryContext } from '../repository';
import { isOnboarded } from '../queries/users';
import type { EntityOf } from '@groeipad/domain';
import type { GroeipadDb } from '../types';

export type OnboardingRepository = Repository<'onboarding_states'> & {
  /** Marks the user's onboarding state done now (SPEC.md section 4). */
  complete(id: string): Promise<EntityOf<'onboarding_states'>>;
  isOnboarded(): Promise<boolean>;
};

export function onboardingRepository(db: GroeipadDb, ctx: RepositoryContext): OnboardingRepository {
  const repository = createRepository(db, 'onboarding_states', ctx);
  return {
    ...repository,
    complete: (id) => repository.update(id, { onboarded_at: ctx.now(), current_step: 5 }),
    isOnboarded: () => isOnboarded(db),
  };
}
