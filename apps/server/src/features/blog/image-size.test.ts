// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { describe, expect, it } from 'vitest';
import * as media from '../../testing/fixtures/media';
import { imageSize } from './image-size';

/** A JPEG with an APP0 segment and a baseline frame header (SOF0) of `width`×`height`. */
function jpeg(width: number, height: number, sof = 0xc0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const frame = Buffer.alloc(19);
  frame.set([0xff, sof, 0x00, 0x11, 0x08]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, Buffer.from([0xff, 0xd9])]);
}

function riff(chunk: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(`WEBP${chunk}`, 'ascii'), Buffer.alloc(4), data]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'ascii'), size, body]);
}

describe('imageSize', () => {
  it('reads PNG, JPEG (baseline and progressive) and WebP (lossy, lossless, extended) headers', () => {
    expect(imageSize(media.png(40, 21), 'image/png')).toEqual({ width: 40, height: 21 });
    expect(imageSize(jpeg(1200, 630), 'image/jpeg')).toEqual({ width: 1200, height: 630 });
    expect(imageSize(jpeg(800, 600, 0xc2), 'image/jpeg')).toEqual({ width: 800, height: 600 });

    const vp8 = Buffer.alloc(10);
    vp8.set([0, 0, 0, 0x9d, 0x01, 0x2a]);
    vp8.writeUInt16LE(640, 6);
    vp8.writeUInt16LE(480, 8);
    expect(imageSize(riff('VP8 ', vp8), 'image/webp')).toEqual({ width: 640, height: 480 });

    const vp8l = Buffer.alloc(10);
    vp8l[0] = 0x2f;
    vp8l.writeUInt32LE((300 - 1) | ((200 - 1) << 14), 1);
    expect(imageSize(riff('VP8L', vp8l), 'image/webp')).toEqual({ width: 300, height: 200 });

    const vp8x = Buffer.alloc(10);
    vp8x.writeUIntLE(1920 - 1, 4, 3);
    vp8x.writeUIntLE(1080 - 1, 7, 3);
    expect(imageSize(riff('VP8X', vp8x), 'image/webp')).toEqual({ width: 1920, height: 1080 });
  });

  it('answers null for headers without a size', () => {
    expect(imageSize(media.jpegHeader(), 'image/jpeg')).toBeNull();
    expect(imageSize(media.webpHeader(), 'image/webp')).toBeNull();
    expect(imageSize(Buffer.from('not an image'), 'image/png')).toBeNull();
    expect(imageSize(media.png(0, 0), 'image/png')).toBeNull();
  });
});
