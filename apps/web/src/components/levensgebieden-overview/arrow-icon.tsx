// Small arrows for a score trend or a call to action; decorative, the text beside them says the same.
import type { ScoreTrend } from '@groeipad/domain';
import { LineIcon } from '../line-icon';

const PATHS: Record<Exclude<ScoreTrend, 'none'> | 'forward', string[]> = {
  up: ['M12 19V5', 'm5 12 7-7 7 7'],
  down: ['M12 5v14', 'm19 12-7 7-7-7'],
  steady: ['M5 12h14', 'm12 5 7 7-7 7'],
  forward: ['m9 18 6-6-6-6'],
};

export function ArrowIcon({ direction }: { direction: keyof typeof PATHS }) {
  return (
    <LineIcon size={16} strokeWidth={2}>
      {PATHS[direction].map((d) => (
        <path key={d} d={d} />
      ))}
    </LineIcon>
  );
}
