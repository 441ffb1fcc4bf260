import { BedDouble, Dumbbell, HeartPulse, Lightbulb, Repeat, Sprout, Target, Users } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { SiteLink } from '../components/ui/links.tsx';
import {
  Bullets,
  Callout,
  Card,
  ContentPage,
  HomeButton,
  PageActions,
  Prose,
  Section,
} from '../features/guides/page-parts.tsx';
import { SisterSiteCard } from '../features/guides/sister-site-card.tsx';
import { type Source, SourceList } from '../features/guides/sources.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.brainScience,
    title: 'The Science of the Brain',
    description:
      'How the brain changes with practice, what studies say brain games can and cannot do, and why exercise, sleep and an engaged life matter.',
    keywords:
      'brain science, neuroplasticity, practice effects, far transfer, ACTIVE trial, FINGER trial, exercise and the brain, sleep and memory',
  });

const CONTENTS = [
  { id: 'plasticity', label: 'Neuroplasticity' },
  { id: 'practice', label: 'Practice effects' },
  { id: 'transfer', label: 'Near and far transfer' },
  { id: 'lifestyle', label: 'Exercise, sleep and engagement' },
  { id: 'principles', label: 'Training principles' },
  { id: 'limits', label: 'Limits of the evidence' },
  { id: 'outlook', label: 'Future outlook' },
  { id: 'sources', label: 'Sources' },
];

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
      'Rebok GW, et al. Ten-year effects of the ACTIVE cognitive training trial on cognition and everyday functioning in older adults. Journal of the American Geriatrics Society, 2014.',
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

