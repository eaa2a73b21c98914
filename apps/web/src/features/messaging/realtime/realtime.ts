import type { SocketConnection } from './socket-connection';

let connection: Promise<SocketConnection> | null = null;

/**
 * The one live connection of this tab, created the first time a signed-in view asks for it. The
 * socket.io client is a chunk of its own: public pages never download it.
 */
export function loadConnection(): Promise<SocketConnection> {
  connection ??= import('./socket-connection').then((module) => new module.SocketConnection());
  return connection;
}

/** Ends the connection (signed out), so the next account gets a fresh one. */
export async function closeConnection(): Promise<void> {
  const current = connection;
  connection = null;
  (await current)?.close();
}
