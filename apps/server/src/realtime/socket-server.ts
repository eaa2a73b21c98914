import {
  ConversationJoinSchema,
  ConversationLeaveSchema,
  PresenceQuerySchema,
  SERVER_EVENT,
  TypingSchema,
  type ClientToServerEvents,
  type JoinAck,
  type PresenceAck,
  type ServerEvent,
  type ServerToClientEvents,
} from '@azubi/shared/messaging/realtime';
import type { ConversationSide } from '@azubi/shared/messaging/messaging';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Server as HttpServer } from 'node:http';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import { checkRateLimit, RATE_LIMITS, type RateLimitStore } from '../http/rate-limiter';
import { CLIENT_IP_HEADER, type Auth } from '../platform/session/auth-instance';
import { actorFromHeaders, type Actor } from '../platform/session/session';
import { joinAccess } from '../features/messaging/conversation-access';
import { presenceRecords, senderDisplayName, watchableUserIds } from '../features/messaging/conversation-people';
import { createMemoryPresence, createRedisPresence, PRESENCE_REFRESH_MS, type PresenceStore } from './presence';
import type { Realtime } from './realtime';
import { conversationRoom, presenceRoom, userRoom } from './rooms';

/** Below the 45 s after which NAT boxes and phone networks drop an idle connection. */
export const PING_INTERVAL_MS = 25_000;
export const PING_TIMEOUT_MS = 20_000;
/** At most one typing event per conversation and socket in this time. */
const TYPING_EVERY_MS = 2_000;
/** A socket refused this many events in a row (over the account's limit) is disconnected. */
export const SOCKET_REFUSALS_BEFORE_DISCONNECT = 20;

type SocketData = {
  actor: Actor;
  /** The side and shown name of each conversation this socket joined (typing events name them). */
  joined: Map<string, { side: ConversationSide; name: string }>;
  typingAt: Map<string, number>;
  /** Until when the account is over its event limit, as this socket last heard (refused locally). */
  limitedUntil: number;
  /** Events refused since the last one let through. */
  refusals: number;
  /** This socket's own events in the current window: past the account's limit, no store is asked. */
  window: { startedAt: number; count: number };
};
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export type SocketServerDeps = {
  httpServer: HttpServer;
  auth: Auth;
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** The HTTP API limit's store: socket events count per account across every instance. */
  rateLimits: RateLimitStore;
};

/**
 * socket.io on the app's own HTTP server and port (path `/socket.io`, websocket with long-polling
 * as the fallback). A connection is accepted only with a valid session cookie and, from a
 * browser, only from our own origin; its sockets join `user:<id>`. Joining a conversation's room
 * asks the access rule each time (`joinAccess`, one statement with the session check). With `REDIS_URL`, the Redis adapter carries events,
 * room changes and disconnects between instances and presence lives in Redis.
 */
