/**
 * What the field stages (fields.ts, dates.ts, units.ts) share: a value read with its confidence, the
 * fields read from a piece of text, and the scan they read it with: each pattern's matches are handed
 * to a `take` function and blanked out of the text, so a later pattern cannot misread them.
 */
import type { TruckType } from '../../../lib/trucks.js';

export interface Val<T> {
  value: T;
  conf: number;
  note?: string;
}

export interface DateVal extends Val<number> {
  weak: boolean;
}

export interface Fields {
  phone?: Val<string>;
  date?: DateVal;
  length?: Val<number>;
  truck?: Val<TruckType>;
  weight?: Val<number>;
  rate?: Val<number>;
  price?: Val<number> & { cue: string };
  /** The goods, lower case (material.ts). */
  material?: Val<string>;
}

/** One pass of field extraction over a piece of text; `text` loses each span as it is consumed. */
export interface Scan {
  text: string;
  f: Fields;
  base: number;
  dates: Array<{ at: number; day: number; conf: number }>;
  /** Days read only when nothing else dates the text, day words included ("..., 26.11, ..." standing alone). */
  lesser?: Array<{ at: number; day: number; conf: number }>;
}

export type Take = (m: RegExpExecArray, s: Scan) => boolean | undefined;

/** Applies a global regex, hands each match to `take`, and blanks the taken matches out of `s.text`. */
export function consume(s: Scan, re: RegExp, take: Take): void {
  const text = s.text;
  re.lastIndex = 0;
  let out = '';
  let copied = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex++;
    else if (take(m, s) !== false) {
      out += text.slice(copied, m.index) + ' '.repeat(m[0].length);
      copied = m.index + m[0].length;
    }
  }
  if (copied > 0) s.text = out + text.slice(copied);
}

export const takeNothing: Take = () => undefined;
