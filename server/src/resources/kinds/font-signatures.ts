// Font files are recognised by their first bytes, whatever name or content type they came with.

export interface FontKind {
  name: 'TrueType' | 'OpenType' | 'WOFF' | 'WOFF2';
  mediaType: string;
}

const SIGNATURES: [number[], FontKind][] = [
  [[0x00, 0x01, 0x00, 0x00], { name: 'TrueType', mediaType: 'font/ttf' }],
  [[0x74, 0x72, 0x75, 0x65], { name: 'TrueType', mediaType: 'font/ttf' }], // "true" (older Apple fonts)
  [[0x4f, 0x54, 0x54, 0x4f], { name: 'OpenType', mediaType: 'font/otf' }], // "OTTO"
  [[0x77, 0x4f, 0x46, 0x46], { name: 'WOFF', mediaType: 'font/woff' }], // "wOFF"
  [[0x77, 0x4f, 0x46, 0x32], { name: 'WOFF2', mediaType: 'font/woff2' }], // "wOF2"
];

export function fontKind(bytes: Uint8Array): FontKind | undefined {
  return SIGNATURES.find(([sig]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b))?.[1];
}
