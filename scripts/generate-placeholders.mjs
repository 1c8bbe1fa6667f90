#!/usr/bin/env node
/**
 * Generates the placeholder SVG images used by the seed content and the site chrome:
 *   public/images/seed/inv-00N.svg, pkg-00N.svg   (800x500 abstract artwork)
 *   public/images/seed/con-00N.svg, team-00N.svg  (400x400 initials portraits)
 *   public/images/placeholder.svg                  (generic grey image placeholder)
 *   public/images/hero-poster.svg                  (1920x1080 skyline)
 *   public/images/platform-video-poster.svg        (1280x720 dark abstract)
 *
 * Usage: node scripts/generate-placeholders.mjs
 * The people lists below mirror the names in db/seed/data.ts; keep them in sync.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const imagesDir = join(root, 'public', 'images')
const seedDir = join(imagesDir, 'seed')
mkdirSync(seedDir, { recursive: true })

const C = {
  navy: '#0b1f3a',
  deep: '#0e2a4f',
  teal: '#0f766e',
  teal2: '#14b8a6',
  gold: '#c9a227',
  gold2: '#e6c65c',
}

const FONT = "Inter, 'Segoe UI', Helvetica, Arial, sans-serif"

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`

const linear = (id, a, b, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`

const written = []
function write(path, content) {
  writeFileSync(path, content)
  written.push([path.slice(root.length + 1), Buffer.byteLength(content)])
}

// ---------------------------------------------------------------------------
// 800x500 artwork for investments and packages
// ---------------------------------------------------------------------------

const gradients = [
  [C.navy, C.teal],
  [C.teal, C.navy],
  [C.deep, C.teal2],
  [C.navy, C.deep],
]

const motifs = {
  // Real estate: tower silhouettes under a gold sun
  towers: `<circle cx="610" cy="150" r="70" fill="${C.gold2}" opacity=".85"/><g fill="#fff" opacity=".18"><rect x="90" y="230" width="90" height="270"/><rect x="200" y="150" width="70" height="350"/><rect x="290" y="260" width="110" height="240"/><rect x="420" y="190" width="80" height="310"/><rect x="520" y="300" width="120" height="200"/><rect x="660" y="240" width="70" height="260"/></g><rect x="225" y="90" width="20" height="60" fill="${C.gold}" opacity=".7"/>`,
  // Agriculture: rows of leaves over furrows
  leaves: `<g fill="none" stroke="${C.gold2}" stroke-width="4" opacity=".5"><path d="M0 420Q400 340 800 420"/><path d="M0 460Q400 380 800 460"/><path d="M0 380Q400 300 800 380"/></g><defs><g id="sp"><path d="M0 0v-130" stroke="${C.teal2}" stroke-width="6"/><path d="M0-60q-60 0-75-60q60 0 75 60zM0-95q55 0 65-55q-55 0-65 55z" fill="${C.teal2}"/></g></defs><g opacity=".75"><use href="#sp" x="220" y="330"/><use href="#sp" x="400" y="300" transform="translate(-40 -60) scale(1.1)"/><use href="#sp" x="600" y="330"/></g>`,
  // Technology: connected nodes
  network: `<g stroke="${C.teal2}" stroke-width="3" fill="none" opacity=".6"><path d="M150 350L300 180L480 290L650 140M300 180L420 90M480 290L560 420M150 350L330 430L560 420"/></g><g fill="${C.gold2}"><circle cx="150" cy="350" r="14"/><circle cx="300" cy="180" r="18"/><circle cx="480" cy="290" r="22"/><circle cx="650" cy="140" r="14"/><circle cx="420" cy="90" r="10"/><circle cx="560" cy="420" r="12"/><circle cx="330" cy="430" r="10"/></g>`,
  // Energy: sun with tilted solar panels
  solar: `<circle cx="600" cy="140" r="80" fill="${C.gold2}" opacity=".9"/><g stroke="${C.gold2}" stroke-width="6" opacity=".5"><path d="M600 20v-30M480 140h-40M520 60l-25-25M680 60l25-25"/></g><g fill="#fff" opacity=".2"><path d="M60 440L180 300h180L260 440z"/><path d="M300 440L420 300h180L500 440z"/><path d="M540 440L660 300h180L740 440z"/></g><g stroke="${C.navy}" stroke-width="3" opacity=".4"><path d="M120 370h200M360 370h200M600 370h200"/></g>`,
  // Healthcare: a cross inside soft rings
  care: `<g fill="none" stroke="${C.teal2}" opacity=".5"><circle cx="400" cy="250" r="150" stroke-width="3"/><circle cx="400" cy="250" r="200" stroke-width="2"/><circle cx="400" cy="250" r="250" stroke-width="1"/></g><g fill="${C.gold2}" opacity=".9"><rect x="370" y="170" width="60" height="160" rx="10"/><rect x="320" y="220" width="160" height="60" rx="10"/></g>`,
  // Infrastructure: warehouses and a port crane
  port: `<g fill="#fff" opacity=".18"><path d="M60 460V330l120-60 120 60v130z"/><path d="M320 460V340l110-55 110 55v120z"/></g><g stroke="${C.gold2}" stroke-width="8" fill="none" opacity=".8"><path d="M620 460V150M560 150h200M620 190l120-40M740 150v90"/></g><rect x="0" y="460" width="800" height="40" fill="${C.navy}" opacity=".6"/><g fill="${C.teal2}" opacity=".6"><rect x="560" y="420" width="60" height="40"/><rect x="630" y="420" width="60" height="40"/><rect x="595" y="380" width="60" height="40"/></g>`,
  // Digital marketing: signal arcs and rising bars
  signal: `<g fill="none" stroke="${C.gold2}" stroke-width="6" stroke-linecap="round" opacity=".8"><path d="M200 300a60 60 0 0 1 60-60"/><path d="M200 300a110 110 0 0 1 110-110"/><path d="M200 300a160 160 0 0 1 160-160"/></g><circle cx="200" cy="300" r="16" fill="${C.gold2}"/><g fill="#fff" opacity=".25"><rect x="480" y="340" width="50" height="110"/><rect x="550" y="280" width="50" height="170"/><rect x="620" y="210" width="50" height="240"/><rect x="690" y="130" width="50" height="320"/></g>`,
  // Website development: browser windows
  browser: `<g fill="none" stroke="#fff" stroke-width="4" opacity=".5"><rect x="140" y="90" width="520" height="320" rx="16"/><path d="M140 140h520"/></g><g fill="${C.gold2}"><circle cx="172" cy="115" r="8"/><circle cx="198" cy="115" r="8" opacity=".7"/><circle cx="224" cy="115" r="8" opacity=".4"/></g><g fill="#fff" opacity=".2"><rect x="180" y="170" width="200" height="120" rx="8"/><rect x="410" y="170" width="210" height="24" rx="6"/><rect x="410" y="210" width="170" height="24" rx="6"/><rect x="410" y="250" width="190" height="24" rx="6"/><rect x="180" y="320" width="440" height="50" rx="8"/></g>`,
  // IT consultancy: hexagon cluster
  hex: `<g fill="none" stroke="${C.teal2}" stroke-width="4" opacity=".7"><path d="M400 130l69 40v80l-69 40-69-40v-80z"/><path d="M262 210l69 40v80l-69 40-69-40v-80z"/><path d="M538 210l69 40v80l-69 40-69-40v-80z"/></g><g fill="${C.gold2}" opacity=".85"><path d="M400 170l35 20v40l-35 20-35-20v-40z"/></g><g fill="${C.gold2}" opacity=".7"><circle cx="331" cy="250" r="8"/><circle cx="469" cy="250" r="8"/><circle cx="262" cy="290" r="6"/><circle cx="538" cy="290" r="6"/></g>`,
}

const art = [
  ['inv-001', 'towers'],
  ['inv-002', 'leaves'],
  ['inv-003', 'network'],
  ['inv-004', 'solar'],
  ['inv-005', 'care'],
  ['inv-006', 'port'],
  ['pkg-001', 'signal'],
  ['pkg-002', 'browser'],
  ['pkg-003', 'hex'],
]

art.forEach(([id, motif], i) => {
  const [a, b] = gradients[i % gradients.length]
  const body =
    `<defs>${linear('g', a, b)}</defs><rect width="800" height="500" fill="url(#g)"/>` +
    `<circle cx="${i % 2 ? 80 : 720}" cy="${i % 3 ? 460 : 40}" r="180" fill="#fff" opacity=".05"/>` +
    motifs[motif]
  write(join(seedDir, `${id}.svg`), svg(800, 500, body))
})

// ---------------------------------------------------------------------------
// 400x400 portraits with initials
// ---------------------------------------------------------------------------

const people = [
  ['con-001', 'Khalid Al Mansouri'],
  ['con-002', 'Sarah Thompson'],
  ['con-003', 'Omar Haddad'],
  ['con-004', 'Fatima Al Zaabi'],
  ['con-005', 'Rajesh Nair'],
  ['con-006', 'Layla Karim'],
  ['team-001', 'Ahmed Al Hashimi'],
  ['team-002', 'Catherine Wells'],
  ['team-003', 'Yousef Al Nuaimi'],
  ['team-004', 'Mariam Al Suwaidi'],
  ['team-005', 'David Chen'],
  ['team-006', 'Noura Al Qasimi'],
  ['team-007', 'Arjun Mehta'],
  ['team-008', 'James Whitfield'],
  ['team-009', 'Hala Mansour'],
]

/** First and last word: "Khalid Al Mansouri" -> "KM". */
const initials = (name) => {
  const words = name.split(/\s+/).filter(Boolean)
  return (words[0][0] + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase()
}

const portraitGradients = [
  [C.navy, C.teal],
  [C.teal, C.deep],
  [C.deep, C.gold],
  [C.navy, C.teal2],
  ['#3b2f0b', C.gold],
]

people.forEach(([id, name], i) => {
  const [a, b] = portraitGradients[i % portraitGradients.length]
  const body =
    `<defs>${linear('g', a, b)}</defs><rect width="400" height="400" fill="url(#g)"/>` +
    `<circle cx="340" cy="60" r="120" fill="#fff" opacity=".06"/><circle cx="40" cy="380" r="90" fill="#fff" opacity=".05"/>` +
    `<text x="200" y="200" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="150" font-weight="600" fill="#fff" letter-spacing="4">${initials(name)}</text>`
  write(join(seedDir, `${id}.svg`), svg(400, 400, body))
})

// ---------------------------------------------------------------------------
// Generic placeholder (grey, 800x500)
// ---------------------------------------------------------------------------

write(
  join(imagesDir, 'placeholder.svg'),
  svg(
    800,
    500,
    `<rect width="800" height="500" fill="#e5e7eb"/><g fill="none" stroke="#9ca3af" stroke-width="8" stroke-linejoin="round"><rect x="310" y="170" width="180" height="140" rx="14"/></g><circle cx="360" cy="215" r="16" fill="#9ca3af"/><path d="M322 296l52-52 30 30 28-22 46 44z" fill="#9ca3af"/>`,
  ),
)

// ---------------------------------------------------------------------------
// Hero poster: abstract UAE skyline (1920x1080)
// ---------------------------------------------------------------------------

{
  // [x, width, height] of plain towers; ground line at y=900. Gaps are left for the landmarks.
  const front = [
    [0, 80, 220],
    [90, 60, 330],
    [160, 100, 260],
    [300, 70, 400],
    [380, 90, 300],
    [520, 60, 450],
    [590, 100, 340],
    [720, 80, 280],
    [1010, 90, 380],
    [1110, 60, 470],
    [1180, 100, 300],
    [1300, 80, 410],
    [1600, 90, 360],
    [1700, 60, 290],
    [1770, 110, 230],
    [1890, 30, 200],
  ]
  const back = [
    [40, 70, 420],
    [230, 60, 500],
    [450, 80, 560],
    [650, 70, 480],
    [780, 50, 600],
    [1050, 60, 620],
    [1230, 70, 520],
    [1380, 60, 460],
    [1640, 80, 540],
    [1820, 60, 420],
  ]
  const rects = (list) => list.map(([x, w, h]) => `M${x} 900v-${h}h${w}v${h}z`).join('')
  // A tiered supertall tower (centre) and a sail-shaped hotel (right).
  const d =
    rects(front) +
    'M870 900v-380h70v380zM882 520v-180h46v180zM893 340v-140h24v140zM901 200v-150h8v150z' +
    'M1470 900V560q-6-80 22-150 40 90 30 240v250z'
  const body =
    `<defs>${linear('s', '#050d1f', '#0f5e63', 0, 1)}` +
    `<radialGradient id="h" cx=".5" cy="1" r=".6"><stop offset="0" stop-color="${C.gold2}" stop-opacity=".3"/><stop offset="1" stop-color="${C.gold2}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="w" width="24" height="32" patternUnits="userSpaceOnUse"><rect x="8" y="10" width="6" height="10" fill="${C.gold2}" opacity=".3"/></pattern>` +
    `<path id="c" d="${d}"/></defs>` +
    `<rect width="1920" height="1080" fill="url(#s)"/><rect y="500" width="1920" height="400" fill="url(#h)"/>` +
    `<circle cx="1600" cy="200" r="46" fill="${C.gold2}" opacity=".25"/>` +
    `<path d="${rects(back)}" fill="#0d3a4a" opacity=".6"/>` +
    `<use href="#c" fill="#071628"/><use href="#c" fill="url(#w)"/>` +
    `<rect y="900" width="1920" height="180" fill="#040b18"/>` +
    `<g stroke="${C.teal2}" stroke-width="2" opacity=".25"><path d="M200 940h300M700 980h420M1300 950h260M400 1020h200M1500 1030h300"/></g>`
  write(join(imagesDir, 'hero-poster.svg'), svg(1920, 1080, body))
}

// ---------------------------------------------------------------------------
// Platform video poster: dark abstract (1280x720)
// ---------------------------------------------------------------------------

write(
  join(imagesDir, 'platform-video-poster.svg'),
  svg(
    1280,
    720,
    `<defs><radialGradient id="g" cx=".5" cy=".5" r=".75"><stop offset="0" stop-color="#123a5a"/><stop offset="1" stop-color="#050d1f"/></radialGradient></defs>` +
      `<rect width="1280" height="720" fill="url(#g)"/>` +
      `<g fill="none" stroke="${C.teal2}" opacity=".25"><circle cx="640" cy="360" r="140" stroke-width="3"/><circle cx="640" cy="360" r="230" stroke-width="2"/><circle cx="640" cy="360" r="330"/><circle cx="640" cy="360" r="440"/></g>` +
      `<g stroke="${C.gold2}" stroke-width="2" opacity=".3"><path d="M0 620L1280 140M0 700L1280 220M200 720L1280 320"/></g>` +
      `<g fill="${C.gold2}" opacity=".5"><circle cx="300" cy="160" r="5"/><circle cx="980" cy="560" r="6"/><circle cx="1080" cy="180" r="4"/><circle cx="210" cy="520" r="4"/></g>`,
  ),
)

for (const [path, size] of written) console.log(`${String(size).padStart(5)}  ${path}`)
