import QRCode from "qrcode";

export interface QrCode {
  /** Modules per side, including the quiet zone. */
  size: number;
  /** One SVG path drawing every dark module as a 1×1 square. */
  path: string;
}

/** A QR code for `text` as an SVG path (error correction M, a 4-module quiet zone). */
export function qrCode(text: string): QrCode {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  return { size: modules.size + quiet * 2, path: parts.join("") };
}
