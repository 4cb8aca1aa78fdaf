import { findRoutes, tokenize } from '../src/features/chat-import/parser/places.js';
for (const text of process.argv.slice(2)) {
  const toks = tokenize(text);
  const { routes, mentions } = findRoutes(toks);
  console.log('>>', text);
  console.log(' mentions', mentions.map((m) => `${m.name}@${m.first}-${m.last}${m.city ? '' : '?'}`).join(', '));
  for (const r of routes) console.log(' route', r.origin?.name, '->', r.dest?.name, r.origin?.first, r.origin?.last);
}
