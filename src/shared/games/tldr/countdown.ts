import { nextPacificMidnight } from '../../time.ts';

/** Time left until the next word (midnight Pacific), as hh:mm:ss. */
export function countdownToNextWord(now: Date): string {
  const milliseconds = nextPacificMidnight(now).getTime() - now.getTime();
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
