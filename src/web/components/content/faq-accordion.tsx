import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';

interface FaqEntry {
  /** Stable id, also the value Radix uses to know which questions are open. */
  id: string;
  question: string;
  answer: ReactNode;
}

/**
 * Questions that open and close independently (several may be open at once). Each question is a real
 * button inside a level-3 heading, under the level-2 heading of its group.
 */
export function FaqAccordion({ items }: { items: readonly FaqEntry[] }) {
  return (
    <Accordion.Root type="multiple" className="mb-6 space-y-3">
      {items.map((item) => (
        <Accordion.Item
          key={item.id}
          value={item.id}
          className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-lg px-4 py-3 data-[state=open]:rounded-b-none text-left focus-visible:outline-offset-[-3px] font-medium text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800">
              <span>{item.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 dark:text-slate-400"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="border-t border-slate-200 px-4 pt-3 pb-1 dark:border-slate-800">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
