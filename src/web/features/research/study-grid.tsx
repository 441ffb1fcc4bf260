import type { Study } from './studies.ts';
import { StudyCard } from './study-card.tsx';

/** Studies side by side, two to a row on wide screens. */
export function StudyGrid({ studies }: { studies: readonly Study[] }) {
  return (
    <div className="mt-5 grid gap-4 md:grid-cols-2">
      {studies.map((study) => (
        <StudyCard key={study.id} study={study} />
      ))}
    </div>
  );
}
