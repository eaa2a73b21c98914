/**
 * A multipart/form-data body with one file part, as a browser's FormData sends it, for
 * `app.inject` / TestAgent: `agent.request({ method: 'POST', url, ...multipart({ bytes }) })`.
 */
export function multipart(file: { bytes: Buffer; filename?: string; contentType?: string; field?: string }): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----azubi${crypto.randomUUID().replaceAll('-', '')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'upload.bin'}"\r\n` +
    `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head, 'utf8'), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
