import { defineMessages, NOT_TRANSLATED } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { ContentPage } from './content-types.ts';

/**
 * The research page. The studies themselves are data of the research feature (`features/research/
 * studies.ts`); this page places them through its `feature` blocks, which the route fills.
 */
export const RESEARCH_FEATURES = {
  keyStudies: 'key-studies',
  metaAnalyses: 'meta-analyses',
  individualDifferences: 'individual-differences',
  debate: 'debate',
} as const;

export const RESEARCH = defineMessages<ContentPage>(
  {
    layout: 'summary',
    eyebrow: 'Research summaries',
    title: 'What the research says about brain training',
    intro: [
      'Brain games are fun, and practising them makes you better at them. Whether that practice makes you sharper in general is a different question, and one that scientists have studied for decades. Here is an honest summary of the best-known studies, what the large reviews conclude, what is still open, and where the evidence is weak.',
    ],
    contents: true,
    sections: [
      {
        id: 'in-short',
        title: 'In short',
        tone: 'info',
        fullWidth: true,
        blocks: [
          {
            type: 'list',
            items: [
              [
                { strong: 'Practice works on what you practise.' },
                ' Nearly every study finds that people get better at the tasks they train on, and often at very similar tasks.',
              ],
              [
                { strong: 'Broad "far transfer" is limited and disputed.' },
                ' The largest reviews find little or no improvement in general abilities such as reasoning, or in everyday life, from brain training.',
              ],
              [
                { strong: 'Games are practice, not treatment.' },
                ' Puzzles are an enjoyable way to keep your mind busy as part of an active life. No game on this site has been shown to prevent, treat or diagnose any condition, and we make no such claim.',
              ],
            ],
          },
        ],
      },
      {
        id: 'key-studies',
        title: 'Key studies',
        intro: [
          {
            type: 'paragraphs',
            items: [
              'Single trials that shaped the debate. Some reported transfer to untrained abilities; larger or more tightly controlled ones often did not.',
            ],
          },
        ],
        blocks: [{ type: 'feature', name: RESEARCH_FEATURES.keyStudies }],
      },
      {
        id: 'meta-analyses',
        title: 'Meta-analyses and reviews',
        intro: [
          {
            type: 'paragraphs',
            items: [
              'Reviews that pool many studies give a steadier picture than any single trial. Most find reliable gains on trained and closely related tasks and little or no transfer to broad abilities.',
            ],
          },
        ],
        blocks: [{ type: 'feature', name: RESEARCH_FEATURES.metaAnalyses }],
      },
      {
        id: 'frontiers',
        title: 'Frontiers: open questions and new directions',
        label: 'Frontiers',
        blocks: [
          {
            type: 'paragraphs',
            items: ['The research has moved on from "does brain training work?" to narrower questions:'],
          },
          {
            type: 'list',
            items: [
              [
                { strong: 'Who benefits?' },
                ' Results may depend on the person, for example on how much they improve during training itself.',
              ],
              [
                { strong: 'Which kind of training?' },
                ' In the ACTIVE trial, supervised speed-of-processing and reasoning training kept their effect on the trained abilities for ten years; memory training did not.',
              ],
              [
                { strong: 'Training as one part of a healthy life.' },
                ' Trials such as FINGER test cognitive training together with exercise, diet and health checks, rather than games on their own.',
              ],
              [
                { strong: 'Better studies.' },
                ' Reviewers call for larger samples, active control groups and outcomes that matter in everyday life, not only laboratory tests.',
              ],
            ],
          },
          { type: 'feature', name: RESEARCH_FEATURES.individualDifferences },
          { type: 'heading', text: 'Where experts disagree' },
          {
            type: 'paragraphs',
            items: [
              'In 2014 two groups of scientists published open letters reaching opposite conclusions from the same literature. The 2016 review by Simons and colleagues (above) was written in response.',
            ],
          },
          { type: 'feature', name: RESEARCH_FEATURES.debate },
        ],
      },
      {
        id: 'limitations',
        title: 'Limitations of the evidence',
        label: 'Limitations',
        blocks: [
          {
            type: 'list',
            items: [
              [
                { strong: 'Near versus far transfer.' },
                ' Getting better at a trained game, or a test much like it, is "near transfer". Improvement in unrelated abilities or daily life is "far transfer", and that is where results are weakest.',
              ],
              [
                { strong: 'Control groups and expectations.' },
                ' Studies that compare trained people with people who did nothing can mistake expectation, motivation or simply retaking a test for a training effect. Reviews find that apparent far-transfer effects shrink or vanish against active control groups.',
              ],
              [
                { strong: 'Small samples and publication bias.' },
                ' Many trials are small, and positive results are more likely to be published, which can inflate pooled estimates.',
              ],
              [
                { strong: 'What is measured.' },
                ' Most outcomes are laboratory tests. Everyday outcomes are rare and often self-reported, as in the ten-year ACTIVE results.',
              ],
              [
                { strong: 'Combined programmes.' },
                ' Multidomain trials like FINGER cannot separate the part played by cognitive training from exercise, diet and health care.',
              ],
              [
                { strong: 'Our own games.' },
                ' The games on this site have not been tested in any trial. Scores and the cognitive assessment are for fun and self-reflection, not medical measures. If you are worried about your memory or thinking, talk to a doctor.',
              ],
            ],
          },
        ],
      },
      {
        id: 'conclusion',
        title: 'What this means for you',
        tone: 'muted',
        blocks: [
          {
            type: 'paragraphs',
            items: [
              'Play because you enjoy it. Practice will make you faster and more accurate at these puzzles, and a challenge that is neither too easy nor too hard keeps it interesting. Do not expect the games to raise your IQ or protect you from disease: the evidence for broad benefits is limited.',
              'The scientists behind the 2014 Stanford statement point instead to a healthy, engaged lifestyle over the long term, and health organisations such as the Mayo Clinic suggest everyday habits like regular physical activity, staying mentally and socially active and keeping organised. Puzzles can be one enjoyable part of that.',
            ],
          },
          { type: 'button', text: 'Start Research-Based Training', to: PATHS.home, style: 'primary' },
        ],
      },
    ],
  },
  NOT_TRANSLATED,
);
