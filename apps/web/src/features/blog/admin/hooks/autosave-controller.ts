import { LOCALES } from '@azubi/shared/i18n/locales';
import { translate } from '../../../../i18n/shared-text';
import { ApiError } from '../../../../lib/api-error';

/**
 * What the editor shows about saving: `idle` (nothing to save yet), `pending` (changes wait for the
 * typing pause), `saving`, `saved` (at `savedAt`), `failed` (retry), `invalid` (the server or the
 * schema refused a field; fixed by editing it), `conflict` (a newer version was saved elsewhere:
 * nothing is saved until the person chooses, so neither side is lost).
 */
export type AutosavePhase = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'invalid' | 'conflict';

export interface AutosaveState {
  phase: AutosavePhase;
  /** When the last save succeeded (ms since the epoch). */
  savedAt: number | null;
  /** The message of the last failure, already translated. */
  message: string | null;
  /** Field messages of the last refused save, by field name. */
  fields: Readonly<Record<string, string>>;
}

export interface SavedPost {
  id: string;
  version: number;
}

export interface AutosaveDeps<V, R extends SavedPost> {
  /** Saves `values` on top of `base` (a new post when `base.id` is null). */
  save: (values: V, base: { id: string | null; version: number | null }, options: { keepalive: boolean }) => Promise<R>;
  /** Whether these values may be saved at all (a new post needs its title first). */
  canSave: (values: V) => boolean;
  /** Field messages when the values are invalid (checked before sending), or null. */
  validate?: (values: V) => Record<string, string> | null;
  onSaved?: (result: R, previousId: string | null) => void;
  delayMs: number;
  /** The message for a network failure. */
  offlineMessage: string;
  now?: () => number;
}

/** The conflict's text in each language, read when asked: the catalogs load with the page (shared-text.ts). */
const isVersionConflictText = (message: string) =>
  LOCALES.some((locale) => translate(locale, 'blogAdmin.versionConflict') === message);

/**
 * Whether a failed save is the version conflict (409 `blogAdmin.versionConflict`), rather than
 * another 409 (a slug taken, on its field; a translation that exists; a state already reached).
 */
export function isVersionConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && !error.fields && isVersionConflictText(error.message);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The editor's autosave, without React: changes are saved `delayMs` after the last one, at once on
 * `flush` (leaving the page), one request at a time; every save sends the version it is based on.
 * A version conflict stops autosaving until `overwrite` (save ours on top of the newer version) or
 * `accept` (take the saved version) is chosen.
 */
export class AutosaveController<V, R extends SavedPost> {
  private state: AutosaveState = { phase: 'idle', savedAt: null, message: null, fields: {} };
  private readonly listeners = new Set<() => void>();
  private values: V;
  private savedValues: V | null;
  private id: string | null;
  private version: number | null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private disposed = false;
  private closed = false;

  constructor(
    private deps: AutosaveDeps<V, R>,
    initial: { values: V; id: string | null; version: number | null },
  ) {
    this.values = initial.values;
    this.id = initial.id;
    this.version = initial.version;
    // A loaded post is saved as it is; a new one has nothing saved yet.
    this.savedValues = initial.id ? initial.values : null;
    if (initial.id) this.state = { ...this.state, phase: 'saved' };
  }

  getState = (): AutosaveState => this.state;

  /** The latest callbacks (a React component makes new ones every render). */
  setDeps(deps: AutosaveDeps<V, R>): void {
    this.deps = deps;
  }

  getBase = () => ({ id: this.id, version: this.version });

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether the current values differ from the last saved ones. */
  get dirty(): boolean {
    return !same(this.values, this.savedValues);
  }

  /** The person changed something: save after the pause. */
  change(values: V): void {
    this.values = values;
    if (this.state.phase === 'conflict') return;
    this.clearTimer();
    if (!this.dirty) {
      if (this.state.phase === 'pending') this.set({ phase: this.savedValues ? 'saved' : 'idle' });
      return;
    }
    if (!this.deps.canSave(values)) {
      this.set({ phase: 'idle' });
      return;
    }
    if (this.state.phase !== 'saving') this.set({ phase: 'pending' });
    this.timer = setTimeout(() => void this.flush(), this.deps.delayMs);
  }

  /** Saves now when there is something to save (leaving the page, before a status change, retry). */
  async flush(options: { keepalive?: boolean } = {}): Promise<void> {
    this.clearTimer();
    if (this.inFlight) {
      await this.inFlight;
      if (!this.dirty || this.state.phase === 'conflict') return;
    }
    if (this.closed || this.state.phase === 'conflict' || !this.dirty || !this.deps.canSave(this.values)) return;
    const problems = this.deps.validate?.(this.values);
    if (problems) {
      this.set({ phase: 'invalid', message: null, fields: problems });
      return;
    }
    const sent = this.values;
    this.set({ phase: 'saving' });
    const previousId = this.id;
    this.inFlight = (async () => {
      try {
        const result = await this.deps.save(
          sent,
          { id: this.id, version: this.version },
          { keepalive: Boolean(options.keepalive) },
        );
        this.id = result.id;
        this.version = result.version;
        this.savedValues = sent;
        this.set({ phase: 'saved', savedAt: (this.deps.now ?? Date.now)(), message: null, fields: {} });
        this.deps.onSaved?.(result, previousId);
      } catch (error) {
        if (isVersionConflict(error)) this.set({ phase: 'conflict', message: (error as Error).message, fields: {} });
        else if (error instanceof ApiError && error.fields && error.status >= 400 && error.status < 500)
          this.set({ phase: 'invalid', message: error.message, fields: error.fields });
        else
          this.set({
            phase: 'failed',
            message: error instanceof ApiError && error.status !== 0 ? error.message : this.deps.offlineMessage,
            fields: {},
          });
      } finally {
        this.inFlight = null;
      }
    })();
    await this.inFlight;
    // Typed on while the save was on its way: save that too after the pause.
    if (this.state.phase === 'saved' && this.dirty && !this.disposed) this.change(this.values);
  }

  retry(): Promise<void> {
    if (this.state.phase === 'failed' || this.state.phase === 'invalid') this.set({ phase: 'pending' });
    return this.flush();
  }

  /** After a conflict: save ours on top of the version now on the server. */
  overwrite(serverVersion: number): Promise<void> {
    this.version = serverVersion;
    this.set({ phase: 'pending', message: null });
    return this.flush();
  }

  /** After a conflict: take the saved version (its values become the form's). */
  accept(values: V, serverVersion: number): void {
    this.clearTimer();
    this.values = values;
    this.savedValues = values;
    this.version = serverVersion;
    this.set({ phase: 'saved', savedAt: (this.deps.now ?? Date.now)(), message: null, fields: {} });
  }

  /** A status change met a newer version: the same choice as a save's conflict. */
  markConflict(message: string): void {
    this.clearTimer();
    this.set({ phase: 'conflict', message, fields: {} });
  }

  /** A status change saved a new version (publish, archive…). */
  setVersion(version: number): void {
    this.version = version;
  }

  /** The post is gone (deleted): nothing more is saved. */
  close(): void {
    this.closed = true;
    this.clearTimer();
  }

  /** The editor is on screen (again: React may mount an effect twice). */
  activate(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(patch: Partial<AutosaveState>) {
    this.state = { ...this.state, ...patch };
    if (
      patch.phase &&
      patch.phase !== 'invalid' &&
      patch.phase !== 'failed' &&
      patch.phase !== 'conflict' &&
      !('message' in patch)
    )
      this.state = { ...this.state, message: null };
    for (const listener of this.listeners) listener();
  }
}
