/**
 * The outbound channels' senders. SMS is the sender sign-in codes use (accounts/sms.ts, handed in by
 * server.ts); WhatsApp is the WhatsApp Business Cloud API's template message, or a development outbox when
 * WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are unset. Every provider call has the configured timeout.
 */
import type { Config } from '../../config.js';

/** What a notification's text is sent as (already in the reader's language). */
interface OutboundText {
  /** +91XXXXXXXXXX */
  phone: string;
  text: string;
  /** The reader's language code (en, hi, mr, gu, pa, ta), WhatsApp's template language. */
  language: string;
}

export interface SmsLike {
  send(phone: string, text: string): Promise<void>;
}

export interface WhatsAppSender {
  send(m: OutboundText): Promise<void>;
}

/** A provider's refusal that no retry will change (a 4xx other than 408 and 429). */
export class PermanentFailure extends Error {}

interface WhatsAppOutboxMessage {
  to: string;
  text: string;
  language: string;
}

/** Development and test WhatsApp sender: nothing leaves the process. */
class WhatsAppOutbox implements WhatsAppSender {
  readonly messages: WhatsAppOutboxMessage[] = [];
  async send(m: OutboundText): Promise<void> {
    this.messages.push({ to: m.phone, text: m.text, language: m.language });
    if (this.messages.length > 100) this.messages.shift();
  }
}

/** The Cloud API: POST {base}/{phone-number-id}/messages, a template with the text as its one body parameter. */
class CloudApiWhatsApp implements WhatsAppSender {
  constructor(private readonly c: { baseUrl: string; token: string; phoneNumberId: string; template: string; timeoutMs: number }) {}

  async send(m: OutboundText): Promise<void> {
    const res = await fetch(`${this.c.baseUrl.replace(/\/$/, '')}/${this.c.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.c.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: m.phone.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: this.c.template,
          language: { code: m.language },
          components: [{ type: 'body', parameters: [{ type: 'text', text: m.text }] }],
        },
      }),
      signal: AbortSignal.timeout(this.c.timeoutMs),
    });
    const answer = (await res.json().catch(() => null)) as { error?: { message?: string; code?: number } } | null;
    if (!res.ok) {
      const why = `WhatsApp Cloud API answered ${res.status}${answer?.error?.message ? `: ${answer.error.message}` : ''}`;
      throw res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429 ? new PermanentFailure(why) : new Error(why);
    }
  }
}

/** The WhatsApp sender this configuration asks for. */
export function createWhatsAppSender(config: Config): WhatsAppSender {
  if (config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID) {
    return new CloudApiWhatsApp({
      baseUrl: config.WHATSAPP_API_URL,
      token: config.WHATSAPP_TOKEN,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      template: config.WHATSAPP_TEMPLATE,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    });
  }
  return new WhatsAppOutbox();
}
