/**
 * The studies the research page summarises. Each summary is our own wording of what the paper's
 * abstract (or, for the statements, the published text) reports. A `url` is given only where the
 * address was checked to lead to the work itself (a DOI, a PubMed record or the publisher's page).
 */
export interface Study {
  id: string;
  /** A short name for the heading. */
  name: string;
  /** Authors, year and where it appeared. */
  citation: string;
  /** What the work found, in plain words. */
  finding: string;
  /** Why it matters for someone playing puzzle games. */
  takeaway?: string;
  url?: string;
}

export const KEY_STUDIES: Study[] = [
  {
    id: 'jaeggi-2008',
    name: 'Dual n-back training and fluid intelligence',
    citation:
      'Jaeggi, Buschkuehl, Jonides & Perrig (2008). Proceedings of the National Academy of Sciences, 105(19), 6829–6833.',
    finding:
      'Young adults who practised a demanding "dual n-back" working-memory task scored higher afterwards on fluid-intelligence (reasoning) tests than untrained controls, and the gain grew with the number of training sessions. The authors presented this as evidence that reasoning ability can improve without practising the test itself.',
    takeaway:
      'The study drew wide attention to brain training, but later attempts to replicate it have often failed (see the next study and the meta-analyses below).',
  },
  {
    id: 'redick-2013',
    name: 'A placebo-controlled replication attempt',
    citation:
      'Redick, Shipstead, Harrison, Hicks, Fried, Hambrick, Kane & Engle (2013). Journal of Experimental Psychology: General, 142(2), 359–379.',
    finding:
      'Young adults did 20 sessions of adaptive dual n-back, 20 sessions of an adaptive visual-search task (an active placebo group), or nothing. Both trained groups got better at the task they practised, yet despite high statistical power there was no positive transfer to any of the ability tests: fluid and crystallised intelligence, multitasking, working-memory capacity or perceptual speed.',
    url: 'https://doi.org/10.1037/a0029082',
  },
  {
    id: 'owen-2010',
    name: 'Putting brain training to the test',
    citation:
      'Owen, Hampshire, Grahn, Stenton, Dajani, Burns, Howard & Ballard (2010). Nature, 465, 775–778.',
    finding:
      'In a six-week online study run with the BBC, 11,430 adults trained several times a week on tasks meant to improve reasoning, memory, planning, visuospatial skills and attention, while a control group answered general-knowledge questions online. Every trained task improved, but there was no evidence of transfer to untrained tasks, even to tasks closely related to the trained ones.',
    url: 'https://doi.org/10.1038/nature09042',
  },
  {
    id: 'active-2002',
    name: 'The ACTIVE trial: first results',
    citation:
      'Ball, Berch, Helmers, Jobe, Leveck, Marsiske, Morris, Rebok, Smith, Tennstedt, Unverzagt & Willis, for the ACTIVE Study Group (2002). JAMA, 288(18), 2271–2281.',
    finding:
      '2,832 independently living adults aged 65 to 94 in six US cities were randomly assigned to ten group sessions of memory, reasoning or speed-of-processing training, or to a no-contact control group. Each kind of training improved the ability it targeted, and the gains lasted two years; booster sessions added to the speed and reasoning gains. No effect on everyday functioning was detected at two years.',
    url: 'https://pubmed.ncbi.nlm.nih.gov/12425704/',
  },
  {
    id: 'active-2014',
    name: 'The ACTIVE trial ten years on',
    citation:
      'Rebok, Ball, Guey, Jones, Kim, King, Marsiske, Morris, Tennstedt, Unverzagt & Willis, for the ACTIVE Study Group (2014). Journal of the American Geriatrics Society, 62(1), 16–24.',
    finding:
      'Ten years later, at an average age of 82, about 60% of trained participants versus 50% of controls reported handling everyday tasks (instrumental activities of daily living) at least as well as at the start. Reasoning and speed training still showed effects on the abilities they trained; memory training no longer did for memory.',
    takeaway:
      'The everyday-function result rests on what participants reported about themselves, and the training was given in supervised group sessions (with booster sessions for some): it is not evidence about casual game play.',
    url: 'https://doi.org/10.1111/jgs.12607',
  },
  {
    id: 'finger-2015',
    name: 'FINGER: a combined lifestyle programme',
    citation:
      'Ngandu, Lehtisalo, Solomon, Levälahti, Ahtiluoto, Antikainen, Bäckman, Hänninen, Jula, Laatikainen, Lindström, Mangialasche, Paajanen, Pajala, Peltonen, Rauramaa, Stigsdotter-Neely, Strandberg, Tuomilehto, Soininen & Kivipelto (2015). The Lancet, 385, 2255–2263.',
    finding:
      '1,260 Finns aged 60 to 77 with an above-average dementia risk score were randomly assigned to two years of diet guidance, exercise, cognitive training and monitoring of vascular risk factors, or to general health advice. The combined programme group did better on a broad battery of thinking tests than the control group.',
    takeaway:
      'Because everything was delivered together, the trial cannot say how much, if anything, the cognitive-training part contributed on its own.',
    url: 'https://pubmed.ncbi.nlm.nih.gov/25771249/',
  },
];

