import type { Inline, RichText as RichTextData } from '../../content/content-types.ts';
import { ExternalLink, SiteLink } from '../ui/links.tsx';

function InlinePart({ part }: { part: Inline }) {
  if (typeof part === 'string') return part;
  if ('strong' in part) return <strong>{part.strong}</strong>;
  if ('em' in part) return <em>{part.em}</em>;
  if ('code' in part) return <code>{part.code}</code>;
  if ('to' in part) return <SiteLink to={part.to}>{part.text}</SiteLink>;
  return <ExternalLink href={part.href}>{part.text}</ExternalLink>;
}

/** Text from a content page, with its links and emphasis. */
export function RichText({ text }: { text: RichTextData }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text never reorder
    <InlinePart key={index} part={part} />
  ));
}