export default function BrainSciencePage() {
  return (
    <ContentPage
      eyebrow="The evidence"
      title="Brain Science"
      lead={
        <p>
          What research tells us about how the brain changes with practice, what puzzle games can and cannot
          do for you, and which everyday habits have the strongest evidence behind them. We have tried to
          report the findings as they are, including where they disappoint.
        </p>
      }
      contents={CONTENTS}
    >
      <Callout title="The short version" headingLevel={2}>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>The brain keeps changing in response to what you do, throughout life.</li>
          <li>Practice reliably makes you better at the task you practise.</li>
          <li>
            Evidence that practice spreads to quite different tasks, or to everyday life, is limited and
            disputed.
          </li>
          <li>
            Physical activity, good sleep, and an active social and mental life have broader support for brain
            health than any single game.
          </li>
          <li>
            Our games are for enjoyment and practice. They do not prevent, treat or diagnose any condition.
          </li>
        </ul>
      </Callout>

      <Section id="plasticity" title="The brain changes with use">
        <Prose>
          <p>
            <strong>Neuroplasticity</strong> is the brain&rsquo;s capacity to change its connections, and to a
            degree its structure, in response to experience. Connections that are used together are
            strengthened, unused ones weaken, and this continues in adulthood rather than stopping after
            childhood.
          </p>
          <p>
            Two well-known studies illustrate it. Licensed London taxi drivers, who spend years learning the
            city&rsquo;s streets, had larger posterior hippocampi (a region involved in spatial memory) than
            people who did not drive taxis, and the longer they had driven, the larger that region tended to
            be. In another study, volunteers who learned to juggle showed an increase in grey matter in areas
            that process visual motion, and the increase faded again after they stopped practising.
          </p>
          <p>
            Such findings show that the adult brain responds to what we ask of it. They do not show that
            bigger is always better, and the changes were specific to the skill practised: navigating London,
            or tracking balls in the air.
          </p>
        </Prose>
      </Section>

      <Section id="practice" title="Practice effects: getting better at what you do">
        <Prose>
          <p>
            When you practise a task, you improve quickly at first and then more slowly. Much of the early
            gain in any game comes from learning the game itself: its rules, its shortcuts, and the strategies
            that suit it. Researchers call improvement from simply repeating a test a{' '}
            <strong>practice effect</strong>, and good studies take care to separate it from any change in
            underlying ability.
          </p>
          <p>
            One of the largest tests of brain training, run with the BBC, asked 11,430 adults to train online
            several times a week for six weeks on tasks of reasoning, memory, planning, visuospatial skill and
            attention. People improved on every task they trained, but the researchers found no evidence that
            the gains carried over to untrained tasks, even closely related ones.
          </p>
          <p>
            So when your Memory Match time drops or you solve the Number Puzzle in fewer moves, you really
            have become better at those games. Whether you have also become better at anything else is a
            separate question, and the honest answer is: probably not much.
          </p>
        </Prose>
      </Section>

      <Section id="transfer" title="Near and far transfer">
        <Prose>
          <p>
            <strong>Near transfer</strong> means improvement on tasks very like the one trained, such as a
            different memory game that uses the same skill. <strong>Far transfer</strong> means improvement on
            quite different abilities or in everyday life: reasoning at work, remembering appointments, or
            general intelligence. Far transfer is what most brain-training advertising implies, and it is
            where the evidence is weakest.
          </p>
          <p>
            A major review of the field in 2016 found extensive evidence that training improves the trained
            tasks, less evidence that it improves closely related tasks, and little evidence that it improves
            distantly related tasks or everyday cognitive performance. A meta-analysis of working-memory
            training the same year found short-term gains on similar memory tasks, but no convincing
            improvement in measures such as nonverbal reasoning, reading or arithmetic when trained groups
            were compared with groups given a different activity.
          </p>
        </Prose>
        <Callout title="The ACTIVE trial">
          <p>
            ACTIVE, one of the largest and longest-running randomised trials of cognitive training, enrolled
            2,832 independently living adults aged 65 to 94 in the United States. Groups received ten sessions
            of training in memory, reasoning or speed of processing, and a control group received none. Each
            kind of training improved the ability it targeted, and those gains were still measurable two years
            later, but no effect on everyday functioning was detected at two years.
          </p>
          <p>
            Ten years on, the reasoning and speed groups still outperformed the controls on the abilities they
            had trained, while the memory group no longer did. All three trained groups reported less
            difficulty with daily activities such as managing money or medication than the control group did.
            That is an encouraging sign, but it rests on what participants reported about themselves, and the
            training was a specific programme, not a set of puzzle games.
          </p>
        </Callout>
      </Section>

      <Section
        id="lifestyle"
        title="Exercise, sleep and an engaged life"
        intro={
          <Prose>
            <p>
              The habits with the broadest support for brain health are not games at all. Here is what some of
              the best-known studies found.
            </p>
          </Prose>
        }
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Card title="Physical exercise" icon={<Dumbbell aria-hidden="true" className="size-5" />}>
            <p>
              In a randomised trial with 120 older adults, a year of moderate aerobic exercise (mostly
              walking, three days a week) increased the size of the hippocampus by about 2% and improved
              spatial memory, while in the comparison group, who did stretching and toning, hippocampal volume
              declined.
            </p>
          </Card>
          <Card title="Sleep" icon={<BedDouble aria-hidden="true" className="size-5" />}>
            <p>
              Sleep is when newly learned memories are consolidated: replayed, strengthened and linked with
              what you already know. Decades of research show that sleep after learning helps you retain it,
              so a late night of practice at the cost of sleep is a poor trade.
            </p>
          </Card>
          <Card title="Learning new things" icon={<Sprout aria-hidden="true" className="size-5" />}>
            <p>
              In the Synapse Project, older adults who spent about 16 hours a week for three months learning a
              demanding new skill, digital photography or quilting, improved their episodic memory more than
              groups doing less demanding activities. Somewhat surprisingly, a group that met purely to
              socialise showed limited cognitive benefit.
            </p>
          </Card>
          <Card
            title="Social connection and overall health"
            icon={<Users aria-hidden="true" className="size-5" />}
          >
            <p>
              The 2024 Lancet Commission on dementia listed 14 potentially modifiable risk factors, among them
              physical inactivity, social isolation, hearing loss, untreated vision loss, high blood pressure
              and less education. It estimated that together they account for around 45% of dementia cases
              worldwide, a population figure that says nothing certain about any one person.
            </p>
          </Card>
        </div>
        <Callout title="Putting it together: FINGER and US POINTER">
          <p>
            The Finnish FINGER trial gave 1,260 people aged 60 to 77, who were at raised risk of dementia, two
            years of combined diet advice, exercise, cognitive training and monitoring of heart and
            blood-vessel health. Compared with a group given general health advice, they did better on a
            comprehensive set of cognitive tests. Because cognitive training was only one part of the
            programme, the trial cannot say how much it contributed on its own.
          </p>
          <p>
            The US POINTER trial, published in 2025, followed 2,111 older adults at raised risk for two years.
            Both a structured programme and a self-guided one improved cognition, and the structured
            programme, with more support and accountability, improved it modestly more.
          </p>
        </Callout>
      </Section>

      <Section id="principles" title="Training principles that follow from the evidence">
        <div className="grid gap-4 sm:grid-cols-2">
          <Card title="Expect specific gains" icon={<Target aria-hidden="true" className="size-5" />}>
            <p>
              You get better at what you practise. Choose games for the practice and the fun they give, and
              treat rising scores as skill in those games rather than proof of a sharper brain overall.
            </p>
          </Card>
          <Card title="Keep it challenging" icon={<Lightbulb aria-hidden="true" className="size-5" />}>
            <p>
              Learning happens at the edge of what you can do. When a level becomes easy, move up; the Synapse
              Project&rsquo;s demanding activities did more than the undemanding ones.
            </p>
          </Card>
          <Card title="Space your practice" icon={<Repeat aria-hidden="true" className="size-5" />}>
            <p>
              Spreading practice over days, with sleep in between, beats cramming. This spacing effect is one
              of the most consistently replicated findings about learning.
            </p>
          </Card>
          <Card title="Train the whole person" icon={<HeartPulse aria-hidden="true" className="size-5" />}>
            <p>
              Puzzles work best as one part of an active life alongside movement, sleep, friends and new
              skills, not as a replacement for them.
            </p>
          </Card>
        </div>
        <Prose>
          <p className="mt-5">
            Our <SiteLink to={PATHS.trainingTips}>training tips</SiteLink> turn these principles into a weekly
            plan, and the <SiteLink to={PATHS.gameGuides}>game guides</SiteLink> explain each game&rsquo;s
            strategies.
          </p>
        </Prose>
      </Section>

      <Section id="limits" title="The limits of the evidence">
        <Prose>
          <p>
            Brain-training research is hard to do well, and much of it has weaknesses that make positive
            results less certain than headlines suggest:
          </p>
        </Prose>
        <div className="mt-4">
          <Bullets>
            <li>
              <strong>Small and short studies.</strong> Many trials have few participants and end soon after
              training, so chance findings are common and long-term effects are unknown.
            </li>
            <li>
              <strong>Weak comparison groups.</strong> Comparing trained people with people who did nothing
              cannot separate the training from the effects of attention, motivation or simply expecting to
              improve.
            </li>
            <li>
              <strong>Publication bias.</strong> Studies with positive results are more likely to be
              published, which inflates the apparent benefit in reviews.
            </li>
            <li>
              <strong>Who was studied.</strong> Many of the largest trials involved older adults, sometimes at
              raised risk of dementia; their results need not apply to everyone.
            </li>
            <li>
              <strong>Conflicts of interest.</strong> Some studies are funded by companies that sell training
              products. In 2016 one well-known brain-training company agreed to pay $2 million to settle US
              Federal Trade Commission charges that its advertising claims were unfounded.
            </li>
          </Bullets>
        </div>
        <Prose>
          <p className="mt-4">
            Scientists themselves disagree. In 2014 one group of researchers published an open letter saying
            that brain games offer no scientifically grounded way to improve cognition, and another group
            replied that the literature contains many demonstrations of benefits. The careful middle ground is
            the one described above: real but narrow gains from practice, and a much stronger case for an
            active, healthy life.
          </p>
        </Prose>
      </Section>

      <Section id="outlook" title="Future outlook">
        <Prose>
          <p>Several developments should make the next decade of research more informative:</p>
        </Prose>
        <div className="mt-4">
          <Bullets>
            <li>
              <strong>Better-designed trials</strong> that register their methods in advance, enrol more
              people, follow them for longer and compare them with active control groups.
            </li>
            <li>
              <strong>Real-world outcomes</strong> such as managing money, driving safety or staying
              independent, rather than scores on laboratory tests.
            </li>
            <li>
              <strong>Multidomain programmes</strong> in the style of FINGER being tested in many countries,
              to learn which combinations of exercise, diet, social activity and mental challenge work for
              whom.
            </li>
            <li>
              <strong>Personalised challenge</strong>, with difficulty that adapts to each person, and open
              questions about how much practice is enough and how long any benefit lasts.
            </li>
          </Bullets>
        </div>
        <Prose>
          <p className="mt-4">
            Until those answers arrive, the sensible course is to play because you enjoy it and like the focus
            it asks of you, and to look after the rest of your health too. If you are worried about your
            memory or thinking, talk to a doctor: no game or online quiz, including ours, can tell you whether
            something is wrong.
          </p>
        </Prose>
      </Section>

      <Section id="sources" title="Sources">
        <SourceList sources={SOURCES} />
      </Section>

      <SisterSiteCard context="A short thought to carry through the day, from our sister site. A calm mind makes a good companion to a daily puzzle." />

      <PageActions>
        <HomeButton />
      </PageActions>
    </ContentPage>
  );
}
