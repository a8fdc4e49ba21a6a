import nodemailer from 'nodemailer';
import type { OutgoingMail } from './send-follower-mail.js';

/**
 * Sends over real SMTP (nodemailer): `smtpUrl` is `smtp://user:pass@host:587` or `smtps://...:465` in production
 * (the SMTP_URL secret), `smtp://127.0.0.1:2525` on the emulators, where scripts/lib/mail-catcher.ts listens.
 * One pooled transport per instance: a batch reuses its connections.
 */
export function smtpSender(smtpUrl: string, from: string): (mail: OutgoingMail) => Promise<void> {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return async (mail) => {
    await transport.sendMail(mail);
  };
}
