import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import {
  DEBATE,
  INDIVIDUAL_DIFFERENCES,
  KEY_STUDIES,
  META_ANALYSES,
  type StudySection,
} from '../features/research/studies.ts';
import { StudyCard } from '../features/research/study-card.tsx';
import { useI18n } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.research,
    title: 'Research on Brain Training',
    description:
      'What studies and meta-analyses say about brain training: practice improves the practised tasks, while broad "far transfer" to general abilities is limited and disputed.',
    keywords:
      'brain training research, cognitive training studies, far transfer, working memory training, ACTIVE trial, meta-analysis',
  });

const SECTION_LINKS = [
  { id: 'in-short', label: 'In short' },
  { id: KEY_STUDIES.id, label: KEY_STUDIES.title },
  { id: META_ANALYSES.id, label: META_ANALYSES.title },
  { id: 'frontiers', label: 'Frontiers' },
  { id: 'limitations', label: 'Limitations' },
  { id: 'conclusion', label: 'What this means for you' },
];

function Section({ section }: { section: StudySection }) {
  return (
    <section aria-labelledby={section.id} className="mt-12">
      <h2 id={section.id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {section.title}
      </h2>
      <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{section.intro}</p>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        {section.studies.map((study) => (
          <StudyCard key={study.id} study={study} />
        ))}
      </div>
    </section>
  );
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
      {children}
    </h2>
  );
}

const bodyText = 'leading-relaxed text-slate-700 dark:text-slate-300';

export default function ResearchPage() {
  const { href } = useI18n();
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          Research summaries
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          What the research says about brain training
        </h1>
        <p className={`mt-4 text-lg ${bodyText}`}>
          Brain games are fun, and practising them makes you better at them. Whether that practice makes you
          sharper in general is a different question, and one that scientists have studied for decades. Here
          is an honest summary of the best-known studies, what the large reviews conclude, what is still open,
          and where the evidence is weak.
        </p>
      </header>

      <nav aria-label="On this page" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {SECTION_LINKS.map((link) => (
            <li key={link.id}>
              <a
                href={`#${link.id}`}
                className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section
        aria-labelledby="in-short"
        className="mt-8 rounded-xl border border-indigo-200 bg-indigo-50 p-6 dark:border-indigo-800 dark:bg-indigo-950/50"
      >
        <SectionHeading id="in-short">In short</SectionHeading>
        <ul className={`mt-3 list-disc space-y-2 pl-5 ${bodyText}`}>
          <li>
            <strong>Practice works on what you practise.</strong> Nearly every study finds that people get
            better at the tasks they train on, and often at very similar tasks.
          </li>
          <li>
            <strong>Broad "far transfer" is limited and disputed.</strong> The largest reviews find little or
            no improvement in general abilities such as reasoning, or in everyday life, from brain training.
          </li>
          <li>
            <strong>Games are practice, not treatment.</strong> Puzzles are an enjoyable way to keep your mind
            busy as part of an active life. No game on this site has been shown to prevent, treat or diagnose
            any condition, and we make no such claim.
          </li>
        </ul>
      </section>

      <Section section={KEY_STUDIES} />
      <Section section={META_ANALYSES} />

      <section aria-labelledby="frontiers" className="mt-12">
        <SectionHeading id="frontiers">Frontiers: open questions and new directions</SectionHeading>
        <div className={`mt-2 max-w-3xl space-y-3 ${bodyText}`}>
          <p>The research has moved on from "does brain training work?" to narrower questions:</p>
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong>Who benefits?</strong> Results may depend on the person, for example on how much they
              improve during training itself.
            </li>
            <li>
              <strong>Which kind of training?</strong> In the ACTIVE trial, supervised speed-of-processing and
              reasoning training kept their effect on the trained abilities for ten years; memory training did
              not.
            </li>
            <li>
              <strong>Training as one part of a healthy life.</strong> Trials such as FINGER test cognitive
              training together with exercise, diet and health checks, rather than games on their own.
            </li>
            <li>
              <strong>Better studies.</strong> Reviewers call for larger samples, active control groups and
              outcomes that matter in everyday life, not only laboratory tests.
            </li>
          </ul>
        </div>
        <div className="mt-5 grid gap-4 md:grid-cols-2">
          <StudyCard study={INDIVIDUAL_DIFFERENCES} />
        </div>
        <h3 className="mt-8 text-xl font-semibold text-slate-900 dark:text-white">Where experts disagree</h3>
        <p className={`mt-2 max-w-3xl ${bodyText}`}>
          In 2014 two groups of scientists published open letters reaching opposite conclusions from the same
          literature. The 2016 review by Simons and colleagues (above) was written in response.
        </p>
        <div className="mt-5 grid gap-4 md:grid-cols-2">
          {DEBATE.map((study) => (
            <StudyCard key={study.id} study={study} />
          ))}
        </div>
      </section>

      <section aria-labelledby="limitations" className="mt-12 max-w-3xl">
        <SectionHeading id="limitations">Limitations of the evidence</SectionHeading>
        <ul className={`mt-3 list-disc space-y-2 pl-5 ${bodyText}`}>
          <li>
            <strong>Near versus far transfer.</strong> Getting better at a trained game, or a test much like
            it, is "near transfer". Improvement in unrelated abilities or daily life is "far transfer", and
            that is where results are weakest.
          </li>
          <li>
            <strong>Control groups and expectations.</strong> Studies that compare trained people with people
            who did nothing can mistake expectation, motivation or simply retaking a test for a training
            effect. Reviews find that apparent far-transfer effects shrink or vanish against active control
            groups.
          </li>
          <li>
            <strong>Small samples and publication bias.</strong> Many trials are small, and positive results
            are more likely to be published, which can inflate pooled estimates.
          </li>
          <li>
            <strong>What is measured.</strong> Most outcomes are laboratory tests. Everyday outcomes are rare
            and often self-reported, as in the ten-year ACTIVE results.
          </li>
          <li>
            <strong>Combined programmes.</strong> Multidomain trials like FINGER cannot separate the part
            played by cognitive training from exercise, diet and health care.
          </li>
          <li>
            <strong>Our own games.</strong> The games on this site have not been tested in any trial. Scores
            and the cognitive assessment are for fun and self-reflection, not medical measures. If you are
            worried about your memory or thinking, talk to a doctor.
          </li>
        </ul>
      </section>

      <section
        aria-labelledby="conclusion"
        className="mt-12 rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <SectionHeading id="conclusion">What this means for you</SectionHeading>
        <div className={`mt-3 max-w-3xl space-y-3 ${bodyText}`}>
          <p>
            Play because you enjoy it. Practice will make you faster and more accurate at these puzzles, and a
            challenge that is neither too easy nor too hard keeps it interesting. Do not expect the games to
            raise your IQ or protect you from disease: the evidence for broad benefits is limited.
          </p>
          <p>
            The scientists behind the 2014 Stanford statement point instead to a healthy, engaged lifestyle
            over the long term, and health organisations such as the Mayo Clinic suggest everyday habits like
            regular physical activity, staying mentally and socially active and keeping organised. Puzzles can
            be one enjoyable part of that.
          </p>
        </div>
        <p className="mt-5">
          <Link to={href(PATHS.home)} className="button-primary px-5 py-3 text-base">
            Start Research-Based Training
          </Link>
        </p>
      </section>
    </article>
  );
}
