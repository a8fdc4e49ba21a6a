export { ConsentGate } from './consent-gate';
