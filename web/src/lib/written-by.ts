import { SYSTEM_USER_ID } from '@portal/domain';

/**
 * Who wrote a record (an import, an override, an operation), as the console shows it: "You" for the reader, the
 * platform's own label for what the platform ran by itself (where the page has one), else the e-mail stored with the record and, for a record
 * written before e-mails were stored, the uid.
 */
export function writtenBy(
  record: { uid: string; email?: string },
  reader: { uid: string | null | undefined; you?: string; system?: string },
): string {
  if (record.uid === SYSTEM_USER_ID && reader.system !== undefined) return reader.system;
  if (reader.you !== undefined && reader.uid === record.uid) return reader.you;
  return record.email ?? record.uid;
}
