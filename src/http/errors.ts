/**
 * Domain errors carry a stable code; this file is the one table that maps a
 * code to an HTTP status, and the one place that translates PostgreSQL errors.
 */
import type { FastifyError } from 'fastify';
import { ZodError } from 'zod';
import { currentLocale, en, type MessageKey, type MessageValues, t } from '../lib/i18n/index.js';

export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'ACCOUNT_SUSPENDED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'LIKELY_DUPLICATE'
  | 'INSUFFICIENT_FUNDS'
  | 'IDEMPOTENCY_MISMATCH'
  | 'BID_LIMIT_REACHED'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'PARSE_TIMEOUT'
  | 'SERVER_BUSY'
  | 'PAYMENTS_UNAVAILABLE'
  | 'PAYMENT_GATEWAY_ERROR'
  | 'PASSWORD_SIGN_IN_ONLY'
  | 'SMS_NOT_SENT'
  | 'INTERNAL_ERROR';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // A new record looks like one already kept (the books' duplicate load); the caller confirms to save it anyway.
  LIKELY_DUPLICATE: 409,
  INSUFFICIENT_FUNDS: 409,
  IDEMPOTENCY_MISMATCH: 422,
  BID_LIMIT_REACHED: 429,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  PARSE_TIMEOUT: 422,
  SERVER_BUSY: 503,
  PAYMENTS_UNAVAILABLE: 503,
  PAYMENT_GATEWAY_ERROR: 502,
  // An account that may not sign in by code (the admin): its password is the way in.
  PASSWORD_SIGN_IN_ONLY: 403,
  // The SMS provider did not take the code just now; nothing was stored (a failure on our side, so 500).
  SMS_NOT_SENT: 500,
  INTERNAL_ERROR: 500,
};

/** Base class of every error a service may throw on purpose. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
  /** The catalogue message that says `message` in another language (lib/i18n), when it has parameters. */
  messageKey?: MessageKey;
  messageValues?: MessageValues;
  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
  /** Seconds the client should wait before trying again (a refusal for now, not for good), else undefined. */
  get retryAfterSeconds(): number | undefined {
    return undefined;
  }
}

/** Says Retry-After when the error is a refusal for now; every answer of one goes through this (page, form or JSON). */
export function setRetryAfter(reply: { hasHeader(name: string): boolean; header(name: string, value: string): unknown }, err: unknown): void {
  const seconds = err instanceof DomainError ? err.retryAfterSeconds : undefined;
  if (seconds !== undefined && !reply.hasHeader('retry-after')) reply.header('retry-after', String(seconds));
}

/** Input failed validation; `details` maps each field to its message. */
export class ValidationError extends DomainError {
  constructor(details: Record<string, string>, message?: string) {
    super('VALIDATION_ERROR', message ?? Object.values(details)[0] ?? 'Please check the form', details);
  }
}
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Please sign in to continue') {
    super('UNAUTHENTICATED', message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do that') {
    super('FORBIDDEN', message);
  }
}
/**
 * The account is suspended (told only after a correct password or code, so it
 * reveals nothing else); `contact` is the configured SUPPORT_CONTACT.
 */
export class AccountSuspendedError extends DomainError {
  constructor(contact?: string) {
    super('ACCOUNT_SUSPENDED', contact ? `This account is suspended. Contact support at ${contact}.` : 'This account is suspended. Contact support.');
    if (contact) {
      this.messageKey = 'error.suspendedContact';
      this.messageValues = { contact };
    }
  }
}
export class NotFoundError extends DomainError {
  constructor(what = 'Page') {
    super('NOT_FOUND', `${what} not found`);
  }
}
export class ConflictError extends DomainError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}
export class RateLimitedError extends DomainError {
  constructor(
    private readonly waitSeconds: number,
    message = 'Too many requests, please slow down',
  ) {
    super('RATE_LIMITED', message);
  }
  override get retryAfterSeconds(): number {
    return this.waitSeconds;
  }
}

/** Turns a zod error into field -> message details. */
export function zodDetails(err: ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of err.issues) {
    const field = issue.path.join('.') || 'body';
    details[field] ??= issue.message;
  }
  return details;
}

/** Maps any thrown value to a DomainError (PostgreSQL errors included); unknown errors become INTERNAL_ERROR. */
export function toDomainError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  if (err instanceof ZodError) return new ValidationError(zodDetails(err));
  const e = err as FastifyError & { code?: string; constraint?: string };
  switch (e?.code) {
    case '23505':
      return new ConflictError('That already exists');
    case '23503':
      return new ValidationError({ [e.constraint ?? 'reference']: 'Refers to something that does not exist' });
    case '23514':
      // Migration 034: a load posted for an account suspended at the same moment.
      if (e.constraint === 'loads_owner_active') return new AccountSuspendedError();
      return new ValidationError({ [e.constraint ?? 'value']: 'A value is out of range' });
    case '22P02':
      return new NotFoundError('Record');
    case '40001':
    case '40P01':
      return new ConflictError('Another change happened at the same time; please try again');
  }
  if (e?.statusCode === 413 || e?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new DomainError('PAYLOAD_TOO_LARGE', 'The request is too large');
  }
  if (e?.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 404) return new NotFoundError();
    if (e.statusCode === 429) return new RateLimitedError(60);
    return new ValidationError({ body: e.message || 'Bad request' }, e.message || 'Bad request');
  }
  return new DomainError('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
}

/**
 * The common refusals' English messages (as thrown above and by features) → their keys in the catalogues: the
 * core's `error.` keys and the http-level refusals of the forms area (`page.error.`, lib/i18n/areas/forms.ts).
 */
const KEY_BY_MESSAGE = new Map<string, MessageKey>(
  (Object.keys(en) as MessageKey[]).filter((k) => (k.startsWith('error.') || k.startsWith('page.error.')) && !en[k].includes('{')).map((k) => [en[k] as string, k]),
);

/**
 * An error's message in the request's language (lib/i18n): English as thrown; in another language the
 * catalogue's words for a common message, else for a not-found or a validation error the code's general
 * words (a field's own message stays in `details`), else the English message (a feature's own words, not
 * yet translated).
 */
export function localMessage(err: DomainError): string {
  if (currentLocale() === 'en') return err.message;
  if (err.messageKey) return t(err.messageKey, err.messageValues);
  const key = KEY_BY_MESSAGE.get(err.message);
  if (key) return t(key);
  if (err.code === 'NOT_FOUND') return t('error.notFound');
  if (err.code === 'VALIDATION_ERROR') return t('error.validation');
  return err.message;
}

/** The JSON error envelope of SPEC.md; `message` follows the request's language, `code` never changes. */
export function errorEnvelope(err: DomainError): { success: false; error: { code: string; message: string; details?: Record<string, string> } } {
  return {
    success: false,
    error: { code: err.code, message: localMessage(err), ...(err.details ? { details: err.details } : {}) },
  };
}
