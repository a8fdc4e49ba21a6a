/**
 * A local SMTP server that catches every mail the functions send on the emulators (follower mails): a real SMTP
 * conversation with nodemailer, no mock. Each message is stored as `<time>-<n>.eml` (the raw message, opens in any
 * mail client) and `<time>-<n>.json` (from, to, subject, text, html, links) under `.local-mail/<project>/`.
 * Started by scripts/firebase.ts for every emulator run (`npm start`, `npm test`); docs/follow.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Where the functions emulator sends: written into its SMTP_URL secret by scripts/firebase.ts. */
export const MAIL_CATCHER_PORT = 2525;

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: string;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? '').filter((x) => x !== ''),
  );

export function mailFolder(repoRoot: string, projectId: string): string {
  return join(repoRoot, '.local-mail', projectId);
}

export async function startMailCatcher(
  folder: string,
  port = MAIL_CATCHER_PORT,
): Promise<{ close: () => Promise<void> }> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            count += 1;
            const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${count}`;
            const headers: Record<string, string> = {};
            // The raw lines: parsed header values are objects for structured headers (List-Unsubscribe...).
            for (const { key, line } of parsed.headerLines) {
              headers[key] = line.slice(line.indexOf(':') + 1).trim();
            }
            const mail: CaughtMail = {
              from: addresses(parsed.from)[0] ?? '',
              to: addresses(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers,
              receivedAt: new Date().toISOString(),
            };
            writeFileSync(join(folder, `${name}.eml`), raw);
            writeFileSync(join(folder, `${name}.json`), `${JSON.stringify(mail, null, 2)}\n`);
            callback();
          },
          (error: unknown) => {
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve();
    });
  });
  console.log(`[mail] catching SMTP on 127.0.0.1:${port}; mail is stored in ${folder}`);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
