// fetch() cannot report upload progress; XMLHttpRequest can. This is fetch's shape on top of it, so an
// upload still goes through the one request policy (session, retries, errors) with a progress callback.

export type UploadProgress = (loaded: number, total: number) => void;

export function xhrFetch(onProgress: UploadProgress): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', String(input));
      new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.withCredentials = init.credentials === 'include';
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded, event.total);
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(xhr.status === 204 ? null : (xhr.response as Blob), { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
    });
}
