import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, the level every page is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per failing element, so a failure says what to fix without opening the report. */
function summarize(violations: AxeResults['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} - ${node.failureSummary ?? ''}`,
    ),
  );
}

/** axe-core's findings on the page as it is now; an accessible page gives []. */
export async function axeViolations(page: Page): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  // By default the builder runs axe in each frame and merges the results in a blank page it opens for
  // the purpose, so that frames from other origins are checked too. A page without frames gives the
  // same results from one run of axe in the page itself, in about half the time.
  if (page.frames().length === 1) builder.setLegacyMode();
  return summarize((await builder.analyze()).violations);
}
