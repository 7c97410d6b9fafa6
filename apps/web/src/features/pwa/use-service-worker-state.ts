// Live state of this page's service worker: registration outcome, scripts, controller and waiting worker.
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  serviceWorkerReport,
  subscribeServiceWorkerReport,
  type ServiceWorkerReport,
} from '../../lib/service-worker-report';

export type WorkerInfo = { scriptURL: string; state: ServiceWorkerState };

export type PageServiceWorkerState = {
  supported: boolean;
  report: ServiceWorkerReport;
  registration: ServiceWorkerRegistration | null;
  scope: string | null;
  active: WorkerInfo | null;
  waiting: WorkerInfo | null;
  controller: WorkerInfo | null;
};

function info(worker: ServiceWorker | null | undefined): WorkerInfo | null {
  return worker ? { scriptURL: worker.scriptURL, state: worker.state } : null;
}

export function useServiceWorkerState(): PageServiceWorkerState {
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const report = useSyncExternalStore(subscribeServiceWorkerReport, serviceWorkerReport);
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [, setVersion] = useState(0);

  useEffect(() => {
    if (!supported) return;
    const container = navigator.serviceWorker;
    let current: ServiceWorkerRegistration | null = null;
    let cancelled = false;
    const bump = () => setVersion((n) => n + 1);
    const watch = (worker: ServiceWorker | null) => worker?.addEventListener('statechange', bump);
    async function load() {
      const found = (await container.getRegistration()) ?? null;
      if (cancelled) return;
      current?.removeEventListener('updatefound', onUpdateFound);
      current = found;
      found?.addEventListener('updatefound', onUpdateFound);
      [found?.installing, found?.waiting, found?.active].forEach((w) => watch(w ?? null));
      setRegistration(found);
      bump();
    }
    function onUpdateFound() {
      watch(current?.installing ?? null);
      bump();
    }
    const reload = () => void load();
    container.addEventListener('controllerchange', reload);
    void load();
    void container.ready.then(reload);
    return () => {
      cancelled = true;
      container.removeEventListener('controllerchange', reload);
      current?.removeEventListener('updatefound', onUpdateFound);
    };
  }, [supported, report]);

  return {
    supported,
    report,
    registration,
    scope: registration?.scope ?? null,
    active: info(registration?.active),
    waiting: info(registration?.waiting),
    controller: supported ? info(navigator.serviceWorker.controller) : null,
  };
}
