// The install card at the bottom of every screen: shown when the install rules say so for the current path.
import { useLocation } from 'react-router';
import { browserInstallPrompt } from './browser-install-prompt';
import type { InstallPromptController } from './install-prompt-controller';
import { InstallPromptView } from './install-prompt-view';
import { useInstallDecision } from './use-install-prompt';

// At module load (app start, with the layout): counts the visit and listens for beforeinstallprompt early.
const appController = browserInstallPrompt();

export type InstallPromptCardProps = { controller?: InstallPromptController };

export function InstallPromptCard({ controller = appController }: InstallPromptCardProps) {
  const { pathname } = useLocation();
  const decision = useInstallDecision(pathname, controller);
  if (!decision.show) return null;
  return (
    <InstallPromptView
      decision={decision}
      onInstall={() => controller.install()}
      onDismiss={() => controller.dismiss()}
    />
  );
}