export async function createSocketServer(
  deps: SocketServerDeps,
): Promise<{ io: RealtimeServer; realtime: Realtime; closeConnections(): Promise<void>; close(): Promise<void> }> {
  const { db, auth, config, log, rateLimits } = deps;
  const io: RealtimeServer = new Server(deps.httpServer, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (request, callback) => callback(null, sameOrigin(request.headers, config.publicUrl)),
  });

  let redis: { pub: Redis; sub: Redis } | null = null;
  let presence: PresenceStore;
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    for (const client of [pub, sub]) client.on('error', (err) => log.warn({ err }, 'realtime redis error'));
    io.adapter(createAdapter(pub, sub, { key: 'azubi:socket.io' }));
    redis = { pub, sub };
    presence = createRedisPresence(pub);
  } else {
    presence = createMemoryPresence();
  }

  // After close() an emit would publish on a closed Redis connection (an unhandled rejection).
  let closed = false;
  const emit = (rooms: string[], event: ServerEvent) => {
    if (rooms.length > 0 && !closed) io.to(rooms).emit(SERVER_EVENT, event);
  };

  /** Counts one event of the account; false when it is over the limit (shared by every instance). */
  const withinLimit = async (userId: string): Promise<{ allowed: boolean; retryAfterMs: number }> => {
    const limit = await checkRateLimit(rateLimits, RATE_LIMITS.socketEvent, [`account:${userId}`]);
    return { allowed: limit.allowed, retryAfterMs: limit.retryAfterSeconds * 1000 };
  };

  io.use((socket, next) => {
    const headers = new Headers();
    const { cookie, 'user-agent': userAgent } = socket.handshake.headers;
    if (cookie) headers.set('cookie', cookie);
    if (userAgent) headers.set('user-agent', userAgent);
    headers.set(CLIENT_IP_HEADER, socket.handshake.address);
    actorFromHeaders(auth, headers)
      .then(async (actor) => {
        if (!actor) return next(new Error('errors.unauthenticated'));
        // A connection counts too: a socket disconnected for flooding cannot simply come back.
        if (!(await withinLimit(actor.userId)).allowed) return next(new Error('errors.rateLimited'));
        socket.data.actor = actor;
        socket.data.limitedUntil = 0;
        socket.data.refusals = 0;
        socket.data.window = { startedAt: Date.now(), count: 0 };
        socket.data.joined = new Map();
        socket.data.typingAt = new Map();
        next();
      })
      .catch((err: unknown) => {
        log.error({ err }, 'socket authentication failed');
        next(new Error('errors.internal'));
      });
  });

  // Presence updates still running: close() lets them finish before it closes Redis (at SIGTERM every
  // socket disconnects at once; an update or its announcement on a closed connection was an
  // unhandled "Connection is closed" that made the draining instance exit 1; topology test, ADR 0031).
  const pendingPresence = new Set<Promise<unknown>>();
  const tracked = (work: Promise<unknown>) => {
    pendingPresence.add(work);
    void work.finally(() => pendingPresence.delete(work));
  };

  io.on('connection', (socket: AppSocket) => {
    const { actor } = socket.data;
    void socket.join(userRoom(actor.userId));
    throttle(socket);
    tracked(
      presence
        .connect(actor.userId, socket.id)
        .then((cameOnline) => {
          if (cameOnline)
            emit([presenceRoom(actor.userId)], {
              type: 'presence',
              userId: actor.userId,
              online: true,
              lastSeenAt: null,
            });
        })
        .catch((err: unknown) => log.warn({ err }, 'presence update failed')),
    );

    socket.on('disconnect', () => {
      tracked(
        presence
          .disconnect(actor.userId, socket.id)
          .then(({ offline, lastSeenAt }) => {
            if (offline)
              emit([presenceRoom(actor.userId)], { type: 'presence', userId: actor.userId, online: false, lastSeenAt });
          })
          .catch((err: unknown) => log.warn({ err }, 'presence update failed')),
      );
    });

    socket.on('conversation.join', (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      join(socket, payload)
        .then(reply)
        .catch((err: unknown) => {
          if (!(err instanceof AppError)) log.error({ err }, 'conversation.join failed');
          reply({ ok: false, error: err instanceof AppError ? err.messageKey : 'errors.internal' });
        });
    });

    socket.on('conversation.leave', (payload) => {
      const parsed = ConversationLeaveSchema.safeParse(payload);
      if (!parsed.success) return;
      socket.data.joined.delete(parsed.data.conversationId);
      void socket.leave(conversationRoom(parsed.data.conversationId));
    });

    socket.on('typing', (payload) => {
      const parsed = TypingSchema.safeParse(payload);
      if (!parsed.success) return;
      const { conversationId } = parsed.data;
      const joined = socket.data.joined.get(conversationId);
      // Only in a room this socket was let into (and is still in: a removed member was taken out).
      if (!joined || !socket.rooms.has(conversationRoom(conversationId))) return;
      const now = Date.now();
      if (now - (socket.data.typingAt.get(conversationId) ?? 0) < TYPING_EVERY_MS) return;
      socket.data.typingAt.set(conversationId, now);
      socket.to(conversationRoom(conversationId)).except(userRoom(actor.userId)).emit(SERVER_EVENT, {
        type: 'typing',
        conversationId,
        userId: actor.userId,
        name: joined.name,
        side: joined.side,
      });
    });

    socket.on('presence.query', (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = PresenceQuerySchema.safeParse(payload);
      if (!parsed.success) return reply({ presence: [] });
      queryPresence(socket, parsed.data.userIds)
        .then(reply)
        .catch((err: unknown) => {
          log.error({ err }, 'presence.query failed');
          reply({ presence: [] });
        });
    });
  });

  /**
   * Every event of the socket counts against the account's limit before any handler runs (issue
   * 27). Over it, the event is refused cheaply: an error acknowledgement, no database work, and
   * no further counting until the window ends; a socket that keeps sending is disconnected.
   */
  function throttle(socket: AppSocket): void {
    const refuse = (packet: unknown[]) => {
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function') {
        const answer =
          packet[0] === 'presence.query'
            ? { presence: [], error: 'errors.rateLimited' }
            : { ok: false, error: 'errors.rateLimited' };
        (ack as (answer: unknown) => void)(answer);
      }
      socket.data.refusals += 1;
      if (socket.data.refusals >= SOCKET_REFUSALS_BEFORE_DISCONNECT) {
        log.warn({ userId: socket.data.actor.userId }, 'socket disconnected: over its event limit');
        socket.disconnect(true);
      }
    };
    const rule = RATE_LIMITS.socketEvent;
    socket.use((packet, next) => {
      const now = Date.now();
      if (now < socket.data.limitedUntil) return refuse(packet);
      // One socket alone past the account's limit is refused here, before the store: a burst
      // of thousands of events costs the store at most the limit's number of calls.
      const window = socket.data.window;
      if (now - window.startedAt >= rule.windowMs) socket.data.window = { startedAt: now, count: 0 };
      socket.data.window.count += 1;
      if (socket.data.window.count > rule.limit) {
        socket.data.limitedUntil = socket.data.window.startedAt + rule.windowMs;
        return refuse(packet);
      }
      withinLimit(socket.data.actor.userId)
        .then(({ allowed, retryAfterMs }) => {
          if (!allowed) {
            socket.data.limitedUntil = Date.now() + retryAfterMs;
            return refuse(packet);
          }
          socket.data.refusals = 0;
          next();
        })
        .catch((err: unknown) => {
          log.warn({ err }, 'socket event limit unavailable');
          refuse(packet);
        });
    });
  }

  async function join(socket: AppSocket, payload: unknown): Promise<JoinAck> {
    const parsed = ConversationJoinSchema.safeParse(payload);
    if (!parsed.success) return { ok: false, error: 'messaging.notFound' };
    const { actor } = socket.data;
    // One statement: the session may have ended (signed out elsewhere) since the socket connected,
    // and the access rule of assertConversationAccess.
    const access = await joinAccess(db, actor, parsed.data.conversationId);
    if (access.session === 'ended') {
      socket.disconnect(true);
      return { ok: false, error: 'errors.unauthenticated' };
    }
    const { conversation, side } = access;
    const name = await senderDisplayName(db, conversation, side, actor);
    socket.data.joined.set(conversation.id, { side, name });
    await socket.join(conversationRoom(conversation.id));
    return { ok: true };
  }

  async function queryPresence(socket: AppSocket, userIds: string[]): Promise<PresenceAck> {
    const allowed = await watchableUserIds(db, socket.data.actor, [...new Set(userIds)]);
    if (allowed.length === 0) return { presence: [] };
    await socket.join(allowed.map(presenceRoom));
    const status = await presence.status(allowed);
    return { presence: await presenceRecords(db, socket.data.actor, allowed, status) };
  }

  // Keeps this instance's sockets counted as online in Redis (a dead instance's entries expire).
  const refresh = setInterval(() => {
    const local = [...io.sockets.sockets.values()].map((s) => ({ userId: s.data.actor.userId, socketId: s.id }));
    presence.refresh(local).catch((err: unknown) => log.warn({ err }, 'presence refresh failed'));
  }, PRESENCE_REFRESH_MS);
  refresh.unref();

  const realtime: Realtime = {
    emit,
    async leaveRooms(userId, rooms) {
      if (rooms.length > 0) io.in(userRoom(userId)).socketsLeave(rooms);
    },
    async disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
  };

  return {
    io,
    realtime,
    /**
     * First step of closing (before the HTTP server stops): ends this instance's connections at the
     * transport, so each client sees "transport close" and reconnects (to another instance behind
     * the load balancer) and catches up. Not disconnectSockets(): a server-side disconnect tells
     * socket.io clients not to reconnect. Redis stays open for the requests still in flight and the
     * work after their answers, which may announce messages to the other instances.
     */
    async closeConnections() {
      clearInterval(refresh);
      io.engine.close();
      await new Promise<void>((resolve) => setImmediate(resolve));
    },
    /** Last step: once nothing can emit any more, the presence updates finish and Redis closes. */
    async close() {
      await Promise.allSettled([...pendingPresence]);
      closed = true;
      if (redis) {
        await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
      }
    },
  };
}

/**
 * Browsers send `Origin` with every socket.io request; only our own pages may connect (a foreign
 * page could otherwise use the visitor's cookie). Clients without `Origin` (apps, tests, the
 * benchmark) are not browsers and must hold the cookie themselves.
 */
export function sameOrigin(headers: Record<string, string | string[] | undefined>, publicUrl: string): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (typeof origin !== 'string') return false;
  try {
    const url = new URL(origin);
    return url.origin === new URL(publicUrl).origin || url.host === headers.host;
  } catch {
    return false;
  }
}
