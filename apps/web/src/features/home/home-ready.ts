// Readiness of the home sections: the screen root says data-screen-ready="home" once every data card has
// loaded, so the start-up benchmark (bench/app) and browser tests can wait for real content, not a guess.
import { createContext, useCallback, useContext, useEffect, useState } from 'react';

export const HOME_DATA_SECTIONS = ['mood', 'streak', 'goals', 'tasks'] as const;
export type HomeDataSection = (typeof HOME_DATA_SECTIONS)[number];

type Report = (section: HomeDataSection, ready: boolean) => void;

const HomeReadyContext = createContext<Report>(() => undefined);
export const HomeReadyProvider = HomeReadyContext.Provider;

/** Called by each data card with whether its data has loaded. */
export function useReportReady(section: HomeDataSection, ready: boolean): void {
  const report = useContext(HomeReadyContext);
  useEffect(() => report(section, ready), [report, section, ready]);
}

/** The screen's side: a reporter for the cards, and whether all of them are ready. */
export function useHomeReadiness(): { report: Report; ready: boolean } {
  const [loaded, setLoaded] = useState<ReadonlySet<HomeDataSection>>(new Set());
  const report = useCallback<Report>((section, ready) => {
    setLoaded((previous) => {
      if (previous.has(section) === ready) return previous;
      const next = new Set(previous);
      if (ready) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  return { report, ready: HOME_DATA_SECTIONS.every((section) => loaded.has(section)) };
}
