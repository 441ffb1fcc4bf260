import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';

/**
 * An e-mail address inside a longer text: PostgreSQL's messages, a mail server's answer, a path. The
 * domain must end in a label that starts with a letter, so that a package version in a stack trace
 * (`pg@8.16.0`) is left alone; an apostrophe may be inside the address but not open it, as a quote.
 * The bounded length keeps the work linear on a long text, such as a request's path.
 */
const EMAIL_IN_TEXT =
  /[^\s@"'`()<>[\]{},;:/\\][^\s@"`()<>[\]{},;:/\\]{0,253}@(?:[\p{L}\p{N}_-]+\.)+\p{L}[\p{L}\p{N}_-]*/gu;

export const EMAIL_MASK = '[e-mail]';

export function maskEmails(text: string): string {
  return text.includes('@') ? text.replace(EMAIL_IN_TEXT, EMAIL_MASK) : text;
}

/**
 * The parts of an error that say what failed and where, never the values involved. PostgreSQL's
 * `detail` and `where` quote the refused row, and other errors carry the request body, a response or
 * a query's parameters: those stay out of the log.
 */
const DESCRIBING_FIELDS = [
  'code',
  'statusCode',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
] as const;
const CAUSE_DEPTH = 3;

export interface LoggedError {
  type: string;
  message: string;
  /** Empty when the value thrown was not an error. */
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** An error as the log shows it: its type, message, stack and codes, with e-mail addresses masked. */
export function serializeError(error: unknown): LoggedError {
  return describeError(error, 0);
}

function describeError(error: unknown, depth: number): LoggedError {
  if (error === null || typeof error !== 'object') {
    return { type: typeof error, message: maskEmails(String(error)), stack: '' };
  }
  const source = error as Record<string, unknown>;
  const logged: LoggedError = {
    type: error instanceof Error ? error.constructor.name : 'Object',
    message: maskEmails(typeof source.message === 'string' ? source.message : ''),
    stack: maskEmails(typeof source.stack === 'string' ? source.stack : ''),
  };
  if (typeof source.name === 'string' && source.name !== logged.type) logged.name = source.name;
  for (const field of DESCRIBING_FIELDS) {
    const value = source[field];
    if (typeof value === 'string') logged[field] = maskEmails(value);
    else if (typeof value === 'number') logged[field] = value;
  }
  if (source.cause !== undefined && depth < CAUSE_DEPTH)
    logged.cause = describeError(source.cause, depth + 1);
  return logged;
}

/** Fields that have a serializer of their own, which masks what it keeps. */
const SERIALIZED_FIELDS = new Set(['req', 'res', 'err']);
const FIELD_DEPTH = 4;

/** A logged value with the e-mail addresses in its texts masked, however deep (to a limit). */
function maskedValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskEmails(value);
  if (value instanceof Error) return serializeError(value);
  if (value === null || typeof value !== 'object' || depth >= FIELD_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => maskedValue(item, depth + 1));
  // Dates, buffers and the like keep their own JSON form.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskedValue(item, depth + 1)]));
}

/** Whether a log call's own fields may hold something to mask: a text with an @, or anything nested. */
function mayNeedMasking(fields: Record<string, unknown>): boolean {
  for (const key in fields) {
    if (SERIALIZED_FIELDS.has(key)) continue;
    const value = fields[key];
    if (typeof value === 'string' ? value.includes('@') : value !== null && typeof value === 'object')
      return true;
  }
  return false;
}

/** What the access line keeps of a request: never its query, its headers or its body. */
function requestFields(request: FastifyRequest) {
  // A query can hold what a person typed, such as an admin's search for an e-mail address.
  return {
    method: request.method,
    url: maskEmails(request.url.split('?')[0] ?? ''),
    remoteAddress: request.ip,
  };
}

const { chindingsSym, needsMetadataGsym, streamSym, timeSym } = pino.symbols;

/** Where a pino logger writes, as it holds it. */
interface LineStream {
  write(line: string): unknown;
  [needsMetadataGsym]?: boolean;
}

/**
 * One line per request, when its answer has gone out: method, path, client address, status and
 * time taken. The line of its arrival is kept at the debug level, for finding requests that never end.
 */
class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const log = reply.log;
    // A pino logger holds its stream, its bindings (pid, hostname, the request's id) as JSON fields
    // each after a comma, and its time field. Anything else, or a stream that wants pino's metadata
    // with each line, is left to the logger's own call.
    const pinoLog = log as unknown as pino.Logger & Record<symbol, unknown>;
    const stream = pinoLog[streamSym] as LineStream | undefined;
    if (error || !stream || stream[needsMetadataGsym]) {
      const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
      if (error) log.error({ ...fields, err: error }, 'request errored');
      else log.info(fields, 'request completed');
      return;
    }
    if (!pinoLog.isLevelEnabled('info')) return;
    // The line pino writes for log.info(fields, 'request completed'), written as one text: every
    // request has one, and pino's way through serializers, formatters and hooks took nearly half of
    // its cost.
    const { method, url, remoteAddress } = requestFields(request);
    const took = reply.elapsedTime;
    const time = pinoLog[timeSym] as () => string;
    stream.write(
      `{"level":30${time()}${pinoLog[chindingsSym] as string},"req":{"method":${JSON.stringify(method)},"url":${JSON.stringify(url)},` +
        `"remoteAddress":${JSON.stringify(remoteAddress)}},"res":{"statusCode":${reply.statusCode}},` +
        `"responseTime":${Number.isFinite(took) ? took : null},"msg":"request completed"}\n`,
    );
  }
}

/** Fastify's handling of request log lines: one access line per request. */
export function logController(): LogController {
  return new AccessLog();
}

/** Lines gather in memory until this many characters are waiting, and are then written in one piece. */
const WRITE_SIZE = 4096;
/** The longest a line waits in memory before it is written. */
const WRITE_DELAY_MS = 250;
/** Pino's level of warnings: a line at this level or above is written at once. */
const WARN_LEVEL = 40;

/**
 * Standard output as the server's log is written to it in production: a few kilobytes at a time
 * rather than a write per line, which under load took a sixth of the server's time. A line waits
 * at most WRITE_DELAY_MS; a warning or an error is written at once, after the lines before it (see
 * `loggerOptions`); what waits is written when the process exits, also on a fatal error. Only a
 * process killed outright loses the lines of its last moment.
 *
 * The lines wait here, in a list, and pino's writer gets them a piece at a time (it measures
 * everything it holds anew on each write, which, line by line, cost a few microseconds a request).
 * It writes each piece synchronously: a few kilobytes at most every WRITE_DELAY_MS. Written without
 * waiting, a piece still on its way when the process exited was overtaken by the last lines (written
 * synchronously at exit) on a busy machine, or lost with the process.
 */
export class LogDestination {
  readonly #out: ReturnType<typeof pino.destination>;
  #lines: string[] = [];
  #size = 0;
  readonly #timer: NodeJS.Timeout;
  readonly #onExit = () => this.flushSync();
  #closed = false;

  constructor(fd = 1) {
    this.#out = pino.destination({ dest: fd, sync: true });
    this.#out.once('close', () => {
      this.#closed = true;
    });
    this.#timer = setInterval(() => this.flush(), WRITE_DELAY_MS);
    this.#timer.unref();
    process.on('exit', this.#onExit);
  }

  write(line: string): void {
    this.#lines.push(line);
    this.#size += line.length;
    if (this.#size >= WRITE_SIZE) this.flush();
  }

  /** Starts writing what waits. */
  flush(): void {
    if (this.#size === 0 || this.#closed) return;
    const piece = this.#lines.join('');
    this.#lines = [];
    this.#size = 0;
    this.#out.write(piece);
  }

  /** Writes what waits before returning: for the process's last moment. */
  flushSync(): void {
    this.flush();
    if (!this.#closed) this.#out.flushSync();
  }

  /** Writes what waits, then closes the output. */
  end(): Promise<void> {
    clearInterval(this.#timer);
    process.off('exit', this.#onExit);
    this.flush();
    return new Promise((resolve) => {
      this.#out.once('close', () => resolve());
      this.#out.end();
    });
  }
}

/**
 * Pino's options: secrets redacted, requests logged without their query, errors without their data.
 * With a destination that gathers lines, a warning or an error makes it write what it holds.
 */
export function loggerOptions(level: string, destination?: LogDestination): FastifyServerOptions['logger'] {
  const writeOut = destination ? () => destination.flush() : undefined;
  return {
    level,
    ...(destination ? { stream: destination } : {}),
    // No header reaches a line: the request's serializer keeps method, path and address, and
    // Fastify's own for the answer keeps its status. (Redacting paths instead would cost every line.)
    serializers: {
      req: requestFields,
      err: serializeError,
    },
    formatters: {
      // Any other field a log call adds, such as the recipient of a message that could not be sent.
      log: (fields) =>
        mayNeedMasking(fields)
          ? Object.fromEntries(
              Object.entries(fields).map(([key, value]) => [
                key,
                SERIALIZED_FIELDS.has(key) ? value : maskedValue(value, 0),
              ]),
            )
          : fields,
    },
    hooks: {
      // The message and its interpolated values, such as a text built from what a mail server answered.
      logMethod(args, method, level) {
        if (args.some((arg) => typeof arg === 'string' && arg.includes('@'))) {
          const masked = args.map((arg) => (typeof arg === 'string' ? maskEmails(arg) : arg));
          method.apply(this, masked as Parameters<typeof method>);
        } else method.apply(this, args as Parameters<typeof method>);
        if (level >= WARN_LEVEL) writeOut?.();
      },
    },
  };
}
