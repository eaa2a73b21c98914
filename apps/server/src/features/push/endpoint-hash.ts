import { createHash } from 'node:crypto';

/**
 * A device's endpoint as the settings page compares it (SHA-256, base64url): the page marks "this
 * device" by hashing its own subscription's endpoint, and the endpoint itself never leaves the server.
 */
export const endpointHash = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');
