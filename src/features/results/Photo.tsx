import { useState } from 'preact/hooks';
import { Text } from 'preact-i18n';

/** A room or hotel photo, loaded when it nears the viewport; a failed load says so in words. */
export function Photo({ src, alt, small = false }: { src?: string | null; alt: string; small?: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const className = `bw-photo${small ? ' bw-photo--small' : ''}`;
  if (!src) return <div class={`${className} bw-photo--empty`} aria-hidden="true" />;
  if (failedSrc === src) {
    return (
      <div class={`${className} bw-photo--failed`}>
        <span>
          <Text id="results.image_failed" />
        </span>
      </div>
    );
  }
  // width and height reserve the space (4:3), so nothing moves when the image arrives.
  return <img class={className} src={src} alt={alt} loading="lazy" decoding="async" width={400} height={300} onError={() => setFailedSrc(src)} />;
}
