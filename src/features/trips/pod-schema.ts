/** Input of a proof of delivery: POST /driver/trips/<id>/deliver, a multipart form (photos, the receiver's name, an optional delivery code). */
import { z } from 'zod';
import { UploadedFile } from '../../http/multipart.js';
import { t } from '../../lib/i18n/index.js';
import { asciiDigits } from '../../lib/indic-numbers.js';
import { optionalText, refuse, requiredText } from '../../lib/fields.js';

/** At most this many photos in one POD. */
export const MAX_POD_PHOTOS = 3;

export const podSchema = z
  .object({
    photo: z.unknown().transform((v, ctx): UploadedFile[] => {
      const files = (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((f): f is UploadedFile => f instanceof UploadedFile);
      if (files.length === 0) return refuse(ctx, t('pod.rule.photo'));
      if (files.length > MAX_POD_PHOTOS) return refuse(ctx, t('pod.rule.tooMany', { n: MAX_POD_PHOTOS }));
      return files;
    }),
    receiver_name: requiredText('pod.field.receiver', 100),
    code: optionalText('pod.field.code', 20).transform((v, ctx): string | null => {
      if (v === null) return null;
      const code = asciiDigits(v).replace(/\s+/g, '');
      return /^[0-9]{6}$/.test(code) ? code : refuse(ctx, t('pod.rule.code'));
    }),
    return_to: z.unknown().optional(),
  })
  .transform((v) => ({ photos: v.photo, receiverName: v.receiver_name, code: v.code, returnTo: v.return_to }));

export type PodInput = z.infer<typeof podSchema>;
