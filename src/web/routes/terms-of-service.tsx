import type { MetaFunction } from 'react-router';
import { SiteLink } from '../components/ui/links.tsx';
import { Bullets, Contents, InfoPage, Section } from '../features/info/info-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.terms,
    title: 'Terms of Service',
    description:
      'The terms for using Brain Training Puzzles: a free service, accounts, fair play on the leaderboards, donations, no medical claims and our liability.',
    keywords: 'terms of service, terms of use, fair play, leaderboard rules, donations',
  });

const SECTIONS = [
  { id: 'agreement', title: 'About these terms' },
  { id: 'service', title: 'A free service' },
  { id: 'accounts', title: 'Accounts and usernames' },
  { id: 'fair-play', title: 'Fair play' },
  { id: 'leaderboards', title: 'Leaderboards' },
  { id: 'health', title: 'No medical claims' },
  { id: 'donations', title: 'Donations' },
  { id: 'use', title: 'Acceptable use' },
  { id: 'content', title: 'Our content and yours' },
  { id: 'links', title: 'Other sites' },
  { id: 'liability', title: 'Warranty and liability' },
  { id: 'ending', title: 'Ending your use' },
  { id: 'changes', title: 'Changes to these terms' },
  { id: 'contact', title: 'Contact' },
];

export default function TermsOfServicePage() {
  return (
    <InfoPage
      title="Terms of Service"
      lead="These terms cover your use of Brain Training Puzzles: playing the games, keeping an account, appearing on the leaderboards, taking the self-check assessment, donating and contacting us. They are written to be read."
      related={[
        {
          to: PATHS.privacy,
          label: 'Privacy Policy',
          text: 'What we store about you and how to have it removed.',
        },
        { to: PATHS.faq, label: 'FAQ', text: 'How scores are checked and when the boards reset.' },
        { to: PATHS.support, label: 'Support the site', text: 'Voluntary donations through PayPal.' },
        { to: PATHS.contact, label: 'Contact us', text: 'Questions, reports and data requests.' },
      ]}
    >
      <Contents sections={SECTIONS} />

      <Section id="agreement" title="About these terms">
        <p>
          By using the site you agree to these terms. If you do not agree, please do not use the site. How we
          handle your data is described in the <SiteLink to={PATHS.privacy}>Privacy Policy</SiteLink>, which
          is part of these terms.
        </p>
      </Section>

      <Section id="service" title="A free service">
        <p>
          Everything on the site is free: the four games (Memory Match, Number Puzzle, Word Scramble and the
          daily word game TL;DR), the leaderboards, the cognitive assessment and the guides. There is no paid
          tier and nothing to unlock. You can play every game as a guest without an account.
        </p>
        <p>
          We work to keep the site available and correct, but we may change, pause or retire games and
          features, and the site may sometimes be unavailable, for example during maintenance. Because the
          service is free, we cannot promise any particular level of availability.
        </p>
      </Section>

      <Section id="accounts" title="Accounts and usernames">
        <Bullets>
          <li>
            An account consists of a username of 3 to 50 characters and an e-mail address. There is no
            password: you sign in with the e-mail address alone.
          </li>
          <li>
            Use an e-mail address that is yours, and keep one account per person. Accounts are meant for
            people aged 13 or older; younger players are welcome to play as guests.
          </li>
          <li>
            Because anyone who knows an account's e-mail address can sign in to it, keep that address to
            yourself and sign out on shared devices. Tell us through the contact form if you believe someone
            else is using your account.
          </li>
          <li>
            Usernames are public on the leaderboards. Do not choose one that is offensive, hateful, sexual,
            that impersonates another person or organisation, or that contains someone's personal details. We
            may rename or remove accounts with such usernames.
          </li>
        </Bullets>
      </Section>

      <Section id="fair-play" title="Fair play">
        <p>The leaderboards are only fun if everyone on them actually played. Therefore:</p>
        <Bullets>
          <li>Play the games yourself, in the browser, as they are offered.</li>
          <li>
            Do not submit scores with scripts, bots or tools that call the site's interface directly, do not
            alter scores or times on their way to us, and do not exploit bugs to raise your score. If you find
            a bug, please report it instead.
          </li>
          <li>Do not create several accounts to crowd a leaderboard.</li>
        </Bullets>
        <p>
          The server checks every submitted score against the game's own scoring rules and the shortest time
          in which the game can be finished, and refuses scores that could not have been played. TL;DR accepts
          one result per player per day (Pacific time). Beyond these automatic checks, we may remove scores
          that look implausible, and suspend or remove accounts that break these rules, without prior notice.
        </p>
      </Section>

      <Section id="leaderboards" title="Leaderboards">
        <p>
          Each game has a monthly leaderboard, which starts afresh on the first day of each calendar month in
          Pacific time, and an all-time leaderboard. Each shows the top 30 players by their best score (ties
          go to the faster time, then to whoever set it first). Leaderboards are for fun and bragging rights
          only: there are no prizes, and a place on a board gives no right to anything.
        </p>
      </Section>

      <Section id="health" title="No medical claims">
        <p>
          The games are entertainment and practice. They are not medical devices and are not meant to prevent,
          treat, cure or diagnose any condition. The{' '}
          <SiteLink to={PATHS.assessment}>cognitive assessment</SiteLink> is a five-question self-check scored
          in your browser; it is not a medical or diagnostic test and its result says nothing about your
          health. The <SiteLink to={PATHS.brainHealth}>brain health</SiteLink> and research pages share
          general information from public health organisations and published studies; they are not medical
          advice. If you are worried about your memory, thinking or health, please talk to a doctor or another
          qualified health professional.
        </p>
      </Section>

      <Section id="donations" title="Donations">
        <Bullets>
          <li>
            Donations on the <SiteLink to={PATHS.support}>Support</SiteLink> page are voluntary gifts toward
            running the site, in US dollars, from $1. They buy nothing: no features, no advantage in the games
            and no place on a leaderboard.
          </li>
          <li>
            Payments are processed by PayPal, under PayPal's own terms. Card and bank details are entered with
            PayPal and never reach us.
          </li>
          <li>
            If you made a donation by mistake or something went wrong with a payment, write to us through the
            contact form with PayPal's order number and we will look into it with you.
          </li>
        </Bullets>
      </Section>

      <Section id="use" title="Acceptable use">
        <p>When you use the site, do not:</p>
        <Bullets>
          <li>
            try to get into accounts, data or parts of the site that are not yours, such as the admin
            dashboard;
          </li>
          <li>
            overload the site, work around its rate limits, or collect its pages or data automatically in a
            way that burdens it;
          </li>
          <li>send spam, abuse or unlawful content through the contact form or in a username;</li>
          <li>use the site in breach of the law.</li>
        </Bullets>
      </Section>

      <Section id="content" title="Our content and yours">
        <p>
          The games, word lists, texts, design and code of the site are ours. You may play, link to and share
          the site and your results (TL;DR's share button is there for that), but you may not copy the site or
          republish its content as your own.
        </p>
        <p>
          What you give us stays yours. By choosing a username and submitting scores, you let us show them on
          the leaderboards. By sending a message, you let us read it and reply.
        </p>
      </Section>

      <Section id="links" title="Other sites">
        <p>
          The site links to other sites, such as public health organisations, research articles, our sister
          site and PayPal. Those sites have their own terms and privacy policies, and we are not responsible
          for their content.
        </p>
      </Section>

      <Section id="liability" title="Warranty and liability">
        <p>
          The site is provided free of charge and "as is". We make no promise that it will be error-free or
          always available, or that scores, statistics or leaderboards will never be lost or corrected. To the
          extent the law allows, we are not liable for any indirect or consequential loss arising from your
          use of the site, or from being unable to use it. Nothing in these terms limits any liability that
          cannot be limited by law, or your rights as a consumer.
        </p>
      </Section>

      <Section id="ending" title="Ending your use">
        <p>
          You can stop using the site at any time, and ask us to delete your account and its scores through
          the <SiteLink to={PATHS.contact}>contact form</SiteLink>. We may suspend or remove an account that
          breaks these terms.
        </p>
      </Section>

      <Section id="changes" title="Changes to these terms">
        <p>
          We may update these terms as the site changes. The version on this page is the one in force; if you
          keep using the site after a change, the new terms apply.
        </p>
      </Section>

      <Section id="contact" title="Contact">
        <p>
          Questions about these terms, reports of abusive usernames or suspicious scores, and data requests go
          through the <SiteLink to={PATHS.contact}>contact form</SiteLink>.
        </p>
      </Section>
    </InfoPage>
  );
}
