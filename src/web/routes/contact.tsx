import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { contactMessages } from '../features/contact/messages.ts';
import { useMessages } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'contact');

const linkClass = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

export default function ContactPage() {
  const { href, text } = useMessages(contactMessages);
  return (
    <article className="prose-page">
      <h1>{text('title')}</h1>
      <p>{text('intro')}</p>
      <ContactForm />
      <h2>{text('afterTitle')}</h2>
      <p>{text('after')}</p>
      <p>
        {text('seeThe')}{' '}
        <Link to={href(PATHS.privacy)} className={linkClass}>
          {text('privacyPolicy')}
        </Link>{' '}
        {text('forWhatWeKeep')}{' '}
        <Link to={href(PATHS.faq)} className={linkClass}>
          {text('faq')}
        </Link>{' '}
        {text('forQuickAnswers')}
      </p>
    </article>
  );
}
