import { useCallback, useState } from 'react';

/**
 * A polite live region for a game's announcements (matches, moves, clues, results). Repeating the
 * same message still announces it, because each message gets a fresh key.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState({ text: '', key: 0 });
  const announce = useCallback((text: string) => {
    setMessage((previous) => ({ text, key: previous.key + 1 }));
  }, []);
  const region = (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="game-announcer">
      <span key={message.key}>{message.text}</span>
    </div>
  );
  return { announce, region, lastAnnouncement: message.text };
}
