/**
 * Indian mobile numbers in the one form phone sign-in uses: +91XXXXXXXXXX.
 * normaliseIndianMobile mirrors the SQL function in_mobile_e164 (migration 015),
 * which reads users.phone as it was typed at registration.
 */

const MOBILE = /^[6-9]\d{9}$/;

/**
 * "98765 43210", "+91 98765-43210", "09876543210", "919876543210" -> "+919876543210".
 * Null for anything that is not a 10-digit Indian mobile starting 6-9 (a foreign
 * +country code, a landline, letters).
 */
export function normaliseIndianMobile(raw: string): string | null {
  const s = raw.trim();
  if (s.length > 30 || !/^\+?[\d\s().-]+$/.test(s)) return null;
  let d = s.replace(/\D/g, '');
  if (s.startsWith('+')) {
    if (!/^91\d{10}$/.test(d)) return null;
    d = d.slice(2);
  } else if (/^0091\d{10}$/.test(d)) d = d.slice(4);
  else if (/^91\d{10}$/.test(d)) d = d.slice(2);
  else if (/^0\d{10}$/.test(d)) d = d.slice(1);
  return MOBILE.test(d) ? `+91${d}` : null;
}

/** "+919876543210" -> "+91 98765 43210", for pages and SMS. */
export function formatIndianMobile(e164: string): string {
  return `${e164.slice(0, 3)} ${e164.slice(3, 8)} ${e164.slice(8)}`;
}

/** "+919876543210" -> "+91******3210", for logs. */
export function maskIndianMobile(e164: string): string {
  return `${e164.slice(0, 3)}******${e164.slice(-4)}`;
}
