import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { stubApi } from '../../../test/stub-api';
import { uploadAttachment } from './upload-attachment';

type Answer = { status: number; body: unknown };

/** An XMLHttpRequest that reports upload progress in quarters and then answers as told. */
function fakeXhr(answers: Answer[]) {
  const sent: { headers: Record<string, string>; body: FormData; url: string }[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {}
    send(body: FormData) {
      sent.push({ headers: this.headers, body, url: this.url });
      const answer = answers.shift();
      queueMicrotask(() => {
        if (!answer) {
          this.onerror?.();
          return;
        }
        for (const loaded of [25, 50, 75, 100])
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const ATTACHMENT = {
  id: '60000000-0000-4000-8000-000000000001',
  name: 'cv.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 100,
  kind: 'pdf',
};
const file = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('uploadAttachment', () => {
  it('sends the file as multipart with the CSRF token and reports its progress', async () => {
    stubApi({});
    const sent = fakeXhr([{ status: 201, body: ATTACHMENT }]);
    const progress: number[] = [];
    await expect(uploadAttachment(file(), { onProgress: (share) => progress.push(share) })).resolves.toEqual(
      ATTACHMENT,
    );
    expect(progress).toEqual([0.25, 0.5, 0.75, 1, 1]);
    expect(sent[0]?.url).toBe('/api/message-attachments');
    expect(sent[0]?.headers['x-csrf-token']).toBe('csrf-test-token');
    expect((sent[0]?.body.get('file') as File).name).toBe('cv.pdf');
  });

  it('fails with the server’s message, fetches a refused CSRF token once more, and reports a lost connection as status 0', async () => {
    stubApi({});
    fakeXhr([
      { status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'File size must be less than 10MB' } } },
    ]);
    await expect(uploadAttachment(file())).rejects.toMatchObject({
      status: 413,
      message: 'File size must be less than 10MB',
    });

    const sent = fakeXhr([
      { status: 403, body: { error: { code: 'FORBIDDEN', message: 'Invalid CSRF token' } } },
      { status: 201, body: ATTACHMENT },
    ]);
    await expect(uploadAttachment(file())).resolves.toEqual(ATTACHMENT);
    expect(sent).toHaveLength(2);

    fakeXhr([]);
    const failure = await uploadAttachment(file()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
  });
});
