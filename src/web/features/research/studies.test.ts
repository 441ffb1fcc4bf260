import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from '../../../shared/format.ts';
import { researchMessages, type StudyTexts } from './messages.ts';
import { ALL_STUDIES, DEBATE, KEY_STUDIES, META_ANALYSES } from './studies.ts';

function study(id: string) {
  const found = ALL_STUDIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no study ${id}`);
  return found;
}

const english: Record<string, StudyTexts> = researchMessages.en.studies;
const spanish = researchMessages.es as { readSource: string; studies: Record<string, StudyTexts> };

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

describe('what the cards say in our words', () => {
  it('covers exactly the studies the page cites', () => {
    expect(Object.keys(english).sort()).toEqual(ALL_STUDIES.map(({ id }) => id).sort());
    expect(Object.keys(spanish.studies).sort()).toEqual(Object.keys(english).sort());
  });

  it('heads each card with the published title or a name of ours, never both', () => {
    for (const { id, title } of ALL_STUDIES) {
      expect(title === undefined, id).toBe(english[id]?.name !== undefined);
    }
  });

  it('gives a citation of ours only to a work without a published one', () => {
    for (const { id } of [...KEY_STUDIES, ...META_ANALYSES, ...DEBATE]) {
      const published = [...KEY_STUDIES, ...META_ANALYSES, ...DEBATE].find(
        (entry) => entry.id === id,
      )?.citation;
      expect(published === undefined, id).toBe(english[id]?.citation !== undefined);
    }
  });

  it('says each text in Spanish, with the same parts as the English', () => {
    expect(spanish.readSource).toBe('Leer la fuente');
    for (const [id, texts] of Object.entries(english)) {
      const translated = spanish.studies[id] as StudyTexts;
      expect(Object.keys(translated).sort(), id).toEqual(Object.keys(texts).sort());
      for (const key of Object.keys(texts) as (keyof StudyTexts)[]) {
        expect(translated[key], `${id}.${key}`).not.toBe(texts[key]);
        expect(translated[key]?.trim(), `${id}.${key}`).not.toBe('');
      }
    }
  });

  it('writes the reported figures in Spanish by the site’s rule', () => {
    const figures: [string, string][] = [
      ['owen-2010', formatNumber(11430, 'es')],
      ['active-2002', formatNumber(2832, 'es')],
      ['active-2014', formatPercent(60, 'es')],
      ['active-2014', formatPercent(50, 'es')],
      ['finger-2015', formatNumber(1260, 'es')],
      ['lampit-2014', formatNumber(4885, 'es')],
      ['lampit-2014', formatNumber(0.22, 'es', 2)],
    ];
    for (const [id, figure] of figures) expect(spanish.studies[id]?.finding, id).toContain(figure);
    expect(spanish.studies['owen-2010']?.finding).toContain('11.430 adultos');
    expect(spanish.studies['lampit-2014']?.finding).toContain('g de Hedges = 0,22');
  });
});
