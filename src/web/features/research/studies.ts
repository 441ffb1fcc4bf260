import { researchMessages, type StudyId, type StudyTexts } from './messages.ts';

/**
 * The studies the research page summarises, as published: authors, year, where the work appeared
 * and, where the card is headed by it, its title, all in English on every page. What the cards say
 * in our own words (headings, findings, takeaways) is in messages.ts, by the study's id, in English
 * and Spanish. A `url` is given only where the address was checked to lead to the work itself (a
 * DOI, a PubMed record or the publisher's page).
 */
export interface Study {
  id: StudyId;
  /** The work's published title, when the card's heading is that title rather than a name of ours. */
  title?: string;
  /** Authors, year and where it appeared; absent where messages.ts describes the work instead. */
  citation?: string;
  url?: string;
}

export const KEY_STUDIES: Study[] = [
  {
    id: 'jaeggi-2008',
    citation:
      'Jaeggi, Buschkuehl, Jonides & Perrig (2008). Proceedings of the National Academy of Sciences, 105(19), 6829–6833.',
  },
  {
    id: 'redick-2013',
    citation:
      'Redick, Shipstead, Harrison, Hicks, Fried, Hambrick, Kane & Engle (2013). Journal of Experimental Psychology: General, 142(2), 359–379.',
    url: 'https://doi.org/10.1037/a0029082',
  },
  {
    id: 'owen-2010',
    title: 'Putting brain training to the test',
    citation:
      'Owen, Hampshire, Grahn, Stenton, Dajani, Burns, Howard & Ballard (2010). Nature, 465, 775–778.',
    url: 'https://doi.org/10.1038/nature09042',
  },
  {
    id: 'active-2002',
    citation:
      'Ball, Berch, Helmers, Jobe, Leveck, Marsiske, Morris, Rebok, Smith, Tennstedt, Unverzagt & Willis, for the ACTIVE Study Group (2002). JAMA, 288(18), 2271–2281.',
    url: 'https://pubmed.ncbi.nlm.nih.gov/12425704/',
  },
  {
    id: 'active-2014',
    citation:
      'Rebok, Ball, Guey, Jones, Kim, King, Marsiske, Morris, Tennstedt, Unverzagt & Willis, for the ACTIVE Study Group (2014). Journal of the American Geriatrics Society, 62(1), 16–24.',
    url: 'https://doi.org/10.1111/jgs.12607',
  },
  {
    id: 'finger-2015',
    citation:
      'Ngandu, Lehtisalo, Solomon, Levälahti, Ahtiluoto, Antikainen, Bäckman, Hänninen, Jula, Laatikainen, Lindström, Mangialasche, Paajanen, Pajala, Peltonen, Rauramaa, Stigsdotter-Neely, Strandberg, Tuomilehto, Soininen & Kivipelto (2015). The Lancet, 385, 2255–2263.',
    url: 'https://pubmed.ncbi.nlm.nih.gov/25771249/',
  },
];

export const META_ANALYSES: Study[] = [
  {
    id: 'melby-lervag-2013',
    title: 'Is working memory training effective?',
    citation: 'Melby-Lervåg & Hulme (2013). Developmental Psychology, 49(2), 270–291.',
    url: 'https://doi.org/10.1037/a0028228',
  },
  {
    id: 'au-2015',
    citation:
      'Au, Sheehan, Tsai, Duncan, Buschkuehl & Jaeggi (2015). Psychonomic Bulletin & Review, 22(2), 366–377.',
    url: 'https://doi.org/10.3758/s13423-014-0699-x',
  },
  {
    id: 'melby-lervag-2016',
    citation: 'Melby-Lervåg, Redick & Hulme (2016). Perspectives on Psychological Science, 11(4), 512–534.',
    url: 'https://doi.org/10.1177/1745691616635612',
  },
  {
    id: 'lampit-2014',
    citation: 'Lampit, Hallock & Valenzuela (2014). PLOS Medicine, 11(11), e1001756.',
    url: 'https://doi.org/10.1371/journal.pmed.1001756',
  },
  {
    id: 'simons-2016',
    title: 'Do "brain-training" programs work?',
    citation:
      'Simons, Boot, Charness, Gathercole, Chabris, Hambrick & Stine-Morrow (2016). Psychological Science in the Public Interest, 17(3), 103–186.',
    url: 'https://doi.org/10.1177/1529100616661983',
  },
  {
    id: 'sala-gobet-2019',
    title: 'Cognitive training does not enhance general cognition',
    citation: 'Sala & Gobet (2019). Trends in Cognitive Sciences, 23(1), 9–20.',
    url: 'https://doi.org/10.1016/j.tics.2018.10.004',
  },
  {
    id: 'sala-2019',
    citation: 'Sala, Aksayli, Tatlidil, Tatsumi, Gondo & Gobet (2019). Collabra: Psychology, 5(1).',
    url: 'https://livrepository.liverpool.ac.uk/3043493/',
  },
];

export const DEBATE: Study[] = [
  {
    id: 'stanford-2014',
    citation:
      'Stanford Center on Longevity and Max Planck Institute for Human Development (20 October 2014). "A Consensus on the Brain Training Industry from the Scientific Community".',
    url: 'http://longevity.stanford.edu/a-consensus-on-the-brain-training-industry-from-the-scientific-community/',
  },
  {
    id: 'response-2014',
    url: 'https://www.cognitivetrainingdata.org/the-controversy-does-brain-training-work/response-letter/',
  },
];

export const INDIVIDUAL_DIFFERENCES: Study = {
  id: 'jaeggi-2011',
  citation:
    'Jaeggi, Buschkuehl, Jonides & Shah (2011). Proceedings of the National Academy of Sciences, 108(25), 10081–10086.',
  url: 'https://doi.org/10.1073/pnas.1103228108',
};

/** A study as the English page shows it: its heading and its citation, whether published or ours. */
interface ShownStudy extends Study {
  name: string;
  citation: string;
}

function inEnglish(study: Study): ShownStudy {
  const ours: StudyTexts = researchMessages.en.studies[study.id];
  const name = study.title ?? ours.name;
  const citation = study.citation ?? ours.citation;
  if (name === undefined || citation === undefined)
    throw new Error(`${study.id} needs a heading and a citation`);
  return { ...study, name, citation };
}

/** Every study cited on the page, with its English heading and citation, for tests and for the list of sources. */
export const ALL_STUDIES: ShownStudy[] = /* @__PURE__ */ [
  ...KEY_STUDIES,
  ...META_ANALYSES,
  ...DEBATE,
  INDIVIDUAL_DIFFERENCES,
].map(inEnglish);
