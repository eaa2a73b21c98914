import type { PresenceRecord, ServerEvent } from '@azubi/shared/messaging/realtime';
import type { ConnectionListener } from '../realtime/socket-connection';

/**
 * Stands in for the socket.io connection in tests: `emit` delivers a server event, `connect` and
 * `disconnect` play a network drop. Records the rooms joined and the typing signals sent.
 */
export class FakeConnection {
  connected = true;
  joined: string[] = [];
  typed: string[] = [];
  presenceRecords: PresenceRecord[] = [];
  private readonly events = new Set<(event: ServerEvent) => void>();
  private readonly connections = new Set<ConnectionListener>();

  onEvent(listener: (event: ServerEvent) => void) {
    this.events.add(listener);
    return () => this.events.delete(listener);
  }
  onConnection(listener: ConnectionListener) {
    this.connections.add(listener);
    return () => this.connections.delete(listener);
  }
  join(conversationId: string) {
    this.joined.push(conversationId);
    return () => {
      this.joined = this.joined.filter((id) => id !== conversationId);
    };
  }
  typing(conversationId: string) {
    this.typed.push(conversationId);
  }
  presence(userIds: string[]) {
    return Promise.resolve(this.presenceRecords.filter((record) => userIds.includes(record.userId)));
  }
  refreshed = 0;
  refresh() {
    this.refreshed += 1;
  }
  close() {}

  emit(event: ServerEvent) {
    for (const listener of this.events) listener(event);
  }
  disconnect() {
    this.connected = false;
    for (const listener of this.connections) listener(false, false);
  }
  connect() {
    this.connected = true;
    for (const listener of this.connections) listener(true, true);
  }
}
