import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SessionUser } from '../http/context.js';
import { LOCALES, runInLocale } from '../lib/i18n/index.js';
import { FullLayout, Layout, type LayoutProps } from './layout.js';

const user = (role: SessionUser['role'], name: string): SessionUser => ({ id: 'u1', username: 'u1', name, role, phone: null, plan: 'free', verified: true });

const PAGES: Array<{ props: LayoutProps; path: string | null }> = [
  { props: { title: 'Find loads', user: null }, path: '/loadboard' },
  { props: { title: 'Loads <Delhi> & "Mumbai"', user: user('driver', 'Ravi "Raju" <Kumar> & sons'), active: '/marketplace' }, path: '/marketplace?origin=Delhi&q="<x>"' },
  { props: { title: 'Loads', user: user('driver', 'रवि कुमार'), active: '/marketplace' }, path: '/marketplace?page=2' },
  { props: { title: 'Home', user: user('broker', "O'Brien Logistics"), flash: { kind: 'success', text: 'Load <posted> & shared' } }, path: null },
  { props: { title: 'Audit', user: user('admin', 'Admin'), active: '/audit-logs', flash: { kind: 'error', text: 'No "such" record' } }, path: '/audit-logs' },
  { props: { title: 'Map', user: user('shipper', 'Shipper & Co'), meta: { styles: ['/assets/map.css'], scripts: ['/assets/map.js'], icons: ['truck'] } }, path: '/loads/1/track' },
  { props: { title: 'Shared', user: null, meta: { og: { title: 'Delhi → Mumbai', description: '10 t & more', url: 'https://x/l/1' } } }, path: '/l/1' },
];

test('the kept frame draws every page, reader, language and path exactly as the layout drawn in full', () => {
  for (const locale of LOCALES) {
    // Twice: the first draw keeps the frame, the second uses it, with another reader of the same role.
    for (const round of [1, 2]) {
      for (const { props, path } of PAGES) {
        const body = <p class="page">Body of {props.title}</p>;
        const p = round === 2 && props.user ? { ...props, user: { ...props.user, name: `${props.user.name} (${round})` } } : props;
        const [kept, full] = runInLocale(
          locale,
          () => [
            String(<Layout {...p}>{body}</Layout>),
            String(
              <FullLayout {...p} next={path}>
                {body}
              </FullLayout>,
            ),
          ],
          () => path,
        );
        assert.equal(kept, full, `${locale} ${p.title} round ${round}`);
        if (p.user) assert.ok(kept.includes(`${p.user.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')}`), 'the reader named');
      }
    }
  }
});
