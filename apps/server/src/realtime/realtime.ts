import type { ServerEvent } from '@azubi/shared/messaging/realtime';

/**
 * What the HTTP side needs from realtime (ARCHITECTURE.md conventions adapters): emit an event, take a user's sockets
 * out of rooms, drop a user's sockets. With `REDIS_URL` every call reaches the sockets on every
 * instance (socket.io's Redis adapter); without it, this instance's. socket.io is only the live
 * channel: whatever is emitted is already stored, and clients catch up from the database.
 */
export interface Realtime {
  /** Sends `event` once to every socket in any of `rooms`. */
  emit(rooms: string[], event: ServerEvent): void;
  /** Makes the user's sockets (on every instance) leave the rooms at once. */
  leaveRooms(userId: string, rooms: string[]): Promise<void>;
  /** Disconnects every socket of the user (account deleted). */
  disconnectUser(userId: string): Promise<void>;
}

/** For code that runs without a socket server (scripts, the seed). */
export const NO_REALTIME: Realtime = {
  emit: () => {},
  leaveRooms: async () => {},
  disconnectUser: async () => {},
};
