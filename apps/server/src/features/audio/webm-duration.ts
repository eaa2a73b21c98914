/**
 * The length of a WebM (Matroska) recording, read from the file itself.
 *
 * Chrome's MediaRecorder writes WebM as a live stream: the segment and its clusters have an
 * "unknown" size and the segment info carries no Duration. General-purpose metadata readers
 * (music-metadata included) stop at such files, so this small scanner walks the EBML elements in
 * order: it enters Segment, Info, Tracks, Cluster and BlockGroup, reads TimecodeScale, Duration,
 * each track's type, each cluster's Timecode and each block's relative timestamp, and skips
 * everything else by its size. The length is the latest block timestamp plus one frame (the mean
 * spacing of the blocks), or the Duration element when a muxer wrote one.
 */
export type WebmInfo = { durationSeconds: number | null; hasAudio: boolean; hasVideo: boolean };

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

const CONTAINERS = new Set<number>([ID.segment, ID.info, ID.tracks, ID.trackEntry, ID.cluster, ID.blockGroup]);

function readId(buffer: Buffer, pos: number): { id: number; length: number } | null {
  const first = buffer[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 4 || pos + length > buffer.length) return null;
  let id = 0;
  for (let i = 0; i < length; i++) id = id * 256 + buffer[pos + i]!;
  return { id, length };
}

/** A variable-size integer; `unknown` when all value bits are set (the "size not known" marker). */
function readSize(buffer: Buffer, pos: number): { value: number; length: number; unknown: boolean } | null {
  const first = buffer[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || pos + length > buffer.length) return null;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buffer[pos + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: allOnes };
}

function readUint(buffer: Buffer, start: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + buffer[start + i]!;
  return value;
}

export function readWebmInfo(buffer: Buffer): WebmInfo {
  let timecodeScale = 1_000_000;
  let declaredDuration: number | null = null;
  let clusterTime = 0;
  let latest = -1;
  let first = Number.POSITIVE_INFINITY;
  let blocks = 0;
  let hasAudio = false;
  let hasVideo = false;

  let pos = 0;
  while (pos < buffer.length) {
    const id = readId(buffer, pos);
    if (!id) break;
    const size = readSize(buffer, pos + id.length);
    if (!size) break;
    const start = pos + id.length + size.length;
    if (CONTAINERS.has(id.id)) {
      // Enter: the children follow; an unknown size simply runs until the next sibling.
      pos = start;
      continue;
    }
    if (size.unknown || start + size.value > buffer.length) break;
    switch (id.id) {
      case ID.timecodeScale:
        timecodeScale = readUint(buffer, start, size.value) || timecodeScale;
        break;
      case ID.duration:
        declaredDuration =
          size.value === 4 ? buffer.readFloatBE(start) : size.value === 8 ? buffer.readDoubleBE(start) : null;
        break;
      case ID.trackType: {
        const type = readUint(buffer, start, size.value);
        if (type === 2) hasAudio = true;
        if (type === 1) hasVideo = true;
        break;
      }
      case ID.timecode:
        clusterTime = readUint(buffer, start, size.value);
        break;
      case ID.simpleBlock:
      case ID.block: {
        const track = readSize(buffer, start);
        if (!track) break;
        const at = clusterTime + buffer.readInt16BE(start + track.length);
        latest = Math.max(latest, at);
        first = Math.min(first, at);
        blocks++;
        break;
      }
    }
    pos = start + size.value;
  }

  const toSeconds = (ticks: number) => (ticks * timecodeScale) / 1_000_000_000;
  if (declaredDuration !== null && declaredDuration > 0)
    return { durationSeconds: toSeconds(declaredDuration), hasAudio, hasVideo };
  // An audio track without a single block: the recorder stopped before any sound (empty).
  if (blocks === 0) return { durationSeconds: hasAudio ? 0 : null, hasAudio, hasVideo };
  const frame = blocks > 1 ? (latest - first) / (blocks - 1) : 0;
  return { durationSeconds: toSeconds(latest + frame), hasAudio, hasVideo };
}
