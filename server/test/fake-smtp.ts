import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type FakeMail = { from: string; to: string[]; subject: string; text: string; headers: Record<string, string> };

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Enough MIME for one text/plain message (what the e-mail channel sends). */
export function parseMail(raw: string): { headers: Record<string, string>; subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  const text = decodeBody(raw.slice(split + 4), (headers['content-transfer-encoding'] ?? '').toLowerCase())
    .replace(/\r\n/g, '\n')
    .trimEnd();
  return { headers, subject: decodeWords(headers.subject ?? ''), text };
}

/**
 * A local SMTP server (smtp-server) on 127.0.0.1 and a random port that requires AUTH (PLAIN/LOGIN) before
 * MAIL FROM, keeps every message it accepts, and can be told to refuse the next ones with a 4xx/5xx answer.
 */
export class FakeSmtp {
  readonly user = 'park-mailer';
  readonly pass = 'mail-secret';
  messages: FakeMail[] = [];
  /** Refuse the next `times` messages at DATA with this SMTP code. */
  refuse: { code: number; message: string; times: number } | null = null;
  authFailures = 0;
  port = 0;
  private server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, cb) => {
        if (auth.username === this.user && auth.password === this.pass) return cb(null, { user: auth.username });
        this.authFailures += 1;
        return cb(new Error('Invalid username or password'));
      },
      onData: (stream, session, cb) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.refuse && this.refuse.times > 0) {
            this.refuse.times -= 1;
            const e = new Error(this.refuse.message) as Error & { responseCode: number };
            e.responseCode = this.refuse.code;
            return cb(e);
          }
          const { headers, subject, text } = parseMail(Buffer.concat(chunks).toString('utf8'));
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject,
            text,
            headers,
          });
          cb();
        });
      },
    });
  }

  url(): string {
    return `smtp://${this.user}:${this.pass}@127.0.0.1:${this.port}`;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.url();
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
