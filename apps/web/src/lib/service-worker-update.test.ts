import { describe, expect, it } from 'vitest';
import { createUpdateFlow } from './service-worker-update';

function recorder() {
  const steps: string[] = [];
  let release: () => void = () => undefined;
  const saved = new Promise<void>((resolve) => (release = resolve));
  const flow = createUpdateFlow({
    flush: async () => {
      steps.push('flush');
      await saved;
      steps.push('saved');
    },
    activate: () => {
      steps.push('activate');
      return Promise.resolve();
    },
    reload: () => steps.push('reload'),
  });
  return { steps, release, flow };
}

describe('service worker update flow', () => {
  it('activates the waiting worker only after unsaved work is saved', async () => {
    const { steps, release, flow } = recorder();
    const refreshing = flow.onNeedRefresh();
    await Promise.resolve();
    expect(steps).toEqual(['flush']);
    release();
    await refreshing;
    expect(steps).toEqual(['flush', 'saved', 'activate']);
  });

  it('reloads after saving once the new worker controls the page, and only once', async () => {
    const { steps, release, flow } = recorder();
    release();
    await Promise.all([flow.onNeedReload(), flow.onNeedReload()]);
    expect(steps).toEqual(['flush', 'saved', 'reload']);
  });

  it('activates only once when the waiting event repeats', async () => {
    const { steps, release, flow } = recorder();
    release();
    await Promise.all([flow.onNeedRefresh(), flow.onNeedRefresh()]);
    expect(steps.filter((s) => s === 'activate')).toHaveLength(1);
  });
});
