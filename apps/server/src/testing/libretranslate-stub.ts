import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Test-only: a local HTTP server that speaks LibreTranslate's `POST /translate` (and DeepL's
 * `POST /v2/translate`), so the translation adapters are tested over the real protocol. Node's
 * http module only: the e2e Playwright config starts it too.
 *
 * Deterministic: the translation is the text with the target language in front ("[de] Hello").
 * The source language is guessed from a few German words and letters. It fails (500) while
 * `failing` is set, and always for a text containing FAIL_MARKER, so a test can make one
 * translation fail without disturbing others running at the same time.
 */
export const FAIL_MARKER = '[[translation-fails]]';

export type TranslateStubRequest = { protocol: 'libretranslate' | 'deepl'; text: string; target: string };

export type TranslateStub = {
  /** Base address for TRANSLATE_URL (LibreTranslate) or the DeepL adapter's baseUrl. */
  url: string;
  port: number;
  /** Every translation asked for, in order (a cached answer does not appear here). */
  requests: TranslateStubRequest[];
  failing: boolean;
  close(): Promise<void>;
};

export function stubTranslation(text: string, target: string): string {
  return `[${target}] ${text}`;
}

export function guessLanguage(text: string): 'de' | 'en' {
  return /[äöüß]|\b(der|die|das|und|ist|nicht|ich|wir|sie|ein|eine|mit|für)\b/i.test(text) ? 'de' : 'en';
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Starts the stub on a free port of 127.0.0.1 (or `port`). `apiKey`: the key it demands, if any. */
export async function startTranslateStub(options: { port?: number; apiKey?: string } = {}): Promise<TranslateStub> {
  const stub = { requests: [] as TranslateStubRequest[], failing: false };
  const server = createServer((request, response) => {
    void (async () => {
      const body = request.method === 'POST' ? await readJson(request) : null;
      if (request.url === '/translate' && body) {
        const text = body.q;
        const target = body.target;
        if (typeof text !== 'string' || typeof target !== 'string')
          return send(response, 400, { error: 'Invalid request' });
        if (options.apiKey && body.api_key !== options.apiKey) return send(response, 403, { error: 'Invalid API key' });
        stub.requests.push({ protocol: 'libretranslate', text, target });
        if (stub.failing || text.includes(FAIL_MARKER)) return send(response, 500, { error: 'Translation failed' });
        return send(response, 200, {
          translatedText: stubTranslation(text, target),
          detectedLanguage: { confidence: 90, language: guessLanguage(text) },
        });
      }
      if (request.url === '/v2/translate' && body) {
        const texts = body.text;
        const target = body.target_lang;
        if (!Array.isArray(texts) || typeof target !== 'string') return send(response, 400, { message: 'Bad request' });
        if (options.apiKey && request.headers.authorization !== `DeepL-Auth-Key ${options.apiKey}`) {
          return send(response, 403, { message: 'Forbidden' });
        }
        const language = target.slice(0, 2).toLowerCase();
        for (const text of texts) stub.requests.push({ protocol: 'deepl', text: String(text), target: language });
        if (stub.failing || texts.some((text) => String(text).includes(FAIL_MARKER))) {
          return send(response, 500, { message: 'Internal error' });
        }
        return send(response, 200, {
          translations: texts.map((text) => ({
            detected_source_language: guessLanguage(String(text)).toUpperCase(),
            text: stubTranslation(String(text), language),
          })),
        });
      }
      return send(response, 404, { error: 'Not found' });
    })().catch(() => send(response, 500, { error: 'stub error' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
