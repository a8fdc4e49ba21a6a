import { initializeApp } from 'firebase-admin/app';

// The Functions runtime and the emulator provide the project and credentials. Only in the emulator the service
// account is named: there is no metadata server, and firebase-admin's lookup of it (which it does not cache when it
// fails) cost 2.1 s on every task enqueued; with the name given it uses the account it falls back to anyway.
initializeApp(
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? { serviceAccountId: 'emulated-service-acct@email.com' }
    : undefined,
);
