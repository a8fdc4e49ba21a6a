import type { Language } from '../constants.js';

/*
 * The e-mail a product's followers get when a document is published for it (issue 10.6), in the follower's
 * language: a subject, a plain-text part and an HTML part built from the same texts. Every value that comes from
 * data (names, titles, URLs) is escaped in the HTML part; the links are the portal's own.
 */

export interface DocumentPublishedMail {
  lang: Language;
  orgName: string;
  productName: string;
  documentTitle: string;
  /** The portal page that downloads the document (`/products/{id}/download-document?...`). */
  documentUrl: string;
  /** The product's documents page. */
  documentsPageUrl: string;
  /** One click stops these e-mails for this product (and language). */
  unsubscribeUrl: string;
}

interface Texts {
  subject: (m: DocumentPublishedMail) => string;
  intro: (m: DocumentPublishedMail) => string;
  download: string;
  allDocuments: string;
  why: (m: DocumentPublishedMail) => string;
  unsubscribe: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (m) => `${m.productName}: new document "${m.documentTitle}"`,
    intro: (m) => `${m.orgName} has published a new document for ${m.productName}: ${m.documentTitle}.`,
    download: 'Download the document',
    allDocuments: 'All documents of the product',
    why: (m) => `You receive this e-mail because you follow ${m.productName} on the ${m.orgName} portal.`,
    unsubscribe: 'Stop these e-mails',
  },
  de: {
    subject: (m) => `${m.productName}: neues Dokument «${m.documentTitle}»`,
    intro: (m) =>
      `${m.orgName} hat ein neues Dokument zu ${m.productName} veröffentlicht: ${m.documentTitle}.`,
    download: 'Dokument herunterladen',
    allDocuments: 'Alle Dokumente des Produkts',
    why: (m) =>
      `Sie erhalten diese E-Mail, weil Sie ${m.productName} auf dem Portal von ${m.orgName} folgen.`,
    unsubscribe: 'Keine solchen E-Mails mehr erhalten',
  },
  fr: {
    subject: (m) => `${m.productName} : nouveau document « ${m.documentTitle} »`,
    intro: (m) => `${m.orgName} a publié un nouveau document pour ${m.productName} : ${m.documentTitle}.`,
    download: 'Télécharger le document',
    allDocuments: 'Tous les documents du produit',
    why: (m) => `Vous recevez cet e-mail car vous suivez ${m.productName} sur le portail de ${m.orgName}.`,
    unsubscribe: 'Ne plus recevoir ces e-mails',
  },
  pt: {
    subject: (m) => `${m.productName}: novo documento "${m.documentTitle}"`,
    intro: (m) => `${m.orgName} publicou um novo documento para ${m.productName}: ${m.documentTitle}.`,
    download: 'Descarregar o documento',
    allDocuments: 'Todos os documentos do produto',
    why: (m) => `Recebe este e-mail porque segue ${m.productName} no portal de ${m.orgName}.`,
    unsubscribe: 'Deixar de receber estes e-mails',
  },
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** HTML-escapes text and attribute values. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Subject, text and HTML of the "new document" e-mail. */
export function documentPublishedMail(m: DocumentPublishedMail): {
  subject: string;
  text: string;
  html: string;
} {
  const t = TEXTS[m.lang];
  const subject = t.subject(m);
  const text = [
    t.intro(m),
    '',
    `${t.download}: ${m.documentUrl}`,
    `${t.allDocuments}: ${m.documentsPageUrl}`,
    '',
    '--',
    t.why(m),
    `${t.unsubscribe}: ${m.unsubscribeUrl}`,
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#001b6c">${escapeHtml(label)}</a>`;
  const html = [
    `<!doctype html><html lang="${m.lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b26;line-height:1.5">',
    `<p>${escapeHtml(t.intro(m))}</p>`,
    `<p>${link(m.documentUrl, t.download)}<br>${link(m.documentsPageUrl, t.allDocuments)}</p>`,
    `<hr style="border:0;border-top:1px solid #ddd"><p style="font-size:12px;color:#666">${escapeHtml(t.why(m))}<br>`,
    `${link(m.unsubscribeUrl, t.unsubscribe)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
