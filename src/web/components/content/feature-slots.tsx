import { createContext, type ReactNode, use } from 'react';

/** The parts a route hands to its content page by name, drawn where the page's `feature` blocks stand. */
export type FeatureParts = Readonly<Record<string, ReactNode>>;

const FeaturePartsContext = createContext<FeatureParts>({});

export function FeaturePartsProvider({ parts, children }: { parts: FeatureParts; children: ReactNode }) {
  return <FeaturePartsContext value={parts}>{children}</FeaturePartsContext>;
}

/** The part a route supplied under `name`; a page that names a part its route forgot fails loudly. */
export function FeaturePart({ name }: { name: string }) {
  const parts = use(FeaturePartsContext);
  if (!(name in parts)) throw new Error(`The route supplies no feature named "${name}" for this page.`);
  return parts[name];
}
