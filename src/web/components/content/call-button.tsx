import { Link } from 'react-router';
import type { Block } from '../../content/content-types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { ExternalLink } from '../ui/links.tsx';

type CallButtonData = Extract<Block, { type: 'button' }>;

// The page's main call is set larger, with a little more room above it.
const STYLES = {
  primary: { gap: 'mt-5', button: 'button-primary px-5 py-3 text-base' },
  secondary: { gap: 'mt-4', button: 'button-secondary' },
};

/** A call to go on, drawn as a button: to a page of the site, or to another site in a new tab. */
export function CallButton({ block }: { block: CallButtonData }) {
  const { href } = useI18n();
  const style = STYLES[block.style];
  return (
    <p className={style.gap}>
      {'to' in block ? (
        <Link to={href(block.to)} className={style.button}>
          {block.text}
        </Link>
      ) : (
        <ExternalLink href={block.href} className={style.button} icon={false}>
          {block.text}
        </ExternalLink>
      )}
    </p>
  );
}
