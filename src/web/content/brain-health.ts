import { defineMessages, NOT_TRANSLATED } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { Block, ContentPage, RichText } from './content-types.ts';

/** Public health sources this page draws on; every address was checked to exist. */
const SOURCES = {
  whoDementia: 'https://www.who.int/news-room/fact-sheets/detail/dementia',
  whoGuidelines: 'https://www.who.int/publications/i/item/9789241550543',
  whoActivity: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
  nia: 'https://www.nia.nih.gov/health/brain-health/cognitive-health-and-older-adults',
  cdc: 'https://www.cdc.gov/alzheimers-dementia/prevention/index.html',
} as const;

/** A paragraph and then a list, the usual shape of a habit on this page. */
function habit(text: RichText, ...items: RichText[]): Block[] {
  return [
    { type: 'paragraphs', items: [text] },
    { type: 'list', items },
  ];
}

const en: ContentPage = {
  layout: 'info',
  title: 'Brain Health',
  intro: [
    'A practical guide to the everyday habits that public health organisations link to a healthy brain, and an honest look at where puzzles fit in. It is general information, not medical advice.',
  ],
  sections: [
    {
      id: 'glance',
      title: 'At a glance',
      blocks: [
        {
          type: 'glance',
          items: [
            { title: 'Move', text: 'Aim for at least 150 minutes of moderate activity a week.' },
            {
              title: 'Sleep',
              text: 'Give yourself time for a full night, and get snoring or insomnia checked.',
            },
            { title: 'Connect', text: 'Keep in touch with people and take part in things you enjoy.' },
            { title: 'Learn', text: 'Keep taking on new skills that stretch you.' },
            { title: 'Mind your heart', text: 'Know your blood pressure and keep it under control.' },
            { title: 'Eat well', text: 'Favour vegetables, fruit, whole grains, pulses, nuts and fish.' },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'None of these habits is a guarantee, and some risk factors, such as age and genes, cannot be changed. But the 2024 report of the Lancet Commission on dementia estimated that nearly half of dementia cases worldwide are linked to 14 risk factors that can, in principle, be changed, among them physical inactivity, high blood pressure, untreated hearing loss, smoking and social isolation. The habits below are good for the rest of your body too.',
          ],
        },
      ],
    },
    {
      id: 'activity',
      title: 'Stay physically active',
      blocks: [
        ...habit(
          "Of all lifestyle habits, physical activity has some of the strongest evidence. The World Health Organization's guidelines on reducing the risk of cognitive decline recommend it for adults with normal thinking and memory. For general health, the WHO advises adults to do at least 150 to 300 minutes of moderate aerobic activity a week (or 75 to 150 minutes of vigorous activity), plus muscle-strengthening activities on two or more days. Older adults should add activities that train balance and strength to help prevent falls.",
          'Brisk walking, cycling, swimming, dancing and gardening all count.',
          'Some activity is better than none: start small and build up.',
          'Break up long periods of sitting, including long puzzle sessions.',
        ),
        {
          type: 'paragraphs',
          items: [
            ['Read more: ', { text: 'WHO fact sheet on physical activity', href: SOURCES.whoActivity }, '.'],
          ],
        },
      ],
    },
    {
      id: 'sleep',
      title: 'Sleep well',
      blocks: habit(
        'Sleep is when the brain consolidates memories. The U.S. National Institute on Aging advises older adults to aim for seven to eight hours a night and notes that sleep problems, such as insomnia or sleep apnea, can cause trouble with memory and thinking.',
        'Keep regular times for going to bed and getting up, and get daylight during the day.',
        'Avoid caffeine late in the day and large meals or alcohol close to bedtime.',
        'Loud snoring, pauses in breathing or daytime sleepiness are worth raising with a doctor: sleep apnea is common and treatable.',
      ),
    },
    {
      id: 'social',
      title: 'Stay connected',
      blocks: habit(
        'Social isolation is among the risk factors the Lancet Commission lists, and the CDC includes keeping up social connections among the steps that may lower the risk of dementia. The WHO guidelines found too little evidence that social activity on its own lowers the risk of cognitive decline, but note that social participation and support are strongly tied to good health and well-being throughout life.',
        'Make regular time for friends and family, in person or by phone.',
        'Join a club, class, choir, team or volunteer group.',
        "A shared puzzle counts too: compare today's TL;DR with a friend.",
      ),
    },
    {
      id: 'learning',
      title: 'Keep learning',
      blocks: habit(
        'People with more education, and people who keep mentally active, tend to have a lower risk of cognitive decline, although studies that follow people over time cannot fully separate cause from effect. The WHO guidelines say cognitive training may be offered to older adults, while rating the quality of the evidence as low to very low. A sensible reading: keep learning things that are new and challenging to you, for their own sake.',
        'Learn a language, an instrument, a craft or a dance.',
        'Read, write, take a course, or teach someone else what you know.',
        'Vary what you do: when something becomes easy, pick something harder.',
      ),
    },
    {
      id: 'heart',
      title: 'Look after your heart and blood pressure',
      blocks: habit(
        'What is good for the heart is good for the brain. The National Institute on Aging notes that high blood pressure in midlife, from the 40s to the early 60s, raises the risk of cognitive decline later in life. In the SPRINT MIND trial, treating blood pressure to a lower target reduced the number of people who developed mild cognitive impairment.',
        'Have your blood pressure checked regularly and follow the treatment agreed with your doctor.',
        'Keep diabetes and cholesterol under control.',
        'Do not smoke, or get help to stop: it is never too late to benefit.',
      ),
    },
    {
      id: 'diet',
      title: 'Eat a balanced diet',
      blocks: habit(
        'The WHO guidelines recommend a healthy, balanced diet for all adults and say a Mediterranean-style diet may help reduce the risk of cognitive decline. They say that vitamins B and E, polyunsaturated fatty acids (such as omega-3) and multi-complex supplements should not be recommended to reduce the risk of cognitive decline or dementia.',
        'Build meals around vegetables, fruit, whole grains, beans and lentils, nuts and olive oil.',
        'Eat fish regularly, and less red and processed meat, sugar and salt.',
        'If you drink alcohol, keep it low: heavy drinking harms the brain.',
      ),
    },
    {
      id: 'more',
      title: 'More ways to protect your brain',
      blocks: [
        {
          type: 'list',
          items: [
            'Protect your hearing and use hearing aids if you need them: untreated hearing loss is a risk factor for dementia.',
            'Wear a seat belt and a helmet when cycling or in contact sports, and reduce fall risks at home.',
            'Look after your mood: depression is treatable, and worth talking to a doctor about.',
          ],
        },
      ],
    },
    {
      id: 'puzzles',
      title: 'Where puzzles fit',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Our games are fun practice, not treatment. Playing them makes you better at them: faster at finding pairs, quicker at sliding tiles, sharper at spotting words. Reviews of the research, such as the large review by Simons and colleagues in 2016, found good evidence that brain training improves the trained tasks, less evidence for closely related tasks, and little evidence that it improves everyday thinking. No game on this site prevents, treats or diagnoses any condition.',
            [
              'So enjoy the puzzles for what they are: a pleasant challenge and a small daily ritual. Pair them with the habits above, which have far more behind them. Our ',
              { text: 'research page', to: PATHS.research },
              ' goes through the studies in more detail, and the ',
              { text: 'training tips', to: PATHS.trainingTips },
              ' suggest how to practise.',
            ],
          ],
        },
      ],
    },
    {
      id: 'doctor',
      title: 'When to talk to a doctor',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'Everyone forgets a name or misplaces keys now and then. But if you, or someone close to you, notice memory or thinking changes that get in the way of daily life, such as getting lost in familiar places, repeating the same questions or having trouble managing money or medicines, talk to a doctor. Many causes of memory problems, such as medicine side effects, vitamin deficiencies, thyroid problems or depression, can be treated. Our ',
              { text: 'cognitive self-check', to: PATHS.assessment },
              ' cannot tell you any of this: it is a short quiz for curiosity, not a medical test.',
            ],
          ],
        },
      ],
    },
    {
      id: 'sources',
      title: 'Sources and further reading',
      blocks: [
        {
          type: 'paragraphs',
          items: ['These pages are published and kept up to date by the organisations themselves.'],
        },
        {
          type: 'list',
          bare: true,
          items: [
            [
              'World Health Organization: ',
              {
                text: 'Risk reduction of cognitive decline and dementia: WHO guidelines',
                href: SOURCES.whoGuidelines,
              },
            ],
            ['World Health Organization: ', { text: 'Dementia fact sheet', href: SOURCES.whoDementia }],
            [
              'World Health Organization: ',
              { text: 'Physical activity fact sheet', href: SOURCES.whoActivity },
            ],
            [
              'U.S. National Institute on Aging: ',
              { text: 'Cognitive health and older adults', href: SOURCES.nia },
            ],
            [
              'U.S. Centers for Disease Control and Prevention: ',
              { text: 'Reducing risk for dementia', href: SOURCES.cdc },
            ],
          ],
        },
        {
          type: 'paragraphs',
          small: true,
          items: [
            'Also cited: G. Livingston and colleagues, "Dementia prevention, intervention, and care: 2024 report of the Lancet standing Commission", The Lancet, 2024; D. J. Simons and colleagues, "Do \'brain-training\' programs work?", Psychological Science in the Public Interest, 2016; the SPRINT MIND Investigators, JAMA, 2019.',
          ],
        },
      ],
    },
  ],
  related: [
    {
      to: PATHS.research,
      text: 'Research',
      description: 'What studies of brain training found, and their limits.',
    },
    {
      to: PATHS.brainScience,
      text: 'Brain science',
      description: 'What research says about practice, sleep, physical activity and the brain.',
    },
    {
      to: PATHS.trainingTips,
      text: 'Training tips',
      description: 'How to make puzzle practice fun and steady.',
    },
    {
      to: PATHS.assessment,
      text: 'Cognitive self-check',
      description: 'Five quick questions, scored in your browser.',
    },
  ],
};

export const BRAIN_HEALTH = defineMessages(en, NOT_TRANSLATED);
