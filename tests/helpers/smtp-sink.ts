// A local SMTP server that keeps what it receives, and just enough MIME reading to check it.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  mailFrom: string | undefined;
  rcptTo: string[];
  headers: Map<string, string>;
  text: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
}

function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  let text = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(text);
  if (encoding === 'base64') text = Buffer.from(text, 'base64').toString('utf8');
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** The first mail (already received or still to come) to this address after the `skip` first ones. */
  mailTo: (address: string, skip?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

export interface SmtpSinkOptions {
  /** Hears of each mail as it arrives. */
  onMail?: (mail: ReceivedMail) => void;
  /** Recipients the server refuses (550), as a mail server refuses an address it does not know. */
  refuses?: (address: string) => boolean;
  /** Holds each mail, unanswered, until this resolves: the sender's send is still under way meanwhile. */
  holdUntil?: () => Promise<void>;
}

/** Listens on a free port of 127.0.0.1. */
export async function startSmtpSink({ onMail, refuses, holdUntil }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuses?.(address.address)) return callback();
      const refusal = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), {
        responseCode: 550,
      });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await holdUntil?.();
        const { headers, text } = parseMail(Buffer.concat(chunks).toString('utf8'));
        const mail: ReceivedMail = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          headers,
          text,
        };
        received.push(mail);
        onMail?.(mail);
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const mailTo = (address: string, skip = 0) =>
    new Promise<ReceivedMail>((resolve) => {
      const look = () => {
        const found = received.filter((mail) => mail.rcptTo.includes(address))[skip];
        if (!found) return;
        waiting.delete(look);
        resolve(found);
      };
      waiting.add(look);
      look();
    });

  return {
    port,
    received,
    mailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code in a sign-in or change-of-address mail. */
export function codeIn(text: string): string {
  const found = /\b(\d{6})\b/.exec(text);
  if (!found?.[1]) throw new Error(`no code in the mail: ${text}`);
  return found[1];
}
