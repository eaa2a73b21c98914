import type { TranslationTarget } from '@azubi/shared/translation/translation';
import type { Config } from '../../config';

/**
 * A machine-translation service (ARCHITECTURE.md conventions adapters): a LibreTranslate-compatible HTTP API
 * (self-hostable, TRANSLATE_URL) or DeepL (DEEPL_API_KEY). Without either the app offers no
 * translation at all (createTranslator returns null).
 */
export interface Translator {
  readonly kind: 'libretranslate' | 'deepl';
  /** The text in `target`; throws TranslationServiceError when the service fails or answers nonsense. */
  translate(text: string, target: TranslationTarget): Promise<{ text: string; detectedSource: string | null }>;
}

export class TranslationServiceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranslationServiceError';
  }
}

/** A person waits for the answer: a service slower than this counts as failed. */
const TIMEOUT_MS = 10_000;

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new TranslationServiceError(`translation service unreachable: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new TranslationServiceError(`translation service answered ${response.status}: ${detail}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new TranslationServiceError('translation service answered no JSON', { cause: error });
  }
}

/** LibreTranslate's `POST /translate` (and services that copy it). */
export function createLibreTranslateTranslator(options: { url: string; apiKey: string | null }): Translator {
  const endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  return {
    kind: 'libretranslate',
    async translate(text, target) {
      const answer = (await postJson(endpoint, {
        q: text,
        source: 'auto',
        target,
        format: 'text',
        ...(options.apiKey ? { api_key: options.apiKey } : {}),
      })) as { translatedText?: unknown; detectedLanguage?: { language?: unknown } };
      if (typeof answer.translatedText !== 'string') {
        throw new TranslationServiceError('translation service answered without translatedText');
      }
      const detected = answer.detectedLanguage?.language;
      return { text: answer.translatedText, detectedSource: typeof detected === 'string' ? detected : null };
    },
  };
}

/**
 * DeepL's `POST /v2/translate`. Free-plan keys end in ":fx" and use api-free.deepl.com.
 * `baseUrl` is for tests (a local stub).
 */
export function createDeepLTranslator(options: { apiKey: string; baseUrl?: string }): Translator {
  const base =
    options.baseUrl ?? (options.apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com');
  return {
    kind: 'deepl',
    async translate(text, target) {
      const answer = (await postJson(
        `${base.replace(/\/+$/, '')}/v2/translate`,
        // DeepL wants a variant for English; "EN" alone is deprecated.
        { text: [text], target_lang: target === 'en' ? 'EN-GB' : 'DE' },
        { authorization: `DeepL-Auth-Key ${options.apiKey}` },
      )) as { translations?: { text?: unknown; detected_source_language?: unknown }[] };
      const first = answer.translations?.[0];
      if (!first || typeof first.text !== 'string') {
        throw new TranslationServiceError('DeepL answered without a translation');
      }
      const detected = first.detected_source_language;
      return { text: first.text, detectedSource: typeof detected === 'string' ? detected.toLowerCase() : null };
    },
  };
}

/** The configured service, or null when none is (the translate action is then not offered). */
export function createTranslator(config: Pick<Config, 'translation'>): Translator | null {
  const settings = config.translation;
  if (!settings) return null;
  return settings.kind === 'libretranslate'
    ? createLibreTranslateTranslator({ url: settings.url, apiKey: settings.apiKey })
    : createDeepLTranslator({ apiKey: settings.apiKey });
}
