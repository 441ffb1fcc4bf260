import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { DONATION_RETENTION_MONTHS } from '../../shared/retention.ts';
import { Donation } from '../features/support/donation.tsx';
import { supportPageMessages } from '../features/support/messages.ts';
import { useMessages } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'support');

const linkClass = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

export default function SupportPage() {
  const { href, text, texts } = useMessages(supportPageMessages);
  return (
    <article className="prose-page">
      <h1>{text('title')}</h1>
      <p>{text('intro')}</p>
      <Donation />
      <h2>{text('paysForTitle')}</h2>
      <ul className="list-disc space-y-1 pl-6">
        {texts.paysFor.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>{text('paymentTitle')}</h2>
      <p>{texts.payment(DONATION_RETENTION_MONTHS)}</p>
      <p>
        {text('questions')}{' '}
        <Link to={href(PATHS.contact)} className={linkClass}>
          {text('contact')}
        </Link>
        .
      </p>
    </article>
  );
}
