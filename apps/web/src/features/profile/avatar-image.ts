// Avatar upload: which files are accepted, and the square 256 x 256 downscale drawn on a canvas.

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = 256;

export type AvatarFileProblem = 'type' | 'size' | 'empty';

/** undefined when the file may be used; otherwise why not. */
export function avatarFileProblem(file: {
  type: string;
  size: number;
}): AvatarFileProblem | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  return file.size > AVATAR_MAX_BYTES ? 'size' : undefined;
}

export type CropRect = { sx: number; sy: number; size: number };

/** The largest centred square of a width x height image (a portrait loses top and bottom equally). */
export function centreSquare(width: number, height: number): CropRect {
  const size = Math.min(width, height);
  return { sx: Math.floor((width - size) / 2), sy: Math.floor((height - size) / 2), size };
}

type Drawable = CanvasImageSource & { width: number; height: number };

type Canvas = {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): Pick<
    CanvasRenderingContext2D,
    'drawImage' | 'fillRect' | 'fillStyle' | 'imageSmoothingQuality'
  > | null;
  toDataURL(type?: string, quality?: number): string;
};

/**
 * Draws the centred square of `image` onto a 256 x 256 canvas and returns it as a data URL. WebP
 * keeps it small (about 10-30 kB); a browser without WebP encoding returns PNG, which is fine too.
 * A white background first, so a transparent PNG does not turn black when stored lossy.
 */
export function drawAvatar(image: Drawable, canvas: Canvas): string {
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
  context.imageSmoothingQuality = 'high';
  const { sx, sy, size } = centreSquare(image.width, image.height);
  context.drawImage(image, sx, sy, size, size, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  return canvas.toDataURL('image/webp', 0.85);
}

export class AvatarDecodeError extends Error {
  override readonly name = 'AvatarDecodeError';
}

/** Decodes the file (a broken or disguised file throws AvatarDecodeError) and downscales it. */
export async function downscaleAvatar(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (cause) {
    throw new AvatarDecodeError('The image could not be read', { cause });
  }
  try {
    return drawAvatar(bitmap, document.createElement('canvas'));
  } finally {
    bitmap.close();
  }
}
