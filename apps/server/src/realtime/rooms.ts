/** socket.io room names. Every user's sockets are in `user:<id>`; a conversation's viewers in `conversation:<id>`. */
export const userRoom = (userId: string) => `user:${userId}`;
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
/** Sockets watching one user's presence (after a permitted `presence.query`). */
export const presenceRoom = (userId: string) => `presence:${userId}`;
