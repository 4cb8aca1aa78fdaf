/**
 * SMS delivery behind one interface (CONTRACT section 15): an HTTP provider
 * when SMS_HTTP_URL is configured, else an outbox that logs each message and
 * keeps the last ones in memory (development and tests read it through
 * `outboxOf(app)`). In production the outbox never logs a message's text.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { maskIndianMobile } from './phone-numbers.js';

export interface SmsSender {
  /** Delivers `text` to `phone` (+91XXXXXXXXXX); rejects when the message could not be handed over. */
  send(phone: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  to: string;
  text: string;
  sentAt: Date;
}

const OUTBOX_SIZE = 100;

/** Development and test sender: nothing leaves the process. */
export class OutboxSender implements SmsSender {
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly production: boolean,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    if (this.production) {
      // Codes must not reach production logs, and nobody reads this outbox there.
      this.log.warn({ to: maskIndianMobile(phone) }, 'SMS kept in the outbox (SMS_HTTP_URL is not set): text not logged');
      return;
    }
    this.messages.push({ to: phone, text, sentAt: new Date() });
    if (this.messages.length > OUTBOX_SIZE) this.messages.shift();
    this.log.info({ to: phone, text }, 'SMS (outbox)');
  }

  /** Messages sent to `phone`, oldest first (all messages without a phone). */
  sentTo(phone?: string): OutboxMessage[] {
    return this.messages.filter((m) => phone === undefined || m.to === phone);
  }

  /** The last message sent to `phone`, if any. */
  lastTo(phone: string): OutboxMessage | undefined {
    return this.sentTo(phone).at(-1);
  }
}

/** Production sender: POSTs JSON {to, text} to the provider with a Bearer token. */
class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const res = await fetch(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to: phone, text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // Drain the body so the connection is reused; its content is the provider's business.
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    this.log.info({ to: maskIndianMobile(phone) }, 'SMS handed to the provider');
  }
}

/** The sender this configuration asks for. */
export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.SMS_HTTP_URL) return new HttpSmsSender(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN, log);
  if (config.NODE_ENV === 'production') log.warn('SMS_HTTP_URL is not set: sign-in codes are not delivered to phones');
  return new OutboxSender(log, config.NODE_ENV === 'production');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS sender chosen from the configuration at build time. */
    sms: SmsSender;
  }
}

/** The outbox of an app built without SMS_HTTP_URL (tests read sent codes here). */
export function outboxOf(app: FastifyInstance): OutboxSender {
  if (!(app.sms instanceof OutboxSender)) throw new Error('this app sends SMS over HTTP, not to the outbox');
  return app.sms;
}
