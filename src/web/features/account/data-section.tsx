import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '../../i18n/i18n.ts';
import { fetchExport } from './account-api.ts';
import { AccountSection, type Outcome, OutcomeText, textClass, useFailure } from './account-ui.tsx';
import { exportFileName } from './export-file-name.ts';
import { accountPageMessages } from './messages.ts';

/** Saves text as a file through a link with `download`, as the browser's own download. */
function saveFile(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after the click has returned: the address is let go a while later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download my data": everything the site keeps about the player, as one JSON file. */
export function DataSection() {
  const { text } = useMessages(accountPageMessages);
  const { failureText } = useFailure();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const download = async () => {
    if (pending) return;
    setPending(true);
    setOutcome(null);
    try {
      const { text: file, contentDisposition } = await fetchExport();
      const name = exportFileName(contentDisposition, new Date());
      saveFile(file, name);
      setOutcome({ kind: 'done', text: text('downloaded', { file: name }) });
    } catch (error) {
      setOutcome({ kind: 'failed', text: text('downloadFailed', { reason: failureText(error) }) });
    } finally {
      setPending(false);
    }
  };

  return (
    <AccountSection id="your-data" title={text('dataTitle')}>
      <p className={`mt-2 ${textClass}`}>{text('dataText')}</p>
      <button
        type="button"
        onClick={() => void download()}
        disabled={pending}
        className="button-primary mt-4"
      >
        {pending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {pending ? text('downloading') : text('download')}
      </button>
      <OutcomeText outcome={outcome} />
    </AccountSection>
  );
}
