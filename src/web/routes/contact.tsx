import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { useI18n } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.contact,
    title: 'Contact Us',
    description: 'Send the Brain Training Puzzles team a question, an idea or a request to remove your data.',
    keywords: 'contact, support, feedback',
  });

const linkClass = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

export default function ContactPage() {
  const { href } = useI18n();
  return (
    <article className="prose-page">
      <h1>Contact Us</h1>
      <p>
        Questions, ideas, a bug to report or a request about your account or your data: write to the team and
        we will answer by e-mail.
      </p>
      <ContactForm />
      <h2>What happens to your message</h2>
      <p>
        Your message is stored on our server together with your name and e-mail address, and the people who
        run the site read it there; it may also be forwarded to the team by e-mail. We use your address only
        to reply to you. To keep the form free of spam, each network address can send a few messages an hour.
      </p>
      <p>
        See the{' '}
        <Link to={href(PATHS.privacy)} className={linkClass}>
          privacy policy
        </Link>{' '}
        for what we keep and how to have it removed, or the{' '}
        <Link to={href(PATHS.faq)} className={linkClass}>
          FAQ
        </Link>{' '}
        for quick answers.
      </p>
    </article>
  );
}
