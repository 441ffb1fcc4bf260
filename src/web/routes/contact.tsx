import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.contact,
    title: 'Contact Us',
    description: 'Send the Brain Training Puzzles team a question, an idea or a request to remove your data.',
    keywords: 'contact, support, feedback',
  });

export default function ContactPage() {
  return (
    <PageIntro title="Contact Us">
      <p>
        Questions, ideas, a bug to report or a request to remove your account: write to the team and we will
        answer by e-mail.
      </p>
    </PageIntro>
  );
}
