import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

interface FaqEntry {
  /** Stable id of the question. */
  id: string;
  question: string;
  answer: ReactNode;
}

/** Where the arrow keys, Home and End move the focus among the questions, as in an accordion of WAI-ARIA. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>): void {
  const list = event.currentTarget.closest('[data-faq]');
  const questions = [...(list?.querySelectorAll<HTMLButtonElement>('button[aria-controls]') ?? [])];
  const index = questions.indexOf(event.currentTarget);
  const last = questions.length - 1;
  const target = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (target === undefined || index < 0) return;
  event.preventDefault();
  questions[target]?.focus();
}

/**
 * Questions that open and close independently (several may be open at once). Each question is a real
 * button inside a level-3 heading, under the level-2 heading of its group; an answer is rendered only
 * while it is open. Built by hand rather than with Radix's Accordion, which measured every answer's
 * size as the page started: a forced layout per question, a long task on a phone.
 */
export function FaqAccordion({ items }: { items: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div data-faq className="mb-6 space-y-3">
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const state = isOpen ? 'open' : 'closed';
        const questionId = `${baseId}-${item.id}-question`;
        const answerId = `${baseId}-${item.id}-answer`;
        return (
          <div
            key={item.id}
            data-state={state}
            className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="m-0">
              <button
                type="button"
                id={questionId}
                aria-expanded={isOpen}
                aria-controls={answerId}
                data-state={state}
                onClick={() => toggle(item.id)}
                onKeyDown={moveFocus}
                className="group flex w-full items-center justify-between gap-4 rounded-lg px-4 py-3 data-[state=open]:rounded-b-none text-left focus-visible:outline-offset-[-3px] font-medium text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 dark:text-slate-400"
                />
              </button>
            </h3>
            <section
              id={answerId}
              aria-labelledby={questionId}
              hidden={!isOpen}
              data-state={state}
              className="border-t border-slate-200 px-4 pt-3 pb-1 dark:border-slate-800"
            >
              {isOpen && item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
