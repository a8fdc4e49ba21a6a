import type { ContactMessage } from '../contact/contact-message.js';
import type { InvestorType, Language } from '../constants.js';
import { COUNTRY_NAMES_EN } from '../schemas/countries.js';

/*
 * The e-mail a contact message becomes (docs/contact.md "Mail"): to the tenant's operator address, in the operator's
 * language (the tenant's first language), with every field of the form. Plain text only: what the visitor typed is
 * never read as HTML by anyone, so nothing in it can become a link or markup. The sender is the Reply-To, so
 * "Reply" answers the visitor.
 */

export interface ContactMailInput {
  /** The operator's language: the tenant's first language. */
  lang: Language;
  orgName: string;
  message: ContactMessage;
  /** The language of the page the visitor wrote from. */
  senderLang: Language;
  messageId: string;
  receivedAt: Date;
}

interface Texts {
  subject: (name: string) => string;
  intro: (orgName: string) => string;
  name: string;
  email: string;
  country: string;
  investorType: string;
  language: string;
  message: string;
  investorTypes: Record<InvestorType, string>;
  replyHint: (name: string) => string;
  footer: (orgName: string, when: string, id: string) => string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (name) => `Contact form: message from ${name}`,
    intro: (org) => `A visitor sent this message through the contact form of the ${org} portal.`,
    name: 'Name',
    email: 'E-mail',
    country: 'Country',
    investorType: 'Investor type',
    language: 'Language of the page',
    message: 'Message',
    investorTypes: { retail: 'Retail', professional: 'Professional', institutional: 'Institutional' },
    replyHint: (name) => `Reply to this e-mail to answer ${name}.`,
    footer: (org, when, id) => `Received by the ${org} portal on ${when} (message ${id}).`,
  },
  de: {
    subject: (name) => `Kontaktformular: Nachricht von ${name}`,
    intro: (org) =>
      `Ein Besucher hat diese Nachricht über das Kontaktformular des Portals von ${org} gesendet.`,
    name: 'Name',
    email: 'E-Mail',
    country: 'Land',
    investorType: 'Anlegertyp',
    language: 'Sprache der Seite',
    message: 'Nachricht',
    investorTypes: {
      retail: 'Privatanleger',
      professional: 'Professioneller Anleger',
      institutional: 'Institutioneller Anleger',
    },
    replyHint: (name) => `Antworten Sie auf diese E-Mail, um ${name} zu antworten.`,
    footer: (org, when, id) => `Eingegangen im Portal von ${org} am ${when} (Nachricht ${id}).`,
  },
  fr: {
    subject: (name) => `Formulaire de contact : message de ${name}`,
    intro: (org) => `Un visiteur a envoyé ce message au moyen du formulaire de contact du portail de ${org}.`,
    name: 'Nom',
    email: 'E-mail',
    country: 'Pays',
    investorType: "Type d'investisseur",
    language: 'Langue de la page',
    message: 'Message',
    investorTypes: { retail: 'Particulier', professional: 'Professionnel', institutional: 'Institutionnel' },
    replyHint: (name) => `Répondez à cet e-mail pour répondre à ${name}.`,
    footer: (org, when, id) => `Reçu par le portail de ${org} le ${when} (message ${id}).`,
  },
  pt: {
    subject: (name) => `Formulário de contacto: mensagem de ${name}`,
    intro: (org) =>
      `Um visitante enviou esta mensagem através do formulário de contacto do portal de ${org}.`,
    name: 'Nome',
    email: 'E-mail',
    country: 'País',
    investorType: 'Tipo de investidor',
    language: 'Idioma da página',
    message: 'Mensagem',
    investorTypes: {
      retail: 'Não profissional',
      professional: 'Profissional',
      institutional: 'Institucional',
    },
    replyHint: (name) => `Responda a este e-mail para responder a ${name}.`,
    footer: (org, when, id) => `Recebido pelo portal de ${org} em ${when} (mensagem ${id}).`,
  },
};

/** A region or language name in `lang` (Intl), else the English country name, else the code. */
function displayName(lang: Language, type: 'region' | 'language', code: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type, fallback: 'none' }).of(code);
    if (name) return name;
  } catch {
    // An engine without display names: the fallbacks below.
  }
  return type === 'region' ? ((COUNTRY_NAMES_EN as Record<string, string | undefined>)[code] ?? code) : code;
}

/** Subject and plain-text body of the operator's mail. */
export function contactMail(input: ContactMailInput): { subject: string; text: string } {
  const t = TEXTS[input.lang];
  const m = input.message;
  const when = new Intl.DateTimeFormat(input.lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Zurich',
    timeZoneName: 'short',
  }).format(input.receivedAt);
  const text = [
    t.intro(input.orgName),
    '',
    `${t.name}: ${m.name}`,
    `${t.email}: ${m.email}`,
    `${t.country}: ${displayName(input.lang, 'region', m.country)} (${m.country})`,
    `${t.investorType}: ${t.investorTypes[m.investorType]}`,
    `${t.language}: ${displayName(input.lang, 'language', input.senderLang)}`,
    '',
    `${t.message}:`,
    '',
    m.message,
    '',
    '--',
    t.replyHint(m.name),
    t.footer(input.orgName, when, input.messageId),
  ].join('\n');
  return { subject: t.subject(m.name), text };
}
