import type { MetaFunction } from 'react-router';
import { ExternalLink, SiteLink } from '../components/ui/links.tsx';
import { Bullets, InfoPage, Section } from '../features/info/info-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.brainHealth,
    title: 'Brain Health Guide',
    description:
      'Habits that support a healthy brain, from the WHO, the U.S. National Institute on Aging and the CDC: activity, sleep, social life, learning, blood pressure and diet, and what puzzles can and cannot do.',
    keywords:
      'brain health, cognitive health, healthy habits, physical activity, sleep, blood pressure, dementia risk',
  });

/** Public health sources this page draws on; every address was checked to exist. */
const SOURCES = {
  whoDementia: 'https://www.who.int/news-room/fact-sheets/detail/dementia',
  whoGuidelines: 'https://www.who.int/publications/i/item/9789241550543',
  whoActivity: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
  nia: 'https://www.nia.nih.gov/health/brain-health/cognitive-health-and-older-adults',
  cdc: 'https://www.cdc.gov/alzheimers-dementia/prevention/index.html',
} as const;

const AT_A_GLANCE = [
  ['Move', 'Aim for at least 150 minutes of moderate activity a week.'],
  ['Sleep', 'Give yourself time for a full night, and get snoring or insomnia checked.'],
  ['Connect', 'Keep in touch with people and take part in things you enjoy.'],
  ['Learn', 'Keep taking on new skills that stretch you.'],
  ['Mind your heart', 'Know your blood pressure and keep it under control.'],
  ['Eat well', 'Favour vegetables, fruit, whole grains, pulses, nuts and fish.'],
] as const;

