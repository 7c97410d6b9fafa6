// Browser entry: mounts the app and registers the service worker.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './app/i18n';
import { registerServiceWorker } from './app/register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// Only the detected language's texts are loaded first; they come from the precache in a few ms.
const i18n = await i18nReady;
createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
registerServiceWorker();
