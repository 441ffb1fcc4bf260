/** The names a page keeps in the browser's storage and what each one holds. */
export function StorageList({ items }: { items: { name: string; text: string }[] }) {
  return (
    <dl className="mb-4 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {items.map((item) => (
        <div key={item.name} className="grid gap-1 p-4 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="font-mono text-sm font-semibold break-words text-slate-900 dark:text-white">
            {item.name}
          </dt>
          <dd className="leading-relaxed text-slate-700 dark:text-slate-300">{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
