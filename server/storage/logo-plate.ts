import sharp from "sharp";

/** How close to white a corner must be (each of R, G and B at least this) to count as a white background. */
const WHITE = 232;

/**
 * A logo uploaded on a white background (most logos sent by e-mail are)
 * would show as a white square sticker on the dark header (issue 26). Such a
 * logo is trimmed of its white margins, and the header then shows it on a
 * small white plate with rounded corners, which looks meant. A logo with a
 * transparent or coloured background is left as it is (null).
 */
export async function plateLogo(data: Buffer): Promise<{ data: Buffer; plate: true } | null> {
  const img = sharp(data, { failOn: "none" });
  const meta = await img.metadata();
  if (!meta.width || !meta.height) return null;
  // The four corners of a small copy: transparent or coloured corners mean no white background.
  const { data: px, info } = await img
    .clone()
    .ensureAlpha()
    .resize(16, 16, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => px.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4);
  const last = info.width - 1;
  const corners = [at(0, 0), at(last, 0), at(0, last), at(last, last)];
  const white = corners.every(([r, g, b, a]) => a > 200 && r >= WHITE && g >= WHITE && b >= WHITE);
  if (!white) return null;
  let trimmed: Buffer;
  try {
    trimmed = await sharp(data, { failOn: "none" }).trim({ background: "#ffffff", threshold: 30 }).png().toBuffer();
  } catch {
    // Nothing but white (sharp cannot trim it all away): keep the picture, still on its plate.
    trimmed = await sharp(data, { failOn: "none" }).png().toBuffer();
  }
  return { data: trimmed, plate: true };
}
