// A camera original, made when a test or the benchmark needs one, so no multi-megabyte file is
// committed: a 4000 × 3000 JPEG at quality 92 whose noise makes it weigh what a camera's does.
// `seed` varies the noise, so 50 photos are 50 different images to process.
import sharp from 'sharp';

export const CAMERA_WIDTH = 4000;
export const CAMERA_HEIGHT = 3000;

/** A small deterministic random generator (mulberry32): the same seed draws the same photo. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The size of the photo and its noise: `seed` draws another photo, `grain` is the noise's strength. */
export interface CameraPhotoOptions {
  width?: number;
  height?: number;
  seed?: number;
  grain?: number;
}

/** The JPEG's bytes: a diagonal colour gradient with grain, like a photo of a wall in low light. */
export async function cameraPhoto({
  width = CAMERA_WIDTH,
  height = CAMERA_HEIGHT,
  seed = 1,
  grain = 38,
}: CameraPhotoOptions = {}): Promise<Buffer> {
  const next = random(seed);
  const pixels = Buffer.alloc(width * height * 3);
  const hue = next() * 120;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const along = (x / width + y / height) / 2;
      const offset = (y * width + x) * 3;
      const noise = (next() - 0.5) * grain;
      pixels[offset] = Math.max(0, Math.min(255, 40 + hue + along * 120 + noise));
      pixels[offset + 1] = Math.max(0, Math.min(255, 90 + along * 100 + noise));
      pixels[offset + 2] = Math.max(0, Math.min(255, 200 - along * 110 + noise));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
