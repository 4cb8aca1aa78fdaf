import { parseChat } from '../src/features/chat-import/parser.js';
import { PASTE_SHAPES, pasteOf } from '../test/fixtures/chat-stress.js';
const t = pasteOf(PASTE_SHAPES[3]);
for (let i = 0; i < 3; i++) parseChat(t, { referenceDate: '2026-11-27' });
