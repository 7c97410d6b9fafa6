// axe-core on every route of the route table, not onboarded and onboarded, light and dark, plus the
// settings screen's error and dialog states and the root error screen: no serious or critical violation.
// Each route visit also checks the route's heading and that it stays on its address (routes.spec.ts has the
// redirects), so the route table is walked here instead of again there.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { onboardingPaths, routeTable, type RouteEntry } from '../src/lib/route-table';
import { markOnboarded } from './support/onboarding';
import { expectHeading, urlOf } from './support/route-headings';

type Scheme = 'light' | 'dark';
type Finding = { path: string; rule: string; impact: string; nodes: string[]; help: string };
/** A page to scan: a route of the table (its heading is checked too) or an onboarding step. */
type Visit = { url: string; entry?: RouteEntry };

const failingImpacts = new Set(['serious', 'critical']);

/**
 * The rules whose outcome depends on colours. The rest read the document's structure, names and roles,
 * which the colour scheme does not change: the light scan checks those, the dark scan these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const allVisits: Visit[] = routeTable.map((entry) => ({ url: urlOf(entry), entry }));
const openVisits: Visit[] = [
  ...allVisits.filter((visit) => !visit.entry?.gated),
  ...onboardingPaths.map((url) => ({ url })),
];

async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  // Background and theme transitions change colours: check the state they end in. Endless
  // animations (a pulsing card, a spinner) never finish, so only the finite ones are awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
}

function describeNode(node: { target: unknown[]; html: string; failureSummary?: string }): string {
  const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220);
  return `${node.target.join(' ')}  ${node.html.slice(0, 140)}  ${summary}`;
}

/** Serious and critical violations on the page as it is now (of `rules` only, if given), labelled with `path`. */
async function analyze(page: Page, path: string, rules?: string[]): Promise<Finding[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => ({
      path,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map(describeNode),
    }));
}

async function scan(page: Page, visits: readonly Visit[], scheme: Scheme): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const { url, entry } of visits) {
    await page.goto(url);
    if (entry) {
      await expectHeading(page, entry);
      expect(new URL(page.url()).pathname, entry.path).toBe(url);
    }
    await settle(page);
    findings.push(...(await analyze(page, url, scheme === 'dark' ? COLOUR_RULES : undefined)));
  }
  return findings;
}

/** `items` in `parts` runs of about the same length, so the scans spread over the workers. */
function chunks<T>(items: readonly T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  ).filter((chunk) => chunk.length > 0);
}

function report(findings: Finding[]): string {
  return findings
    .map((f) => `${f.path} [${f.impact}] ${f.rule}: ${f.help}\n    ${f.nodes.join('\n    ')}`)
    .join('\n');
}

// Each scan is its own test, so Playwright's workers share them.
test.describe.configure({ mode: 'parallel' });

for (const scheme of ['light', 'dark'] as Scheme[]) {
  test.describe(`${scheme} colour scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('mantine-color-scheme-value', value);
      }, scheme);
    });

    chunks(openVisits, 2).forEach((visits, index) => {
      test(`every route shows its heading and is accessible before onboarding (part ${index + 1})`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const findings = await scan(page, visits, scheme);
        expect(findings.length, report(findings)).toBe(0);
      });
    });

    chunks(allVisits, 3).forEach((visits, index) => {
      test(`every route shows its heading and is accessible after onboarding (part ${index + 1})`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await markOnboarded(page, '/');
        const findings = await scan(page, visits, scheme);
        expect(findings.length, report(findings)).toBe(0);
      });
    });

    test.describe('states', () => {
      // A controlling service worker would serve the chunk from its precache and bypass page.route.
      test.use({ serviceWorkers: 'block' });

      test('the settings error and dialog states and the root error screen', async ({ page }) => {
        await markOnboarded(page, '/settings');
        await settle(page);
        const findings: Finding[] = [];
        const time = page.getByRole('textbox', { name: 'Tijd van de herinnering' });
        await time.fill('08:30');
        await page.getByRole('button', { name: 'Tijd opslaan' }).click();
        await page.getByText('Opgeslagen', { exact: true }).waitFor();
        await settle(page);
        findings.push(...(await analyze(page, '/settings (saved notification)')));
        await time.fill('99:99');
        await page.getByRole('button', { name: 'Tijd opslaan' }).click();
        await page.getByText(/Vul een tijd in als UU:MM/).waitFor();
        findings.push(...(await analyze(page, '/settings (invalid time)')));
        await page.getByRole('button', { name: 'Alle lokale gegevens verwijderen' }).click();
        await page.getByRole('dialog').waitFor();
        await settle(page);
        findings.push(...(await analyze(page, '/settings (delete dialog)')));
        await page.route('**/assets/settings-screen-*.js', (route) => route.abort());
        await page.goto('/settings');
        await page.getByRole('button', { name: 'Herlaad de pagina' }).waitFor();
        findings.push(...(await analyze(page, '/settings (chunk error screen)')));
        expect(findings.length, report(findings)).toBe(0);
      });
    });
  });
}
