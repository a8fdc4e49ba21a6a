/**
 * Where a service logs what it skips or fails to read: `firebase-functions/logger` in the functions, a collecting
 * stub in tests. Services take it as a parameter rather than importing the runtime's logger.
 */
export interface Logger {
  error(message: string, context: Record<string, unknown>): void;
  warn(message: string, context: Record<string, unknown>): void;
}
