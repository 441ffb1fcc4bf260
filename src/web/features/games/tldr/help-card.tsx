import { CircleHelp } from 'lucide-react';
import { HUMAN_PACE } from '../../../../shared/games/human-pace.ts';
import { TLDR_SCORING } from '../../../../shared/games/tldr/scoring.ts';
import { ruleNumbers } from '../../../components/game/messages.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import { Tile } from './board.tsx';
import { tldrMessages } from './messages.ts';
import { SideCard } from './side-card.tsx';

/** How to play, with an example tile of each colour (the high-contrast colours when they are on). */
export function HelpCard({ highContrast }: { highContrast: boolean }) {
  const { lang, text } = useMessages(tldrMessages);
  const correctColour = highContrast ? text('orange') : text('green');
  const presentColour = highContrast ? text('blue') : text('yellow');
  const examples = [
    { letter: 'P', look: 'correct' as const, line: text('helpCorrect', { colour: correctColour }) },
    { letter: 'L', look: 'present' as const, line: text('helpPresent', { colour: presentColour }) },
    { letter: 'Z', look: 'absent' as const, line: text('helpAbsent') },
  ];
  return (
    <SideCard title={text('helpTitle')} icon={<CircleHelp aria-hidden="true" className="size-5" />}>
      <div className="space-y-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        <p>{text('help1')}</p>
        <p>{text('help2')}</p>
        <ul className="space-y-2">
          {examples.map(({ letter, look, line }) => (
            <li key={look} className="flex items-center gap-3">
              <Tile
                letter={letter}
                look={look}
                size="small"
                highContrast={highContrast}
                label={`${text('exampleWord')}: ${letter}, ${text(`state.${look}`)}`}
              />
              <span>{line}</span>
            </li>
          ))}
        </ul>
        <p>
          {text(
            'help3',
            ruleNumbers(lang, {
              ...TLDR_SCORING,
              keystrokeMs: HUMAN_PACE.keystrokeMs,
              reactionMs: HUMAN_PACE.reactionMs,
            }),
          )}
        </p>
        <p>{text('helpHard')}</p>
        <p>{text('helpPractice')}</p>
      </div>
    </SideCard>
  );
}
