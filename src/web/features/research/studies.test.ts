import { describe, expect, it } from 'vitest';
import { ALL_STUDIES, DEBATE, KEY_STUDIES, META_ANALYSES } from './studies.ts';

function study(id: string) {
  const found = ALL_STUDIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no study ${id}`);
  return found;
}

describe('the studies of the research page', () => {
  it('cite the ACTIVE ten-year follow-up and the Lampit review with volume, issue and pages', () => {
    expect(study('active-2014').citation).toMatch(
      /Journal of the American Geriatrics Society, 62\(1\), 16–24\.$/,
    );
    expect(study('active-2014').url).toBe('https://doi.org/10.1111/jgs.12607');
    expect(study('lampit-2014').citation).toMatch(/PLOS Medicine, 11\(11\), e1001756\.$/);
    expect(study('lampit-2014').url).toBe('https://doi.org/10.1371/journal.pmed.1001756');
  });

  it('give every journal article its volume', () => {
    for (const { id, citation } of [...KEY_STUDIES, ...META_ANALYSES]) {
      expect(citation, id).toMatch(/\(\d{4}\)\. [^,]+(, [^,]+)*, \d+(\(\d+\))?[,.]/);
    }
  });

  it('date the consensus on the brain-training industry in October 2014', () => {
    expect(DEBATE.find((entry) => entry.id === 'stanford-2014')?.citation).toContain('(20 October 2014)');
  });
});
