/**
 * The outbound channels' senders. SMS is the sender sign-in codes use (accounts/sms.ts, handed in by
 * server.ts); WhatsApp is the WhatsApp Business Cloud API's template message, or a development outbox when
 * WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are unset; push is Web Push with the VAPID keys (none without
 * them). Every provider call has the configured timeout.
 */
import type WebPush from 'web-push';
import { createRequire } from 'node:module';
import { lazy } from '../../lib/lazy.js';

import type { Config } from '../../config.js';
import { PermanentFailure } from '../../lib/durable-queue.js';

const require = createRequire(import.meta.url);
/** Loaded with the first push message (lib/lazy.ts). */
const webpush = lazy(() => require('web-push') as typeof WebPush);

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

/** One device's Web Push subscription. */
interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  /** Sends `payload` encrypted to the device; 'gone' when the push service says the subscription no longer exists. */
  send(target: PushTarget, payload: string): Promise<'sent' | 'gone'>;
}

/** Push services of the browsers people use; in production a subscription must point at one of them (no SSRF). */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

/** Whether the server may send to this endpoint: https on a known push service in production; any http(s) URL otherwise. */
export function pushEndpointAllowed(config: Config, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (config.NODE_ENV !== 'production') return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((h) => url.hostname === h || url.hostname.endsWith(`.${h}`));
}

/** Web Push with VAPID (the `web-push` package: aes128gcm payload encryption, an ES256-signed JWT per push service). */
class VapidPushSender implements PushSender {
  constructor(private readonly c: { publicKey: string; privateKey: string; subject: string; timeoutMs: number; config: Config }) {}

  async send(target: PushTarget, payload: string): Promise<'sent' | 'gone'> {
    if (!pushEndpointAllowed(this.c.config, target.endpoint)) throw new PermanentFailure('push endpoint not allowed');
    // web-push encrypts (aes128gcm) and signs (VAPID); the request itself is ours, with a timeout on the whole call.
    const details = webpush().generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: { subject: this.c.subject, publicKey: this.c.publicKey, privateKey: this.c.privateKey },
      TTL: 24 * 3600,
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([k]) => k.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    );
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(this.c.timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return 'sent';
    if (res.status === 404 || res.status === 410) return 'gone';
    const why = `push service answered ${res.status}`;
    throw res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429 ? new PermanentFailure(why) : new Error(why);
  }
}

/** The push sender of this configuration, or null when VAPID keys are not configured (no push channel). */
export function createPushSender(config: Config): PushSender | null {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  return new VapidPushSender({
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT ?? `mailto:support@${new URL(config.BASE_URL).hostname}`,
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
    config,
  });
}
