import { afterEach, describe, expect, it } from 'vitest';
import { createStubSyncController } from '../../testing/sync/stub-sync-controller';
import { relayBackgroundSync } from './app-sync-controller';
import { BACKGROUND_SYNC_MESSAGE } from './background-sync';

const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'serviceWorker', original);
  else Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('relayBackgroundSync', () => {
  it('syncs when the worker asks, without sending refused changes again', () => {
    const container = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const stub = createStubSyncController();
    const stop = relayBackgroundSync(stub);
    container.dispatchEvent(
      new MessageEvent('message', { data: { type: BACKGROUND_SYNC_MESSAGE } }),
    );
    stop();
    container.dispatchEvent(
      new MessageEvent('message', { data: { type: BACKGROUND_SYNC_MESSAGE } }),
    );
    expect(stub.syncNowOptions).toEqual([{ retryRefused: false }]);
  });
});
