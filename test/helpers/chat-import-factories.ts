/**
 * Factories for chat-import tests: pasted chats, town names only one test uses,
 * and the review form read back from the page the way a browser submits it.
 */
import { randomBytes } from 'node:crypto';
import type { FormBody } from './client.js';

/** A place name no other test uses, written so the parser takes it for a town ("Khqzvbmapur"). */
export function uniqueTownWord(): string {
  const letters = [...randomBytes(7)].map((b) => 'bcdfghjklmnpqrstvwxz'[b % 20]).join('');
  return `Kh${letters}pur`;
}

/** One message holding three loads, with a shared loading day and phone. */
export const MULTI_LOAD_MESSAGE = [
  'Loads available:',
  '1) Delhi to Mumbai 20 ton 32ft container 45000',
  '2) Pune to Chennai 10T open body 28000',
  '3) Indore to Surat 15 ton trailer rate 1800/ton',
  'kal loading, call 98765 43210',
].join('\n');

/** Posts that are not loads: greetings, rate questions, trucks looking for loads. */
export const NOT_LOADS = [
  'Good morning all 🙏',
  'Please share rates for Delhi to Mumbai?',
  'Truck available: 32ft SXL container, Delhi to Mumbai, empty today, call 98100 12345',
  'Gaadi khali hai Delhi se Mumbai ke liye, 32ft SXL, call 9876543210',
  '22/11/26, 9:43 AM - Rajesh Kumar: <Media omitted>',
];

function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][-\w:.]*)(?:="([^"]*)")?/g)) out[m[1].toLowerCase()] = m[2] === undefined ? '' : decode(m[2]);
  return out;
}

/**
 * The fields the form posting to `action` submits as rendered: hidden and text
 * inputs, ticked checkboxes, the selected option of each select, textareas.
 */
export function formFields(html: string, action: string): Record<string, string | string[]> {
  const start = html.indexOf(`action="${action}"`);
  if (start === -1) throw new Error(`no form posting to ${action}`);
  const formHtml = html.slice(start, html.indexOf('</form>', start));
  const out: Record<string, string | string[]> = {};
  const add = (name: string, value: string) => {
    const prev = out[name];
    out[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  };
  const controls = /<input\b([^>]*)>|<select\b([^>]*)>([\s\S]*?)<\/select>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g;
  for (const m of formHtml.matchAll(controls)) {
    if (m[1] !== undefined) {
      const a = attrs(m[1]);
      if (!a.name || a.type === 'submit') continue;
      if (a.type === 'checkbox' || a.type === 'radio') {
        if ('checked' in a) add(a.name, a.value ?? 'on');
      } else add(a.name, a.value ?? '');
    } else if (m[2] !== undefined) {
      const a = attrs(m[2]);
      const options = [...m[3].matchAll(/<option\b([^>]*)>/g)].map((o) => attrs(o[1]));
      const chosen = options.find((o) => 'selected' in o) ?? options[0];
      if (a.name) add(a.name, chosen?.value ?? '');
    } else {
      const a = attrs(m[4]);
      if (a.name) add(a.name, decode(m[5]));
    }
  }
  return out;
}

/** The review form with some fields changed (`c0_price`, `keep`...). */
export function editedForm(fields: Record<string, string | string[]>, changes: Record<string, string | string[] | null>): FormBody {
  const out: FormBody = { ...fields };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
