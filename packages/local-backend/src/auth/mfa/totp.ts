import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** GoTrue's TOTP parameters (pquerna/otp defaults): SHA-1, 6 digits, 30 s, 20-byte secret. */
const PERIOD = 30;
const DIGITS = 6;
const SECRET_BYTES = 20;
/** Codes of the neighbouring time steps are accepted too, as GoTrue's `Skew: 1`. */
const SKEW = 1;
/** Pixels per QR module, as GoTrue's `DefaultQRSize`. */
const MODULE_PX = 3;

/** A newly generated TOTP key: the base32 secret, its `otpauth://` URI and a QR code of it. */
export interface TotpKey {
  secret: string;
  uri: string;
  /** The URI as an SVG image (raw markup; auth-js turns it into a data URI). */
  qrCode: string;
}

function totpOf(secret: string | Secret, issuer: string, accountName: string): TOTP {
  return new TOTP({
    issuer,
    label: accountName,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret,
  });
}

/**
 * Draws `text` as a QR code in SVG with error correction H, as GoTrue's goqrsvg output: dark
 * modules on a white ground, here with the standard 4-module quiet zone so it scans on dark
 * pages too. Colours are named, never `#rgb`, because clients put the markup unencoded into a
 * `data:` URI, where `#` would end it.
 */
export function qrSvg(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  const quiet = 4;
  const size = (modules.size + 2 * quiet) * MODULE_PX;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // One rectangle per horizontal run of dark modules keeps the markup small.
      const width = (col - start) * MODULE_PX;
      const x = (start + quiet) * MODULE_PX;
      const y = (row + quiet) * MODULE_PX;
      path += `M${x} ${y}h${width}v${MODULE_PX}h-${width}z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="white"/><path fill="black" d="${path}"/></svg>`
  );
}

/** Generates a random TOTP key for `accountName` (the user's email) under `issuer`. */
export function generateTotpKey(issuer: string, accountName: string): TotpKey {
  const secret = new Secret({ size: SECRET_BYTES });
  const uri = totpOf(secret, issuer, accountName).toString();
  return { secret: secret.base32, uri, qrCode: qrSvg(uri) };
}

/** Whether `code` is the TOTP of `secret` at `at` or one time step either side of it. */
export function checkTotpCode(secret: string, code: string, at: Date): boolean {
  if (!/^\d+$/.test(code) || code.length !== DIGITS) return false;
  const totp = totpOf(Secret.fromBase32(secret), '', '');
  return totp.validate({ token: code, timestamp: at.getTime(), window: SKEW }) !== null;
}
