import { create } from 'qrcode';

/** A QR code drawn in the page from `text` (no image service sees the secret). */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const span = modules.size + quiet * 2;
  const cells: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) cells.push(`M${column + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${span} ${span}`}>
      <rect width={span} height={span} fill="#fff" />
      <path d={cells.join('')} fill="#000" shapeRendering="crispEdges" />
    </svg>
  );
}
