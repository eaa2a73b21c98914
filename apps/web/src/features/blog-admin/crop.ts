export type Crop = { zoom: number; x: number; y: number };

/**
 * The part of an image a crop of the given aspect (width / height) shows: `zoom` 1 is the largest
 * centred rectangle of that aspect, `x` and `y` (-1 … 1) move it towards the image's edges. (The
 * same rule as the company images' cropper; features do not share components.)
 */
export function cropRect(width: number, height: number, aspect: number, { zoom, x, y }: Crop) {
  const fullWidth = Math.min(width, height * aspect);
  const cropWidth = fullWidth / zoom;
  const cropHeight = cropWidth / aspect;
  const left = (width - cropWidth) / 2 + (x * (width - cropWidth)) / 2;
  const top = (height - cropHeight) / 2 + (y * (height - cropHeight)) / 2;
  return { left, top, width: cropWidth, height: cropHeight };
}
