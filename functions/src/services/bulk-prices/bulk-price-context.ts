import type { Firestore } from 'firebase-admin/firestore';
import type { AccessContext, BulkPriceCatalogue } from '@portal/domain';
import type { FileStore } from '../files/file-store.js';

type LogFn = (message: string, context: Record<string, unknown>) => void;

/** What the bulk price services need from the outside: functions pass the Admin SDK's, tests their own. */
export interface BulkPriceDeps {
  db: Firestore;
  files: FileStore;
  /** The API's logger has no `info`; functions pass firebase-functions' logger. */
  log: Record<'warn' | 'error', LogFn> & Partial<Record<'info', LogFn>>;
  now: () => Date;
}

/** Who asks (a signed-in user, or the platform itself for the price feed) and the tenant's catalogue. */
export interface BulkPriceCaller {
  uid: string;
  email?: string | undefined;
  access: AccessContext;
  catalogue: BulkPriceCatalogue;
}

/** A request refused for a reason the caller must see (the API maps it to 400/403/404). */
export class BulkPriceRefused extends Error {
  constructor(
    readonly reason: 'notFound' | 'notConfirmable' | 'forbidden' | 'unreadable' | 'tooLarge',
    message: string,
  ) {
    super(message);
    this.name = 'BulkPriceRefused';
  }
}
