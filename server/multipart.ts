// A streaming multipart/form-data reader for uploads: it reads the body chunk by chunk and keeps only what the sandbox
// stores about a file (field name, file name, type, size) — file contents are counted and dropped, never buffered, so
// memory stays flat whatever the upload's size. Small text fields are kept (up to MAX_FIELD_BYTES each).

const MAX_HEADER_BYTES = 16 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_PARTS = 20;

export interface UploadedFile {
  field: string;
  filename: string;
  type: string;
  size: number;
}

export interface MultipartResult {
  files: UploadedFile[];
  fields: Record<string, string>;
}

export class MultipartError extends Error {}

/** The boundary of a `multipart/form-data; boundary=…` Content-Type, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const m = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2]) : undefined;
}

function headerParam(header: string, name: string): string | undefined {
  const re = new RegExp(`;\\s*${name}\\*?=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]+))`, 'i');
  const m = re.exec(header);
  if (!m) return undefined;
  const raw = m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!;
  if (/^utf-8''/i.test(raw)) {
    try {
      return decodeURIComponent(raw.slice(7));
    } catch {
      return raw;
    }
  }
  return raw;
}

/** Reads a multipart body; throws MultipartError when it is malformed, rethrows the stream's own errors (e.g. size limit). */
export async function readMultipart(body: ReadableStream<Uint8Array> | null, boundary: string): Promise<MultipartResult> {
  if (!body) throw new MultipartError('empty body');
  const dash = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const result: MultipartResult = { files: [], fields: {} };
  let buf = Buffer.alloc(0);
  let state = 'preamble' as 'preamble' | 'headers' | 'body' | 'after' | 'done';
  let part: { name: string; file: UploadedFile | null; chunks: Buffer[]; size: number } | null = null;
  let parts = 0;

  const finishPart = () => {
    if (!part) return;
    if (part.file) result.files.push(part.file);
    else result.fields[part.name] = Buffer.concat(part.chunks).toString('utf8');
    part = null;
  };
  const take = (bytes: Buffer) => {
    if (!part || bytes.length === 0) return;
    if (part.file) part.file.size += bytes.length;
    else {
      part.size += bytes.length;
      if (part.size > MAX_FIELD_BYTES) throw new MultipartError('a form field is too large');
      part.chunks.push(Buffer.from(bytes));
    }
  };

  const process = (final: boolean) => {
    for (;;) {
      if (state === 'preamble') {
        const i = buf.indexOf(dash);
        if (i < 0) {
          if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('no multipart boundary');
          return;
        }
        buf = buf.subarray(i + dash.length);
        state = 'after';
      } else if (state === 'after') {
        if (buf.length < 2) return;
        if (buf[0] === 45 && buf[1] === 45) {
          state = 'done';
          return;
        }
        if (buf[0] !== 13 || buf[1] !== 10) throw new MultipartError('malformed boundary line');
        buf = buf.subarray(2);
        state = 'headers';
      } else if (state === 'headers') {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) {
          if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('part headers too large');
          return;
        }
        if (++parts > MAX_PARTS) throw new MultipartError('too many parts');
        const headers = buf.subarray(0, end).toString('utf8').split('\r\n');
        buf = buf.subarray(end + 4);
        const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
        const type = headers.find((h) => /^content-type:/i.test(h))?.replace(/^content-type:\s*/i, '').trim() ?? '';
        const name = headerParam(disposition, 'name');
        if (name === undefined) throw new MultipartError('a part has no name');
        const filename = headerParam(disposition, 'filename');
        part = { name, file: filename !== undefined ? { field: name, filename, type, size: 0 } : null, chunks: [], size: 0 };
        state = 'body';
      } else if (state === 'body') {
        const i = buf.indexOf(delimiter);
        if (i >= 0) {
          take(buf.subarray(0, i));
          buf = buf.subarray(i + delimiter.length);
          finishPart();
          state = 'after';
          continue;
        }
        // Keep a tail that could be the start of the delimiter; count and drop the rest.
        const keep = Math.min(buf.length, delimiter.length - 1);
        take(buf.subarray(0, buf.length - keep));
        buf = Buffer.from(buf.subarray(buf.length - keep));
        if (final) throw new MultipartError('the body ended inside a part');
        return;
      } else return;
    }
  };

  /**
   * Inside a file part, a chunk without the delimiter (also not across the kept tail) is only counted: no copy of it
   * is made, so a large upload does not churn memory. Returns false when the general path must handle the chunk.
   */
  const skipFileChunk = (value: Buffer): boolean => {
    if (state !== 'body' || !part?.file || buf.length >= delimiter.length) return false;
    const joint = Buffer.concat([buf, value.subarray(0, Math.min(value.length, delimiter.length - 1))]);
    if (joint.indexOf(delimiter) >= 0 || value.indexOf(delimiter) >= 0) return false;
    const total = buf.length + value.length;
    const keep = Math.min(total, delimiter.length - 1);
    part.file.size += total - keep;
    buf = Buffer.from(value.length >= keep ? value.subarray(value.length - keep) : joint.subarray(joint.length - keep));
    return true;
  };

  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!skipFileChunk(Buffer.from(value.buffer, value.byteOffset, value.byteLength))) {
        buf = buf.length ? Buffer.concat([buf, value]) : Buffer.from(value);
        process(false);
      }
      if (state === 'done') break;
    }
    process(true);
  } finally {
    reader.cancel().catch(() => undefined);
  }
  if (state !== 'done') throw new MultipartError('the body ended before the closing boundary');
  return result;
}
