import nodemailer from 'nodemailer';

/** What the functions send: follower mails (text and HTML) and contact messages (text, answered to the sender). */
export interface MailToSend {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Where "Reply" goes (the contact form's sender). */
  replyTo?: string;
}

/**
 * Sends over real SMTP (nodemailer): `smtpUrl` is `smtp://user:pass@host:587` or `smtps://...:465` in production
 * (the SMTP_URL secret), `smtp://127.0.0.1:2525` on the emulators, where scripts/lib/mail-catcher.ts listens.
 * One pooled transport per instance: a batch reuses its connections.
 */
export function smtpSender(smtpUrl: string, from: string): (mail: MailToSend) => Promise<void> {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return async (mail) => {
    await transport.sendMail(mail);
  };
}
