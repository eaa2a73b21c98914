import { messages } from '@azubi/shared/i18n/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error';
import { AutosaveController, isVersionConflict, type AutosaveDeps } from './autosave-controller';

type Values = { title: string; content: string };
type Saved = { id: string; version: number };

const conflict = (locale: 'en' | 'de' = 'en') =>
  new ApiError(409, 'CONFLICT', messages[locale].blogAdmin.versionConflict);

function setup(
  initial: { values: Values; id: string | null; version: number | null },
  save: AutosaveDeps<Values, Saved>['save'],
) {
  const onSaved = vi.fn();
  const deps: AutosaveDeps<Values, Saved> = {
    save: vi.fn(save),
    canSave: (values) => values.title.trim() !== '',
    onSaved,
    delayMs: 3000,
    offlineMessage: 'No connection',
    now: () => 1_700_000_000_000,
  };
  return { controller: new AutosaveController(deps, initial), deps, onSaved };
}

describe('AutosaveController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('creates a new post at the first save once it has a title, then updates it with its version', async () => {
    let version = 0;
    const { controller, deps, onSaved } = setup(
      { values: { title: '', content: '' }, id: null, version: null },
      async () => ({
        id: 'p1',
        version: ++version,
      }),
    );
    controller.change({ title: '', content: 'text without title' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.save).not.toHaveBeenCalled();
    expect(controller.getState().phase).toBe('idle');

    controller.change({ title: 'Hello', content: 'text' });
    expect(controller.getState().phase).toBe('pending');
    await vi.advanceTimersByTimeAsync(2999);
    expect(deps.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.save).toHaveBeenLastCalledWith(
      { title: 'Hello', content: 'text' },
      { id: null, version: null },
      { keepalive: false },
    );
    expect(controller.getState()).toMatchObject({ phase: 'saved', savedAt: 1_700_000_000_000 });
    expect(onSaved).toHaveBeenLastCalledWith({ id: 'p1', version: 1 }, null);

    controller.change({ title: 'Hello', content: 'more text' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(deps.save).toHaveBeenLastCalledWith(
      { title: 'Hello', content: 'more text' },
      { id: 'p1', version: 1 },
      { keepalive: false },
    );
    expect(onSaved).toHaveBeenLastCalledWith({ id: 'p1', version: 2 }, 'p1');
  });

  it('starts saved for a loaded post, and is saved again when a change is undone before the pause', async () => {
    const { controller, deps } = setup({ values: { title: 'T', content: 'a' }, id: 'p1', version: 3 }, async () => ({
      id: 'p1',
      version: 4,
    }));
    expect(controller.getState()).toMatchObject({ phase: 'saved', savedAt: null });
    controller.change({ title: 'T', content: 'ab' });
    expect(controller.getState().phase).toBe('pending');
    controller.change({ title: 'T', content: 'a' });
    expect(controller.getState().phase).toBe('saved');
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.save).not.toHaveBeenCalled();
  });

  it('waits for the typing pause: each change restarts the delay', async () => {
    const { controller, deps } = setup({ values: { title: 'T', content: '' }, id: 'p1', version: 3 }, async () => ({
      id: 'p1',
      version: 4,
    }));
    controller.change({ title: 'T', content: 'a' });
    await vi.advanceTimersByTimeAsync(2000);
    controller.change({ title: 'T', content: 'ab' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(deps.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.save).toHaveBeenCalledTimes(1);
  });

  it('saves at once on leaving, with keepalive, and not when nothing changed', async () => {
    const { controller, deps } = setup({ values: { title: 'T', content: '' }, id: 'p1', version: 3 }, async () => ({
      id: 'p1',
      version: 4,
    }));
    await controller.flush({ keepalive: true });
    expect(deps.save).not.toHaveBeenCalled();
    controller.change({ title: 'T', content: 'typed' });
    await controller.flush({ keepalive: true });
    expect(deps.save).toHaveBeenCalledWith(
      { title: 'T', content: 'typed' },
      { id: 'p1', version: 3 },
      { keepalive: true },
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.save).toHaveBeenCalledTimes(1);
  });

  it('sends one save at a time and saves what was typed meanwhile afterwards, on the new version', async () => {
    let release: (value: Saved) => void = () => undefined;
    const { controller, deps } = setup(
      { values: { title: 'T', content: '' }, id: 'p1', version: 1 },
      () =>
        new Promise<Saved>((resolve) => {
          release = resolve;
        }),
    );
    controller.change({ title: 'T', content: 'one' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(controller.getState().phase).toBe('saving');
    controller.change({ title: 'T', content: 'one two' });
    release({ id: 'p1', version: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(deps.save).toHaveBeenCalledTimes(2);
    expect(deps.save).toHaveBeenLastCalledWith(
      { title: 'T', content: 'one two' },
      { id: 'p1', version: 2 },
      { keepalive: false },
    );
  });

  it('on a version conflict stops saving and keeps the text; overwrite saves it on the newer version', async () => {
    const save = vi
      .fn<AutosaveDeps<Values, Saved>['save']>()
      .mockRejectedValueOnce(conflict())
      .mockResolvedValue({ id: 'p1', version: 6 });
    const { controller, deps } = setup({ values: { title: 'T', content: '' }, id: 'p1', version: 1 }, save);
    controller.change({ title: 'T', content: 'mine' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(controller.getState()).toMatchObject({ phase: 'conflict', message: messages.en.blogAdmin.versionConflict });

    controller.change({ title: 'T', content: 'mine, still typing' });
    await vi.advanceTimersByTimeAsync(10_000);
    await controller.flush({ keepalive: true });
    expect(deps.save).toHaveBeenCalledTimes(1);

    await controller.overwrite(5);
    expect(deps.save).toHaveBeenLastCalledWith(
      { title: 'T', content: 'mine, still typing' },
      { id: 'p1', version: 5 },
      { keepalive: false },
    );
    expect(controller.getState().phase).toBe('saved');
    expect(controller.getBase()).toEqual({ id: 'p1', version: 6 });
  });

  it('on a version conflict can take the saved version instead', async () => {
    const { controller, deps } = setup({ values: { title: 'T', content: '' }, id: 'p1', version: 1 }, () =>
      Promise.reject(conflict()),
    );
    controller.change({ title: 'T', content: 'mine' });
    await vi.advanceTimersByTimeAsync(3000);
    controller.accept({ title: 'Theirs', content: 'saved elsewhere' }, 4);
    expect(controller.getState().phase).toBe('saved');
    expect(controller.dirty).toBe(false);
    expect(controller.getBase()).toEqual({ id: 'p1', version: 4 });
    expect(deps.save).toHaveBeenCalledTimes(1);
  });

  it('shows field errors from the server and a failure with retry for anything else', async () => {
    const save = vi
      .fn<AutosaveDeps<Values, Saved>['save']>()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Slug taken', { slug: 'Another post uses this address.' }))
      .mockRejectedValueOnce(new ApiError(0, 'SERVICE_UNAVAILABLE', 'offline'))
      .mockResolvedValue({ id: 'p1', version: 2 });
    const { controller } = setup({ values: { title: 'T', content: '' }, id: 'p1', version: 1 }, save);
    controller.change({ title: 'T', content: 'x' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(controller.getState()).toMatchObject({
      phase: 'invalid',
      fields: { slug: 'Another post uses this address.' },
    });

    controller.change({ title: 'T', content: 'xy' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(controller.getState()).toMatchObject({ phase: 'failed', message: 'No connection' });

    await controller.retry();
    expect(controller.getState()).toMatchObject({ phase: 'saved', fields: {}, message: null });
  });

  it('saves nothing more once the post is deleted', async () => {
    const { controller, deps } = setup({ values: { title: 'T', content: '' }, id: 'p1', version: 1 }, async () => ({
      id: 'p1',
      version: 2,
    }));
    controller.change({ title: 'T', content: 'typed' });
    controller.close();
    await vi.advanceTimersByTimeAsync(5000);
    await controller.flush({ keepalive: true });
    expect(deps.save).not.toHaveBeenCalled();
  });

  it('checks the values before sending', async () => {
    const { controller, deps } = setup({ values: { title: 'T', content: '' }, id: 'p1', version: 1 }, async () => ({
      id: 'p1',
      version: 2,
    }));
    deps.validate = (values) => (values.content.length > 3 ? { content: 'blogAdmin.contentTooLong' } : null);
    controller.change({ title: 'T', content: 'long text' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(controller.getState()).toMatchObject({ phase: 'invalid', fields: { content: 'blogAdmin.contentTooLong' } });
    expect(deps.save).not.toHaveBeenCalled();
  });
});

describe('isVersionConflict', () => {
  it('is the 409 blogAdmin.versionConflict in either language, not another 409', () => {
    expect(isVersionConflict(conflict())).toBe(true);
    expect(isVersionConflict(conflict('de'))).toBe(true);
    expect(isVersionConflict(new ApiError(409, 'CONFLICT', messages.en.blogAdmin.alreadyInState))).toBe(false);
    expect(isVersionConflict(new ApiError(409, 'CONFLICT', 'x', { slug: 'taken' }))).toBe(false);
    expect(isVersionConflict(new ApiError(422, 'VALIDATION_FAILED', 'x'))).toBe(false);
  });
});
