import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageFixture } from '../testing/message-fixture';

type Handler = (...args: unknown[]) => void;
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Handler[]>();
  return {
    handlers,
    connected: false,
    emitted: [] as unknown[][],
    options: undefined as unknown,
    on(name: string, handler: Handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
    },
    fire(name: string, ...args: unknown[]) {
      for (const handler of handlers.get(name) ?? []) handler(...args);
    },
    emit(...args: unknown[]) {
      this.emitted.push(args);
    },
    timeout() {
      return { emitWithAck: (...args: unknown[]) => (this.emitted.push(args), Promise.resolve({ ok: true })) };
    },
    close() {},
  };
});
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    socket.options = options;
    return socket;
  },
}));

const { SocketConnection } = await import('./socket-connection');

afterEach(() => {
  socket.handlers.clear();
  socket.emitted = [];
  socket.connected = false;
});

describe('SocketConnection', () => {
  it('connects to the same origin with the session cookie', () => {
    new SocketConnection();
    expect(socket.options).toMatchObject({ path: '/socket.io', withCredentials: true });
  });

  it('passes on only events that match the shared union', () => {
    const connection = new SocketConnection();
    const seen: unknown[] = [];
    connection.onEvent((event) => seen.push(event));
    const message = messageFixture(1);
    socket.fire('event', { type: 'message.new', conversationId: message.conversationId, message });
    socket.fire('event', { type: 'message.new', conversationId: 'not-a-uuid', message });
    socket.fire('event', { type: 'unknown' });
    socket.fire('event', { type: 'unread.changed', count: 3 });
    expect(seen).toEqual([
      { type: 'message.new', conversationId: message.conversationId, message },
      { type: 'unread.changed', count: 3 },
    ]);
  });

  it('joins the open rooms again after a reconnect and tells its listeners', async () => {
    const connection = new SocketConnection();
    const changes: [boolean, boolean][] = [];
    connection.onConnection((connected, reconnect) => changes.push([connected, reconnect]));
    const leave = connection.join('20000000-0000-4000-8000-000000000001');
    socket.connected = true;
    socket.fire('connect');
    socket.fire('disconnect');
    socket.fire('connect');
    await Promise.resolve();
    expect(changes).toEqual([
      [true, false],
      [false, false],
      [true, true],
    ]);
    expect(socket.emitted.filter(([name]) => name === 'conversation.join')).toHaveLength(2);
    leave();
    expect(socket.emitted.at(-1)).toEqual([
      'conversation.leave',
      { conversationId: '20000000-0000-4000-8000-000000000001' },
    ]);
  });
});
