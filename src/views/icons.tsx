/**
 * Icons from lucide-static, read once at startup from node_modules (never fetched by the browser).
 * The layout emits an inline sprite of only the icons a page uses (`<IconSprite names={…} />`, one
 * `<symbol id="i-…">` each) and `<Icon name="truck" />` draws one by reference. A page that wants an
 * icon the layout does not already use names it in `meta.icons`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { raw } from 'hono/html';

/** Our icon names → lucide-static's file names. Add a line here to use a new icon. */
const FILES = {
  home: 'house',
  search: 'search',
  bids: 'gavel',
  route: 'route',
  wallet: 'wallet',
  rupee: 'indian-rupee',
  message: 'message-circle',
  users: 'users',
  user: 'user',
  plus: 'circle-plus',
  import: 'message-square-text',
  package: 'package',
  truck: 'truck',
  book: 'book-open',
  building: 'building-2',
  percent: 'percent',
  chart: 'chart-column',
  trash: 'trash-2',
  audit: 'scroll-text',
  info: 'info',
  phone: 'phone',
  login: 'log-in',
  register: 'user-plus',
  bell: 'bell',
  menu: 'menu',
  logout: 'log-out',
  chevron: 'chevron-down',
  pin: 'map-pin',
  verified: 'badge-check',
  unverified: 'badge',
  receipt: 'receipt-indian-rupee',
} as const;

export type IconName = keyof typeof FILES;

const require = createRequire(import.meta.url);

/** The drawing inside each icon's <svg> (paths, circles…), whitespace squeezed. */
const BODIES = new Map<IconName, string>(
  (Object.entries(FILES) as Array<[IconName, string]>).map(([name, file]) => {
    const svg = readFileSync(require.resolve(`lucide-static/icons/${file}.svg`), 'utf8');
    const body = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
    if (!body) throw new Error(`lucide-static/icons/${file}.svg has no <svg> body`);
    return [name, body.replace(/\s*\n\s*/g, '').replace(/\s*\/>/g, '/>')];
  }),
);

/** The hidden sprite: one <symbol> per named icon, each once. */
export function IconSprite({ names }: { names: Iterable<IconName> }) {
  const symbols = [...new Set(names)].map((n) => `<symbol id="i-${n}" viewBox="0 0 24 24">${BODIES.get(n)}</symbol>`).join('');
  return raw(`<svg class="sprite" aria-hidden="true" hidden>${symbols}</svg>`);
}

/** One icon, decorative (its text label is beside it); its symbol must be in the page's sprite. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return raw(`<svg class="icon i-${name}" width="${size}" height="${size}" aria-hidden="true" focusable="false"><use href="#i-${name}"/></svg>`);
}
