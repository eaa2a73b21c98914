import { describe, expect, it } from 'vitest';
import { cropRect } from './crop';

describe('cropRect: the part of a picture a logo or banner crop shows', () => {
  it('takes the largest centred rectangle of the aspect at zoom 1', () => {
    // A 3:1 banner out of a 900 × 600 picture: the full width, 300 high, centred.
    expect(cropRect(900, 600, 3, { zoom: 1, x: 0, y: 0 })).toEqual({ left: 0, top: 150, width: 900, height: 300 });
    // A square logo out of a landscape picture: the full height, centred.
    expect(cropRect(400, 200, 1, { zoom: 1, x: 0, y: 0 })).toEqual({ left: 100, top: 0, width: 200, height: 200 });
    // A 3:1 banner out of a very wide picture: the full height.
    expect(cropRect(3000, 500, 3, { zoom: 1, x: 0, y: 0 })).toEqual({ left: 750, top: 0, width: 1500, height: 500 });
  });

  it('zooms in and moves the frame to the edges without leaving the picture', () => {
    expect(cropRect(400, 200, 1, { zoom: 2, x: 0, y: 0 })).toEqual({ left: 150, top: 50, width: 100, height: 100 });
    expect(cropRect(400, 200, 1, { zoom: 2, x: -1, y: -1 })).toEqual({ left: 0, top: 0, width: 100, height: 100 });
    expect(cropRect(400, 200, 1, { zoom: 2, x: 1, y: 1 })).toEqual({ left: 300, top: 100, width: 100, height: 100 });
  });
});
