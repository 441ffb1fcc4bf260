import type { BlockOf } from './block-kinds.ts';

/** A titled table whose first cell in each row heads that row. */
export function TableBlock({ block }: { block: BlockOf<'table'> }) {
  return (
    <>
      <h3 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">{block.title}</h3>
      <div className="mt-3">
        <table className="w-full border-collapse text-left text-[0.95rem]">
          <caption className="sr-only">{block.caption}</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              {block.columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={`py-2 font-semibold text-slate-900 dark:text-white${index < block.columns.length - 1 ? ' pr-4' : ''}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-slate-700 dark:text-slate-300">
            {block.rows.map(([head, ...cells]) => (
              <tr key={head} className="border-b border-slate-200 dark:border-slate-800">
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900 dark:text-white">
                  {head}
                </th>
                {cells.map((cell, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a fixed table
                    key={index}
                    className={index < cells.length - 1 ? 'py-2 pr-4' : 'py-2 whitespace-nowrap'}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