export default function BrainHealthPage() {
  return (
    <InfoPage
      title="Brain Health"
      lead="A practical guide to the everyday habits that public health organisations link to a healthy brain, and an honest look at where puzzles fit in. It is general information, not medical advice."
      related={[
        {
          to: PATHS.research,
          label: 'Research',
          text: 'What studies of brain training found, and their limits.',
        },
        {
          to: PATHS.brainScience,
          label: 'Brain science',
          text: 'What the evidence says about training the brain.',
        },
        {
          to: PATHS.trainingTips,
          label: 'Training tips',
          text: 'How to make puzzle practice fun and steady.',
        },
        {
          to: PATHS.assessment,
          label: 'Cognitive self-check',
          text: 'Five quick questions, scored in your browser.',
        },
      ]}
    >
      <section aria-labelledby="glance-title">
        <h2 id="glance-title">At a glance</h2>
        <ul className="mb-6 grid gap-3 sm:grid-cols-2">
          {AT_A_GLANCE.map(([title, text]) => (
            <li
              key={title}
              className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
              <span className="mt-1 block text-sm">{text}</span>
            </li>
          ))}
        </ul>
        <p>
          None of these habits is a guarantee, and some risk factors, such as age and genes, cannot be
          changed. But the 2024 report of the Lancet Commission on dementia estimated that nearly half of
          dementia cases worldwide are linked to 14 risk factors that can, in principle, be changed, among
          them physical inactivity, high blood pressure, untreated hearing loss, smoking and social isolation.
          The habits below are good for the rest of your body too.
        </p>
      </section>

      <Section id="activity" title="Stay physically active">
        <p>
          Of all lifestyle habits, physical activity has some of the strongest evidence. The World Health
          Organization's guidelines on reducing the risk of cognitive decline recommend it for adults with
          normal thinking and memory. For general health, the WHO advises adults to do at least 150 to 300
          minutes of moderate aerobic activity a week (or 75 to 150 minutes of vigorous activity), plus
          muscle-strengthening activities on two or more days. Older adults should add activities that train
          balance and strength to help prevent falls.
        </p>
        <Bullets>
          <li>Brisk walking, cycling, swimming, dancing and gardening all count.</li>
          <li>Some activity is better than none: start small and build up.</li>
          <li>Break up long periods of sitting, including long puzzle sessions.</li>
        </Bullets>
        <p>
          Read more:{' '}
          <ExternalLink href={SOURCES.whoActivity}>WHO fact sheet on physical activity</ExternalLink>.
        </p>
      </Section>

      <Section id="sleep" title="Sleep well">
        <p>
          Sleep is when the brain consolidates memories. The U.S. National Institute on Aging advises older
          adults to aim for seven to eight hours a night and notes that sleep problems, such as insomnia or
          sleep apnea, can cause trouble with memory and thinking.
        </p>
        <Bullets>
          <li>Keep regular times for going to bed and getting up, and get daylight during the day.</li>
          <li>Avoid caffeine late in the day and large meals or alcohol close to bedtime.</li>
          <li>
            Loud snoring, pauses in breathing or daytime sleepiness are worth raising with a doctor: sleep
            apnea is common and treatable.
          </li>
        </Bullets>
      </Section>

      <Section id="social" title="Stay connected">
        <p>
          Social isolation is among the risk factors the Lancet Commission lists, and the CDC includes keeping
          up social connections among the steps that may lower the risk of dementia. The WHO guidelines found
          too little evidence that social activity on its own lowers the risk of cognitive decline, but note
          that social participation and support are strongly tied to good health and well-being throughout
          life.
        </p>
        <Bullets>
          <li>Make regular time for friends and family, in person or by phone.</li>
          <li>Join a club, class, choir, team or volunteer group.</li>
          <li>A shared puzzle counts too: compare today's TL;DR with a friend.</li>
        </Bullets>
      </Section>

      <Section id="learning" title="Keep learning">
        <p>
          People with more education, and people who keep mentally active, tend to have a lower risk of
          cognitive decline, although studies that follow people over time cannot fully separate cause from
          effect. The WHO guidelines say cognitive training may be offered to older adults, while rating the
          quality of the evidence as low to very low. A sensible reading: keep learning things that are new
          and challenging to you, for their own sake.
        </p>
        <Bullets>
          <li>Learn a language, an instrument, a craft or a dance.</li>
          <li>Read, write, take a course, or teach someone else what you know.</li>
          <li>Vary what you do: when something becomes easy, pick something harder.</li>
        </Bullets>
      </Section>

      <Section id="heart" title="Look after your heart and blood pressure">
        <p>
          What is good for the heart is good for the brain. The National Institute on Aging notes that high
          blood pressure in midlife, from the 40s to the early 60s, raises the risk of cognitive decline later
          in life. In the SPRINT MIND trial, treating blood pressure to a lower target reduced the number of
          people who developed mild cognitive impairment.
        </p>
        <Bullets>
          <li>
            Have your blood pressure checked regularly and follow the treatment agreed with your doctor.
          </li>
          <li>Keep diabetes and cholesterol under control.</li>
          <li>Do not smoke, or get help to stop: it is never too late to benefit.</li>
        </Bullets>
      </Section>

      <Section id="diet" title="Eat a balanced diet">
        <p>
          The WHO guidelines recommend a healthy, balanced diet for all adults and say a Mediterranean-style
          diet may help reduce the risk of cognitive decline. They recommend against taking vitamin B or E,
          omega-3 fatty acids or multi-nutrient supplements for this purpose: no pill has been shown to
          protect memory.
        </p>
        <Bullets>
          <li>Build meals around vegetables, fruit, whole grains, beans and lentils, nuts and olive oil.</li>
          <li>Eat fish regularly, and less red and processed meat, sugar and salt.</li>
          <li>If you drink alcohol, keep it low: heavy drinking harms the brain.</li>
        </Bullets>
      </Section>

      <Section id="more" title="More ways to protect your brain">
        <Bullets>
          <li>
            Protect your hearing and use hearing aids if you need them: untreated hearing loss is a risk
            factor for dementia.
          </li>
          <li>
            Wear a seat belt and a helmet when cycling or in contact sports, and reduce fall risks at home.
          </li>
          <li>Look after your mood: depression is treatable, and worth talking to a doctor about.</li>
        </Bullets>
      </Section>

      <Section id="puzzles" title="Where puzzles fit">
        <p>
          Our games are fun practice, not treatment. Playing them makes you better at them: faster at finding
          pairs, quicker at sliding tiles, sharper at spotting words. Reviews of the research, such as the
          large review by Simons and colleagues in 2016, found good evidence that brain training improves the
          trained tasks, less evidence for closely related tasks, and little evidence that it improves
          everyday thinking. No game on this site prevents, treats or diagnoses any condition.
        </p>
        <p>
          So enjoy the puzzles for what they are: a pleasant challenge and a small daily ritual. Pair them
          with the habits above, which have far more behind them. Our{' '}
          <SiteLink to={PATHS.research}>research page</SiteLink> goes through the studies in more detail, and
          the <SiteLink to={PATHS.trainingTips}>training tips</SiteLink> suggest how to practise.
        </p>
      </Section>

      <Section id="doctor" title="When to talk to a doctor">
        <p>
          Everyone forgets a name or misplaces keys now and then. But if you, or someone close to you, notice
          memory or thinking changes that get in the way of daily life, such as getting lost in familiar
          places, repeating the same questions or having trouble managing money or medicines, talk to a
          doctor. Many causes of memory problems, such as medicine side effects, vitamin deficiencies, thyroid
          problems or depression, can be treated. Our{' '}
          <SiteLink to={PATHS.assessment}>cognitive self-check</SiteLink> cannot tell you any of this: it is a
          short quiz for curiosity, not a medical test.
        </p>
      </Section>

      <Section id="sources" title="Sources and further reading">
        <p>These pages are published and kept up to date by the organisations themselves.</p>
        <ul className="mb-4 space-y-3">
          <li>
            World Health Organization:{' '}
            <ExternalLink href={SOURCES.whoGuidelines}>
              Risk reduction of cognitive decline and dementia: WHO guidelines
            </ExternalLink>
          </li>
          <li>
            World Health Organization:{' '}
            <ExternalLink href={SOURCES.whoDementia}>Dementia fact sheet</ExternalLink>
          </li>
          <li>
            World Health Organization:{' '}
            <ExternalLink href={SOURCES.whoActivity}>Physical activity fact sheet</ExternalLink>
          </li>
          <li>
            U.S. National Institute on Aging:{' '}
            <ExternalLink href={SOURCES.nia}>Cognitive health and older adults</ExternalLink>
          </li>
          <li>
            U.S. Centers for Disease Control and Prevention:{' '}
            <ExternalLink href={SOURCES.cdc}>Reducing risk for dementia</ExternalLink>
          </li>
        </ul>
        <p className="text-sm">
          Also cited: G. Livingston and colleagues, "Dementia prevention, intervention, and care: 2024 report
          of the Lancet standing Commission", The Lancet, 2024; D. J. Simons and colleagues, "Do
          'brain-training' programs work?", Psychological Science in the Public Interest, 2016; the SPRINT
          MIND Investigators, JAMA, 2019.
        </p>
      </Section>
    </InfoPage>
  );
}
