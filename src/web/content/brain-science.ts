// Longer than 300 lines because it is the whole text of one page, as data; it holds no logic.

import { defineMessages, NOT_TRANSLATED } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { ContentPage, Source } from './content-types.ts';

const SOURCES: readonly Source[] = [
  {
    id: 'maguire',
    citation:
      'Maguire EA, et al. Navigation-related structural change in the hippocampi of taxi drivers. PNAS, 2000.',
    url: 'https://pubmed.ncbi.nlm.nih.gov/10716738/',
  },
  {
    id: 'draganski',
    citation:
      'Draganski B, et al. Neuroplasticity: changes in grey matter induced by training. Nature, 2004.',
    url: 'https://doi.org/10.1038/427311a',
  },
  {
    id: 'owen',
    citation: 'Owen AM, et al. Putting brain training to the test. Nature, 2010.',
    url: 'https://doi.org/10.1038/nature09042',
  },
  {
    id: 'simons',
    citation:
      'Simons DJ, et al. Do “brain-training” programs work? Psychological Science in the Public Interest, 2016.',
    url: 'https://doi.org/10.1177/1529100616661983',
  },
  {
    id: 'melby-lervag',
    citation:
      'Melby-Lervåg M, Redick TS, Hulme C. Working memory training does not improve performance on measures of intelligence or other measures of “far transfer”. Perspectives on Psychological Science, 2016.',
    url: 'https://doi.org/10.1177/1745691616635612',
  },
  {
    id: 'active-2002',
    citation:
      'Ball K, et al. Effects of cognitive training interventions with older adults: a randomized controlled trial (ACTIVE). JAMA, 2002.',
    url: 'https://pubmed.ncbi.nlm.nih.gov/12425704/',
  },
  {
    id: 'active-2014',
    citation:
      'Rebok GW, et al. Ten-year effects of the ACTIVE cognitive training trial on cognition and everyday functioning in older adults. Journal of the American Geriatrics Society, 2014; 62(1): 16–24.',
    url: 'https://doi.org/10.1111/jgs.12607',
  },
  {
    id: 'erickson',
    citation:
      'Erickson KI, et al. Exercise training increases size of hippocampus and improves memory. PNAS, 2011.',
    url: 'https://doi.org/10.1073/pnas.1015950108',
  },
  {
    id: 'diekelmann',
    citation: 'Diekelmann S, Born J. The memory function of sleep. Nature Reviews Neuroscience, 2010.',
    url: 'https://doi.org/10.1038/nrn2762',
  },
  {
    id: 'park',
    citation:
      'Park DC, et al. The impact of sustained engagement on cognitive function in older adults: the Synapse Project. Psychological Science, 2014.',
    url: 'https://doi.org/10.1177/0956797613499592',
  },
  {
    id: 'lancet',
    citation:
      'Livingston G, et al. Dementia prevention, intervention, and care: 2024 report of the Lancet standing Commission. The Lancet, 2024.',
    url: 'https://doi.org/10.1016/S0140-6736(24)01296-0',
  },
  {
    id: 'finger',
    citation:
      'Ngandu T, et al. A 2 year multidomain intervention of diet, exercise, cognitive training, and vascular risk monitoring versus control to prevent cognitive decline in at-risk elderly people (FINGER). The Lancet, 2015.',
    url: 'https://doi.org/10.1016/S0140-6736(15)60461-5',
  },
  {
    id: 'pointer',
    citation:
      'Baker LD, et al. Structured vs self-guided multidomain lifestyle interventions for global cognitive function: the US POINTER randomized clinical trial. JAMA, 2025.',
    url: 'https://doi.org/10.1001/jama.2025.12923',
  },
];

