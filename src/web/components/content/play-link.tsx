import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';

/** The call to play one game, at the foot of its guide or tips. */
export function PlayLink({ to, text }: { to: string; text: string }) {
  const { href } = useI18n();
  return (
    <Link to={href(to)} className="button-primary">
      {text}
    </Link>
  );
}
