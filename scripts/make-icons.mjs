// Renders the logo mark into the favicon, app icons and default social image. Run once after
// changing the mark: node scripts/make-icons.mjs (outputs are committed under public/).
import sharp from 'sharp';
import { writeFile } from 'node:fs/promises';

const mark = (bg = true) => `
  ${bg ? '<circle cx="32" cy="32" r="32" fill="#1b6e38"/>' : ''}
  <path d="M12 22h24v18H12z" fill="#fff"/>
  <path d="M36 28h8l6 6v6H36z" fill="#f5b041"/>
  <circle cx="20" cy="42" r="4.5" fill="#0b421f" stroke="#fff" stroke-width="2"/>
  <circle cx="44" cy="42" r="4.5" fill="#0b421f" stroke="#fff" stroke-width="2"/>
  <path d="M16 27h16M16 32h12" stroke="#1b6e38" stroke-width="2.5" stroke-linecap="round"/>`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${mark()}</svg>`;
// Maskable: full-bleed background, the mark inside the 80% safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#1b6e38"/><g transform="translate(9.6 9.6) scale(0.7)">${mark(false)}</g></svg>`;
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b421f"/><stop offset="1" stop-color="#1b6e38"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(80 150) scale(5)">${mark()}</g>
  <text x="470" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">Scottsdale</text>
  <text x="470" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">Junk Removal</text>
  <text x="470" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#ffe2a8">Same-day pickup across the Valley</text>
  <text x="470" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#fff">(602) 632-3524</text>
</svg>`;

await writeFile('public/favicon.svg', favicon + '\n');
const png = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 600 }).resize(size, size).png().toFile(file);
await png(favicon, 192, 'public/icons/icon-192.png');
await png(favicon, 512, 'public/icons/icon-512.png');
await png(maskable, 512, 'public/icons/maskable-512.png');
await png(maskable, 180, 'public/icons/apple-touch-icon.png');
await sharp(Buffer.from(og)).jpeg({ quality: 82, mozjpeg: true }).toFile('public/images/og-default.jpg');
console.log('icons written');