const en: ContentPage = {
  layout: 'article',
  eyebrow: 'The evidence',
  title: 'Brain Science',
  intro: [
    'What research tells us about how the brain changes with practice, what puzzle games can and cannot do for you, and which everyday habits have the strongest evidence behind them. We have tried to report the findings as they are, including where they disappoint.',
  ],
  sections: [
    {
      id: 'short-version',
      title: 'The short version',
      callout: true,
      blocks: [
        {
          type: 'list',
          items: [
            'The brain keeps changing in response to what you do, throughout life.',
            'Practice reliably makes you better at the task you practise.',
            'Evidence that practice spreads to quite different tasks, or to everyday life, is limited and disputed.',
            'Physical activity, good sleep, and an active social and mental life have broader support for brain health than any single game.',
            'Our games are for enjoyment and practice. They do not prevent, treat or diagnose any condition.',
          ],
        },
      ],
    },
    {
      id: 'plasticity',
      title: 'The brain changes with use',
      label: 'Neuroplasticity',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              { strong: 'Neuroplasticity' },
              ' is the brain’s capacity to change its connections, and to a degree its structure, in response to experience. Connections that are used together are strengthened, unused ones weaken, and this continues in adulthood rather than stopping after childhood.',
            ],
            'Two well-known studies illustrate it. Licensed London taxi drivers, who spend years learning the city’s streets, had larger posterior hippocampi (a region involved in spatial memory) than people who did not drive taxis, and the longer they had driven, the larger that region tended to be. In another study, volunteers who learned to juggle showed an increase in grey matter in areas that process visual motion, and the increase faded again after they stopped practising.',
            'Such findings show that the adult brain responds to what we ask of it. They do not show that bigger is always better, and the changes were specific to the skill practised: navigating London, or tracking balls in the air.',
          ],
        },
      ],
    },
    {
      id: 'practice',
      title: 'Practice effects: getting better at what you do',
      label: 'Practice effects',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'When you practise a task, you improve quickly at first and then more slowly. Much of the early gain in any game comes from learning the game itself: its rules, its shortcuts, and the strategies that suit it. Researchers call improvement from simply repeating a test a ',
              { strong: 'practice effect' },
              ', and good studies take care to separate it from any change in underlying ability.',
            ],
            'One of the largest tests of brain training, run with the BBC, asked 11,430 adults to train online several times a week for six weeks on tasks of reasoning, memory, planning, visuospatial skill and attention. People improved on every task they trained, but the researchers found no evidence that the gains carried over to untrained tasks, even closely related ones.',
            'So when your Memory Match time drops or you solve the Number Puzzle in fewer moves, you really have become better at those games. Whether you have also become better at anything else is a separate question, and the honest answer is: probably not much.',
          ],
        },
      ],
    },
    {
      id: 'transfer',
      title: 'Near and far transfer',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              { strong: 'Near transfer' },
              ' means improvement on tasks very like the one trained, such as a different memory game that uses the same skill. ',
              { strong: 'Far transfer' },
              ' means improvement on quite different abilities or in everyday life: reasoning at work, remembering appointments, or general intelligence. Far transfer is what most brain-training advertising implies, and it is where the evidence is weakest.',
            ],
            'A major review of the field in 2016 found extensive evidence that training improves the trained tasks, less evidence that it improves closely related tasks, and little evidence that it improves distantly related tasks or everyday cognitive performance. A meta-analysis of working-memory training the same year found short-term gains on similar memory tasks, but no convincing improvement in measures such as nonverbal reasoning, reading or arithmetic when trained groups were compared with groups given a different activity.',
          ],
        },
        {
          type: 'callout',
          title: 'The ACTIVE trial',
          blocks: [
            {
              type: 'paragraphs',
              items: [
                'ACTIVE, one of the largest and longest-running randomised trials of cognitive training, enrolled 2,832 independently living adults aged 65 to 94 in the United States. Groups received ten sessions of training in memory, reasoning or speed of processing, and a control group received none. Each kind of training improved the ability it targeted, and those gains were still measurable two years later, but no effect on everyday functioning was detected at two years.',
                'Ten years on, the reasoning and speed groups still outperformed the controls on the abilities they had trained, while the memory group no longer did. All three trained groups reported less difficulty with daily activities such as managing money or medication than the control group did. That is an encouraging sign, but it rests on what participants reported about themselves, and the training was a specific programme, not a set of puzzle games.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'lifestyle',
      title: 'Exercise, sleep and an engaged life',
      label: 'Exercise, sleep and engagement',
      intro: [
        {
          type: 'paragraphs',
          items: [
            'The habits with the broadest support for brain health are not games at all. Here is what some of the best-known studies found.',
          ],
        },
      ],
      blocks: [
        {
          type: 'cards',
          columns: 'md',
          cards: [
            {
              title: 'Physical exercise',
              icon: 'dumbbell',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'In a randomised trial with 120 older adults, one group spent a year on moderate aerobic exercise (mostly walking, three days a week) and a comparison group on stretching and toning. In the walking group the front part of the hippocampus grew by about 2%, while in the stretching group it shrank by about 1.4%. Spatial memory improved in both groups; in the walking group, those whose hippocampus grew more tended to gain more.',
                  ],
                },
              ],
            },
            {
              title: 'Sleep',
              icon: 'bed',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'Sleep is when newly learned memories are consolidated: replayed, strengthened and linked with what you already know. Decades of research show that sleep after learning helps you retain it, so a late night of practice at the cost of sleep is a poor trade.',
                  ],
                },
              ],
            },
            {
              title: 'Learning new things',
              icon: 'sprout',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'In the Synapse Project, adults aged 60 to 90 spent about 16 hours a week for three months either learning a demanding new skill (quilting, digital photography, or both) or on less demanding activities: meeting as a social group, or simple tasks at home. Afterwards, episodic memory (remembering events and details) was better in the groups that learned a new skill than in the others, and the social group showed limited cognitive benefit. The study tested months of learning a real-world craft, not puzzle games.',
                  ],
                },
              ],
            },
            {
              title: 'Social connection and overall health',
              icon: 'users',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'The 2024 Lancet Commission on dementia listed 14 potentially modifiable risk factors, among them physical inactivity, social isolation, hearing loss, untreated vision loss, high blood pressure and less education. It estimated that together they account for around 45% of dementia cases worldwide, a population figure that says nothing certain about any one person.',
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'callout',
          title: 'Putting it together: FINGER and US POINTER',
          blocks: [
            {
              type: 'paragraphs',
              items: [
                'The Finnish FINGER trial gave 1,260 people aged 60 to 77, who were at raised risk of dementia, two years of combined diet advice, exercise, cognitive training and monitoring of heart and blood-vessel health. Compared with a group given general health advice, they did better on a comprehensive set of cognitive tests. Because cognitive training was only one part of the programme, the trial cannot say how much it contributed on its own.',
                'The US POINTER trial, published in 2025, followed 2,111 older adults at raised risk for two years and compared two lifestyle programmes: a structured one, with more support and accountability, and a self-guided one. Cognition scores rose in both groups, slightly more in the structured one. The trial had no group without a programme, so it cannot tell how much of the rise either programme caused, rather than practice with the tests or the passing of time.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'principles',
      title: 'Training principles that follow from the evidence',
      label: 'Training principles',
      blocks: [
        {
          type: 'cards',
          columns: 'sm',
          cards: [
            {
              title: 'Expect specific gains',
              icon: 'target',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'You get better at what you practise. Choose games for the practice and the fun they give, and treat rising scores as skill in those games rather than proof of a sharper brain overall.',
                  ],
                },
              ],
            },
            {
              title: 'Keep it interesting',
              icon: 'lightbulb',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'A game holds your interest best when it asks a little more than you can easily do. When a level becomes easy, try the next one up; when it stops being fun, step back.',
                  ],
                },
              ],
            },
            {
              title: 'Space your practice',
              icon: 'repeat',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'Spreading practice over days, with sleep in between, beats cramming. This spacing effect is one of the most consistently replicated findings about learning.',
                  ],
                },
              ],
            },
            {
              title: 'Keep the rest of your life in view',
              icon: 'heart-pulse',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'Puzzles are one pleasant part of a day. Movement, sleep, friends and learning new skills have far more evidence behind them, and a game does not replace them.',
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Our ',
              { text: 'training tips', to: PATHS.trainingTips },
              ' turn these principles into a weekly plan, and the ',
              { text: 'game guides', to: PATHS.gameGuides },
              ' explain each game’s strategies.',
            ],
          ],
        },
      ],
    },
    {
      id: 'limits',
      title: 'The limits of the evidence',
      label: 'Limits of the evidence',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Brain-training research is hard to do well, and much of it has weaknesses that make positive results less certain than headlines suggest:',
          ],
        },
        {
          type: 'list',
          items: [
            [
              { strong: 'Small and short studies.' },
              ' Many trials have few participants and end soon after training, so chance findings are common and long-term effects are unknown.',
            ],
            [
              { strong: 'Weak comparison groups.' },
              ' Comparing people who practised with people who did nothing cannot tell the practice apart from the effects of attention, motivation or simply expecting to get better.',
            ],
            [
              { strong: 'Publication bias.' },
              ' Studies with positive results are more likely to be published, which inflates the apparent benefit in reviews.',
            ],
            [
              { strong: 'Who was studied.' },
              ' Many of the largest trials involved older adults, sometimes at raised risk of dementia; their results need not apply to everyone.',
            ],
            [
              { strong: 'Conflicts of interest.' },
              ' Some studies are funded by companies that sell training products. In 2016 one well-known brain-training company agreed to pay $2 million to settle US Federal Trade Commission charges that its advertising claims were unfounded.',
            ],
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Scientists themselves disagree. In 2014 one group of researchers published an open letter saying that brain games offer no scientifically grounded way to improve cognition, and another group replied that the literature contains many demonstrations of benefits. The careful middle ground is the one described above: real but narrow gains from practice, and a much stronger case for an active, healthy life.',
          ],
        },
      ],
    },
    {
      id: 'outlook',
      title: 'Future outlook',
      blocks: [
        {
          type: 'paragraphs',
          items: ['Several developments should make the next decade of research more informative:'],
        },
        {
          type: 'list',
          items: [
            [
              { strong: 'Better-designed trials' },
              ' that register their methods in advance, enrol more people, follow them for longer and compare them with active control groups.',
            ],
            [
              { strong: 'Real-world outcomes' },
              ' such as managing money, driving safety or staying independent, rather than scores on laboratory tests.',
            ],
            [
              { strong: 'Multidomain programmes' },
              ' in the style of FINGER being tested in many countries, to learn which combinations of exercise, diet, social activity and mental challenge work for whom.',
            ],
            [
              { strong: 'Personalised challenge' },
              ', with difficulty that adapts to each person, and open questions about how much practice is enough and how long any benefit lasts.',
            ],
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Until those answers arrive, the sensible course is to play because you enjoy it and like the focus it asks of you, and to look after the rest of your health too. If you are worried about your memory or thinking, talk to a doctor: no game or online quiz, including ours, can tell you whether something is wrong.',
          ],
        },
      ],
    },
    { id: 'sources', title: 'Sources', blocks: [{ type: 'sources', sources: SOURCES }] },
  ],
  sisterSite:
    'A short thought to carry through the day, from our sister site. A calm mind makes a good companion to a daily puzzle.',
  actions: [{ type: 'home' }],
};

export const BRAIN_SCIENCE = defineMessages(en, NOT_TRANSLATED);
