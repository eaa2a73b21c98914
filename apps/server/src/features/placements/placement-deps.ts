import type { FileStorage } from '../../storage/storage';
import type { MessagingDeps } from '../messaging';

/** What a placement use case needs: messaging's (a change leaves a line in the conversation) and file storage. */
export type PlacementDeps = MessagingDeps & { storage: FileStorage };
