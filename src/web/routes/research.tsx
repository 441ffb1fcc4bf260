import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { RESEARCH, RESEARCH_FEATURES } from '../content/research.ts';
import { DEBATE, INDIVIDUAL_DIFFERENCES, KEY_STUDIES, META_ANALYSES } from '../features/research/studies.ts';
import { StudyGrid } from '../features/research/study-grid.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'research');

const STUDY_LISTS = {
  [RESEARCH_FEATURES.keyStudies]: <StudyGrid studies={KEY_STUDIES} />,
  [RESEARCH_FEATURES.metaAnalyses]: <StudyGrid studies={META_ANALYSES} />,
  [RESEARCH_FEATURES.individualDifferences]: <StudyGrid studies={[INDIVIDUAL_DIFFERENCES]} />,
  [RESEARCH_FEATURES.debate]: <StudyGrid studies={DEBATE} />,
};

export default function ResearchPage() {
  return <ContentPageView content={RESEARCH} features={STUDY_LISTS} />;
}
