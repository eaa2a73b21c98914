export type Crop = { zoom: number; x: number; y: number };

/**
 * The part of an image a crop of the given aspect (width / height) shows: `zoom` 1 is the largest
 * centred rectangle of that aspect, `x` and `y` (-1 … 1) move it towards the image's edges.
 * The one rule of every cropper (`components/image-cropper.tsx`).
 */
export function cropRect(width: number, height: number, aspect: number, { zoom, x, y }: Crop) {
  const fullWidth = Math.min(width, height * aspect);
  const cropWidth = fullWidth / zoom;
  const cropHeight = cropWidth / aspect;
  const left = (width - cropWidth) / 2 + (x * (width - cropWidth)) / 2;
  const top = (height - cropHeight) / 2 + (y * (height - cropHeight)) / 2;
  return { left, top, width: cropWidth, height: cropHeight };
}

/**
 * Draws the crop of `image` into `canvas` at `width` × `height`; with `background`, on that colour
 * first (a transparent logo on white: JPEG keeps no transparency).
 */
export function drawCrop(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  crop: Crop,
  width: number,
  height: number,
  background?: string,
) {
  const context = canvas.getContext('2d');
  if (!context) return;
  canvas.width = width;
  canvas.height = height;
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
  }
  const rect = cropRect(image.naturalWidth, image.naturalHeight, width / height, crop);
  context.drawImage(image, rect.left, rect.top, rect.width, rect.height, 0, 0, width, height);
}
