/**
 * `npm run mail`: the mail the local SMTP catcher caught (scripts/lib/mail-catcher.ts, started with the emulators by
 * `npm start` and the tests), newest last, with the links of each mail. `TENANT=<id>` for another tenant.
 *
 *   npm run mail              list every caught mail: time, to, subject, links
 *   npm run mail -- --last    the newest mail in full (addresses, subject, text body)
 *   npm run mail -- --clear   delete the caught mail
 *
 * The raw messages are `.eml` files in `.local-mail/<project>/` (open them in any mail client).
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectIdFor, repoRoot, tenantFromEnv } from './firebase.js';
import { mailFolder, type CaughtMail } from './lib/mail-catcher.js';

const folder = mailFolder(repoRoot, projectIdFor(tenantFromEnv()));
const args = process.argv.slice(2);
const names = existsSync(folder)
  ? readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
const read = (name: string) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as CaughtMail;
const links = (mail: CaughtMail) => [...new Set(mail.text.match(/https?:\/\/\S+/g) ?? [])];

if (args.includes('--clear')) {
  rmSync(folder, { recursive: true, force: true });
  console.log(`Cleared ${folder}`);
} else if (names.length === 0) {
  console.log(`No mail caught yet in ${folder}`);
} else if (args.includes('--last')) {
  const name = names.at(-1) ?? '';
  const mail = read(name);
  console.log(`File:    ${join(folder, name.replace(/\.json$/, '.eml'))}`);
  console.log(`Date:    ${mail.receivedAt}\nFrom:    ${mail.from}\nTo:      ${mail.to.join(', ')}`);
  console.log(`Subject: ${mail.subject}`);
  const unsubscribe = mail.headers['list-unsubscribe'];
  if (unsubscribe) console.log(`List-Unsubscribe: ${unsubscribe}`);
  console.log(`\n${mail.text}`);
} else {
  for (const name of names) {
    const mail = read(name);
    console.log(`${mail.receivedAt}  to ${mail.to.join(', ')}\n  ${mail.subject}`);
    for (const link of links(mail)) console.log(`  ${link}`);
  }
  console.log(`\n${names.length} mail(s) in ${folder} (.eml files open in any mail client)`);
}
