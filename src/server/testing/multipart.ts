/** One part of a multipart body: a text field, or a file with its name, type and bytes. */
export type MultipartPart = { field: string; value: string } | { field: string; name: string; type: string; bytes: Buffer };

/** A multipart/form-data body and its content-type header, for `app.inject` in the API tests. */
export function multipart(parts: MultipartPart[], boundary = '----kominka-test-boundary') {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\nContent-Type: ${p.type}\r\n\r\n`));
      chunks.push(p.bytes, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
