/**
 * The product pictures of the fixtures: one small SVG per slug, drawn from a table (a background and
 * a few shapes), so the sandbox can serve `images/<slug>.svg` itself (handlers/catalog.ts).
 */

/** A shape: its colour and path data in a 96 × 96 box; closed paths are filled, open ones stroked. */
type Shape = [colour: string, d: string];

// Shapes that several products share.
const bag = (colour: string, fold: string): Shape[] => [
  [colour, 'M30 28h36l6 54H24z'],
  [fold, 'M30 28l4-10h28l4 10z'],
];
const bean = (colour: string, crease: string, x: number, y: number): Shape[] => [
  [colour, `M${x} ${y - 13}c7 0 11 6 11 13s-4 13-11 13-11-6-11-13 4-13 11-13z`],
  [crease, `M${x} ${y - 9}c-3 5 3 13 0 18`],
];
const box = (colour: string, lid: string, ribbon: string): Shape[] => [
  [colour, 'M18 40h60v38H18z'],
  [lid, 'M14 30h68v12H14z'],
  [ribbon, 'M44 30h8v48h-8z'],
];

const pictures = new Map<string, { background: string; shapes: Shape[] }>([
  [
    'house-blend-subscription',
    { background: '#efe3d3', shapes: [...bag('#7a4a2a', '#5e361d'), ...bean('#f6efe6', '#7a4a2a', 48, 58)] },
  ],
  [
    'tea-club',
    {
      background: '#e1ecdc',
      shapes: [
        ['#3f6b4a', 'M28 32h40v48H28z'],
        ['#2d5037', 'M26 22h44v12H26z'],
        ['#cfe3c8', 'M48 44c9 5 9 17 0 24-9-7-9-19 0-24z'],
      ],
    },
  ],
  [
    'winter-reserve',
    {
      background: '#dde6f0',
      shapes: [...bag('#33465c', '#243346'), ['#f2f6fa', 'M48 44v28M36 51l24 14M36 65l24-14']],
    },
  ],
  [
    'ceramic-mug',
    {
      background: '#f1e9dc',
      shapes: [
        ['#8a6440', 'M62 40h7c7 0 10 5 10 10s-3 10-10 10h-7v-6h6c3 0 5-2 5-4s-2-4-5-4h-6z'],
        ['#b58a5c', 'M22 30h42v36c0 8-6 14-14 14H36c-8 0-14-6-14-14z'],
        ['#d9bb93', 'M22 30h42v6H22z'],
      ],
    },
  ],
  [
    'paper-filters',
    {
      background: '#f5f1e8',
      shapes: [
        ['#d8c6a4', 'M18 30h60L60 76H36z'],
        ['#b89a68', 'M27 40h42M33 54h30'],
      ],
    },
  ],
  [
    'espresso-machine',
    {
      background: '#e6e6e6',
      shapes: [
        ['#3b3b3b', 'M24 18h48v14H24zM28 32h40v30H28zM20 72h56v6H20z'],
        ['#c9c9c9', 'M38 60h20v12H38z'],
        ['#c9c9c9', 'M48 34v12'],
      ],
    },
  ],
  [
    'brewing-guide',
    {
      background: '#e7e2f3',
      shapes: [
        ['#4f4680', 'M18 26c11-4 21-4 30 2 9-6 19-6 30-2v48c-11-4-21-4-30 2-9-6-19-6-30-2z'],
        [
          '#e7e2f3',
          'M48 30v44M26 38c6-2 11-2 16 0M26 48c6-2 11-2 16 0M54 38c6-2 11-2 16 0M54 48c6-2 11-2 16 0',
        ],
      ],
    },
  ],
  [
    'gift-card',
    {
      background: '#f7e1e4',
      shapes: [
        ['#b23a52', 'M14 26h68v44H14z'],
        ['#f5c6cf', 'M14 42h68v6H14zM38 26h6v44h-6z'],
        ['#f5c6cf', 'M41 42c-8-10-18-6-12 0M41 42c8-10 18-6 12 0'],
      ],
    },
  ],
  [
    'single-origin-beans',
    {
      background: '#f0e6d8',
      shapes: [...bean('#5c3a22', '#c29a76', 34, 40), ...bean('#7a4a2a', '#d2ae8a', 60, 58)],
    },
  ],
  [
    'snacks',
    {
      background: '#f5ead9',
      shapes: [
        ['#c08a4a', 'M16 56l54-32 8 14-54 32z'],
        ['#7a522a', 'M30 54l2 4M42 47l2 4M54 40l2 4'],
      ],
    },
  ],
  ['build-your-box', { background: '#e4ede9', shapes: box('#1f6f5c', '#185748', '#b7d4cb') }],
  ['build-your-box-once', { background: '#ece6dc', shapes: box('#a47a50', '#8a6440', '#ecd9bd') }],
  [
    'starter-kit',
    {
      background: '#e4ede9',
      shapes: [
        ['#b58a5c', 'M20 22h18v26H20z'],
        ['#7a4a2a', 'M44 16h24v32H44z'],
        ['#1f6f5c', 'M14 42h68v36H14z'],
        ['#b7d4cb', 'M14 52h68v5H14z'],
      ],
    },
  ],
]);

function shape([colour, d]: Shape): string {
  return /z$/i.test(d)
    ? `<path fill="${colour}" d="${d}"/>`
    : `<path fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round" d="${d}"/>`;
}

/** The slugs that have a picture: every product and bundle of the fixtures. */
export const imageSlugs = (): string[] => [...pictures.keys()];

/** The SVG of the file `<slug>.svg`, or `undefined` when the sandbox has no such picture. */
export function productImage(file: string): string | undefined {
  const picture = pictures.get(/^([a-z0-9-]+)\.svg$/.exec(file)?.[1] ?? '');
  if (!picture) return undefined;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">' +
    `<rect width="96" height="96" fill="${picture.background}"/>${picture.shapes.map(shape).join('')}</svg>`
  );
}
