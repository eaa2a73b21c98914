import {
  JoinAckSchema,
  PresenceAckSchema,
  SERVER_EVENT,
  ServerEventSchema,
  type ClientToServerEvents,
  type JoinAck,
  type PresenceRecord,
  type ServerEvent,
  type ServerToClientEvents,
} from '@azubi/shared/messaging/realtime';
import { io, type Socket } from 'socket.io-client';

export type ConnectionListener = (connected: boolean, reconnect: boolean) => void;

/**
 * The live channel (socket.io on the app's own origin, the session cookie authenticates it). It
 * carries events only: messages are sent through the HTTP API and caught up from it after a
 * reconnect, so nothing here has to be delivered exactly once. Every event is checked against the
 * shared union before anyone sees it. Loaded on demand (`realtime.ts`), never with a public page.
 */
export class SocketConnection {
  private readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  private readonly eventListeners = new Set<(event: ServerEvent) => void>();
  private readonly connectionListeners = new Set<ConnectionListener>();
  private readonly rooms = new Map<string, number>();
  private connectedOnce = false;

  constructor() {
    this.socket = io({
      path: '/socket.io',
      withCredentials: true,
      transports: ['websocket', 'polling'],
      reconnectionDelay: 500,
      reconnectionDelayMax: 5_000,
    });
    this.socket.on(SERVER_EVENT, (payload: unknown) => {
      const parsed = ServerEventSchema.safeParse(payload);
      if (!parsed.success) return;
      for (const listener of this.eventListeners) listener(parsed.data);
    });
    this.socket.on('connect', () => {
      const reconnect = this.connectedOnce;
      this.connectedOnce = true;
      // A new connection has no rooms: join the open conversations again.
      for (const conversationId of this.rooms.keys()) void this.emitJoin(conversationId);
      for (const listener of this.connectionListeners) listener(true, reconnect);
    });
    this.socket.on('disconnect', () => {
      for (const listener of this.connectionListeners) listener(false, false);
    });
    // A first attempt that failed (no network, server away): "No connection" from then on, not before.
    this.socket.on('connect_error', () => {
      if (this.socket.connected) return;
      for (const listener of this.connectionListeners) listener(false, false);
    });
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  onEvent(listener: (event: ServerEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  onConnection(listener: ConnectionListener): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  /** Joins a conversation's room while at least one view has it open; the server checks access. */
  join(conversationId: string): () => void {
    const count = this.rooms.get(conversationId) ?? 0;
    this.rooms.set(conversationId, count + 1);
    if (count === 0 && this.socket.connected) void this.emitJoin(conversationId);
    return () => {
      const left = (this.rooms.get(conversationId) ?? 1) - 1;
      if (left > 0) {
        this.rooms.set(conversationId, left);
        return;
      }
      this.rooms.delete(conversationId);
      if (this.socket.connected) this.socket.emit('conversation.leave', { conversationId });
    };
  }

  typing(conversationId: string): void {
    if (this.socket.connected) this.socket.emit('typing', { conversationId });
  }

  async presence(userIds: string[]): Promise<PresenceRecord[]> {
    if (!this.socket.connected || userIds.length === 0) return [];
    try {
      const answer = await this.socket.timeout(5_000).emitWithAck('presence.query', { userIds });
      const parsed = PresenceAckSchema.safeParse(answer);
      return parsed.success ? parsed.data.presence : [];
    } catch {
      return [];
    }
  }

  private async emitJoin(conversationId: string): Promise<JoinAck> {
    try {
      const answer = await this.socket.timeout(5_000).emitWithAck('conversation.join', { conversationId });
      const parsed = JoinAckSchema.safeParse(answer);
      return parsed.success ? parsed.data : { ok: false, error: 'messaging.forbidden' };
    } catch {
      return { ok: false, error: 'errors.serviceUnavailable' };
    }
  }

  /**
   * Starts a fresh connection: after the network comes back, a socket that never noticed it was
   * gone (no close, only lost packets) would wait for its heartbeat to time out first.
   */
  refresh(): void {
    this.socket.disconnect();
    this.socket.connect();
  }

  close(): void {
    this.socket.close();
  }
}
