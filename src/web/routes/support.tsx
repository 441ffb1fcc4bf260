import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { Donation } from '../features/support/donation.tsx';
import { useI18n } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'support');

const linkClass = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

export default function SupportPage() {
  const { href } = useI18n();
  return (
    <article className="prose-page">
      <h1>Support Us</h1>
      <p>
        Brain Training Puzzles is free for everyone, with or without an account, and it stays free whether or
        not you donate. A donation is a gift: it does not unlock anything or change your scores.
      </p>
      <Donation />
      <h2>What your donation pays for</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>the server and database that run the games, accounts and leaderboards;</li>
        <li>the site&apos;s domain name;</li>
        <li>time spent on new puzzles, fixes and accessibility improvements.</li>
      </ul>
      <h2>How the payment works</h2>
      <p>
        Payments go through PayPal, in US dollars, with a PayPal account or a card. Your card details are
        entered on PayPal&apos;s side and never reach our server. We keep PayPal&apos;s record of each
        donation for 24 months: the order number, the amount, its status and the payment confirmation PayPal
        sends back, without the payer&apos;s name, e-mail address or postal address.
      </p>
      <p>
        Questions about a donation?{' '}
        <Link to={href(PATHS.contact)} className={linkClass}>
          Contact us
        </Link>
        .
      </p>
    </article>
  );
}