export const META_ANALYSES: Study[] = [
  {
    id: 'melby-lervag-2013',
    name: 'Is working memory training effective?',
    citation: 'Melby-Lervåg & Hulme (2013). Developmental Psychology, 49(2), 270–291.',
    finding:
      'Across 23 studies (30 comparisons) of children and adults, working-memory programmes produced reliable short-term improvements in working memory, which for verbal working memory faded by follow-up. There was no convincing evidence that the training generalised to other skills such as reasoning, verbal ability, attention control, word decoding or arithmetic.',
    url: 'https://doi.org/10.1037/a0028228',
  },
  {
    id: 'au-2015',
    name: 'A meta-analysis of n-back training',
    citation:
      'Au, Sheehan, Tsai, Duncan, Buschkuehl & Jaeggi (2015). Psychonomic Bulletin & Review, 22(2), 366–377.',
    finding:
      'Pooling 20 n-back training studies of healthy adults aged 18 to 50, the authors found a small but statistically significant positive effect on fluid-intelligence tests.',
    takeaway:
      'This is the strongest pooled case for transfer, and it comes from the original research group; the larger and later reviews below reach the opposite conclusion.',
    url: 'https://doi.org/10.3758/s13423-014-0699-x',
  },
  {
    id: 'melby-lervag-2016',
    name: 'Working memory training and "far transfer"',
    citation: 'Melby-Lervåg, Redick & Hulme (2016). Perspectives on Psychological Science, 11(4), 512–534.',
    finding:
      'Across 87 publications with 145 comparisons, working-memory training reliably improved other working-memory tests right after training. For far-transfer measures (nonverbal and verbal ability, word decoding, reading comprehension, arithmetic) there was no convincing evidence of improvement compared with active control groups, and larger working-memory gains did not go with larger far-transfer effects.',
    url: 'https://doi.org/10.1177/1745691616635612',
  },
  {
    id: 'lampit-2014',
    name: 'Computerised cognitive training in healthy older adults',
    citation: 'Lampit, Hallock & Valenzuela (2014). PLOS Medicine, 11(11), e1001756.',
    finding:
      'Pooling 52 randomised trials with 4,885 cognitively healthy older adults, computerised training had a small overall effect on neuropsychological tests (Hedges\u2019 g = 0.22). Effects were small to moderate for memory, working memory, processing speed and visuospatial skills, and absent for executive functions and attention. Training at home was ineffective compared with supervised group sessions.',
    url: 'https://doi.org/10.1371/journal.pmed.1001756',
  },
  {
    id: 'simons-2016',
    name: 'Do "brain-training" programs work?',
    citation:
      'Simons, Boot, Charness, Gathercole, Chabris, Hambrick & Stine-Morrow (2016). Psychological Science in the Public Interest, 17(3), 103–186.',
    finding:
      'A review of the studies cited by brain-training companies and their scientific supporters found extensive evidence that training improves the trained tasks, less evidence for closely related tasks, and little evidence for distantly related tasks or everyday cognitive performance. Many studies had major weaknesses in design or analysis, and none met all of the best practices the authors set out.',
    url: 'https://doi.org/10.1177/1529100616661983',
  },
  {
    id: 'sala-gobet-2019',
    name: 'Cognitive training does not enhance general cognition',
    citation: 'Sala & Gobet (2019). Trends in Cognitive Sciences, 23(1), 9–20.',
    finding:
      'Summarising several of their own meta-analyses across different kinds of training, the authors report a minimal effect on domain-general cognitive skills, and argue that the differences between studies are explained by study quality and statistical artefacts.',
    url: 'https://doi.org/10.1016/j.tics.2018.10.004',
  },
  {
    id: 'sala-2019',
    name: 'Near and far transfer: a meta-analysis of meta-analyses',
    citation: 'Sala, Aksayli, Tatlidil, Tatsumi, Gondo & Gobet (2019). Collabra: Psychology, 5(1).',
    finding:
      'Combining earlier meta-analyses of working-memory training, video games, music, chess and exergames, the authors found that working-memory training does produce near transfer to memory measures, while far-transfer effects were small or null. Once placebo effects and publication bias were accounted for, the far-transfer effect was zero for every population and type of training.',
    url: 'https://livrepository.liverpool.ac.uk/3043493/',
  },
];

export const DEBATE: Study[] = [
  {
    id: 'stanford-2014',
    name: 'The Stanford consensus statement',
    citation:
      'Stanford Center on Longevity and Max Planck Institute for Human Development (20 October 2014). "A Consensus on the Brain Training Industry from the Scientific Community".',
    finding:
      'Around 70 cognitive scientists and neuroscientists objected to the claim that brain games give consumers a scientifically grounded way to reduce or reverse cognitive decline, and said the best evidence so far links cognitive health in old age to a long-term healthy, engaged lifestyle.',
    url: 'http://longevity.stanford.edu/a-consensus-on-the-brain-training-industry-from-the-scientific-community/',
  },
  {
    id: 'response-2014',
    name: 'The open-letter response',
    citation:
      'Open letter to the Stanford Center on Longevity (December 2014), signed by more than 100 scientists and practitioners.',
    finding:
      'The signatories agreed that many marketing claims are exaggerated and that programmes should be tested in randomised trials with active control groups, but argued that a growing body of evidence shows certain training regimens can improve cognitive function, in some cases in ways that carry over to everyday life.',
    url: 'https://www.cognitivetrainingdata.org/the-controversy-does-brain-training-work/response-letter/',
  },
];

export const INDIVIDUAL_DIFFERENCES: Study = {
  id: 'jaeggi-2011',
  name: 'Who benefits from training?',
  citation:
    'Jaeggi, Buschkuehl, Jonides & Shah (2011). Proceedings of the National Academy of Sciences, 108(25), 10081–10086.',
  finding:
    'Schoolchildren trained on a video-game-like working-memory task. Only the children who improved considerably on the training task itself also improved on untrained reasoning tests, more than a control group did, and that difference was still there three months later.',
  url: 'https://doi.org/10.1073/pnas.1103228108',
};

/** Every study cited on the page, for tests and for the list of sources. */
export const ALL_STUDIES: Study[] = [...KEY_STUDIES, ...META_ANALYSES, ...DEBATE, INDIVIDUAL_DIFFERENCES];
