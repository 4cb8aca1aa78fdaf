/**
 * The installable app's icons, drawn from the logo mark (public/assets/logo.svg) with sharp:
 *
 *   npm run icons
 *
 * writes public/assets/icon-192.png and icon-512.png (the logo as it is, its rounded corners transparent:
 * purpose "any") and icon-maskable-512.png (the mark at 70% on a full square of the brand blue, so every
 * shape a phone masks it to, down to the 80% safe-zone circle, shows the whole truck). The PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/assets');
const BRAND = '#0b5cad';

async function main(): Promise<void> {
  const svg = readFileSync(path.join(ASSETS, 'logo.svg'));
  // A high density so the vector is drawn sharp at 512 px (the viewBox is 64 units).
  const draw = (size: number) => sharp(svg, { density: Math.ceil((72 * size) / 64) * 2 }).resize(size, size);
  for (const size of [192, 512]) {
    await draw(size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(ASSETS, `icon-${size}.png`));
  }
  const inner = Math.round(512 * 0.7);
  const mark = await draw(inner).png().toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
    .composite([{ input: mark, left: Math.round((512 - inner) / 2), top: Math.round((512 - inner) / 2) }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(ASSETS, 'icon-maskable-512.png'));
  console.log('wrote icon-192.png, icon-512.png, icon-maskable-512.png in public/assets');
}

await main();
