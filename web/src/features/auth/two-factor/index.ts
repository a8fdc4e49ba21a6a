export { TwoFactorError, type TwoFactorAdapter, type TotpEnrollment } from './adapter';
export { twoFactor } from './active-adapter';
export { useTwoFactorStatus } from './status';
