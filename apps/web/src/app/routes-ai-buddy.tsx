// Route adapter for /ai-buddy: reads the user id and type from the URL and opens the buddy conversation.
import { useAiBuddyParams } from '../features/ai-buddy/use-ai-buddy-params';
import { BuddyScreen } from '../features/coach/buddy-screen';

export function AiBuddyRoute() {
  const { userId, mbtiType } = useAiBuddyParams();
  return <BuddyScreen userId={userId} mbtiType={mbtiType} />;
}
