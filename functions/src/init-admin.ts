import { initializeApp } from 'firebase-admin/app';

// No options: the Functions runtime and the emulator provide the project and credentials.
initializeApp();
