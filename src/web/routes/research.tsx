import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { RESEARCH, RESEARCH_FEATURES } from '../content/research.ts';
import { DEBATE, INDIVIDUAL_DIFFERENCES, KEY_STUDIES, META_ANALYSES } from '../features/research/studies.ts';
import { StudyGrid } from '../features/research/study-grid.tsx';
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

const STUDY_LISTS = {
  [RESEARCH_FEATURES.keyStudies]: <StudyGrid studies={KEY_STUDIES} />,
  [RESEARCH_FEATURES.metaAnalyses]: <StudyGrid studies={META_ANALYSES} />,
  [RESEARCH_FEATURES.individualDifferences]: <StudyGrid studies={[INDIVIDUAL_DIFFERENCES]} />,
  [RESEARCH_FEATURES.debate]: <StudyGrid studies={DEBATE} />,
};

export default function ResearchPage() {
  return <ContentPageView content={RESEARCH} features={STUDY_LISTS} />;
}
