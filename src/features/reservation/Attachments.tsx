// File attachments: each file uploads as soon as it is chosen, with its progress; it can be removed before booking.
// "Attachments at most 30 files, 80MB each."
import { useRef, useState } from 'preact/hooks';
import { Text } from 'preact-i18n';
import { ApiError } from '../../api';
import { t } from '../../i18n';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_FILES, MAX_ATTACHMENT_MB } from '../../lib/constants';
import { uploadAttachment, type UploadedAttachment } from './api';
import { BOOKING_ERRORS } from './validation';
import './guestDetailForm.css';

interface Upload {
  localId: number;
  name: string;
  size: number;
  /** 0–100 */
  percent: number;
  error?: { key: string; fields?: Record<string, unknown> };
  controller?: AbortController;
}

interface Props {
  code: string;
  uploaded: UploadedAttachment[];
  onUploaded(attachment: UploadedAttachment): void;
  onRemove(id: UploadedAttachment['id']): void;
}

let nextLocalId = 1;

/** A file's size as the guest's language writes it: 820 kB, 1.4 MB. */
export function fileSize(bytes: number, languageTag: string): string {
  const [unit, value] = bytes >= 1_000_000 ? ['megabyte', bytes / 1_000_000] : ['kilobyte', Math.max(1, bytes / 1000)];
  return new Intl.NumberFormat(languageTag, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

export function Attachments({ code, uploaded, onUploaded, onRemove, languageTag }: Props & { languageTag: string }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState<{ key: string; fields: Record<string, unknown> } | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const change = (localId: number, update: Partial<Upload> | undefined) =>
    setUploads((list) => (update ? list.map((u) => (u.localId === localId ? { ...u, ...update } : u)) : list.filter((u) => u.localId !== localId)));

  const choose = (files: File[]) => {
    setRefusal(undefined);
    let room = MAX_ATTACHMENT_FILES - uploaded.length - uploads.filter((u) => !u.error).length;
    for (const file of files) {
      if (room <= 0) {
        setRefusal({ key: BOOKING_ERRORS.attachmentsTooMany, fields: { max: MAX_ATTACHMENT_FILES } });
        break;
      }
      const localId = nextLocalId++;
      if (file.size > MAX_ATTACHMENT_BYTES) {
        setUploads((list) => [...list, { localId, name: file.name, size: file.size, percent: 0, error: { key: BOOKING_ERRORS.attachmentTooLarge, fields: { max: MAX_ATTACHMENT_MB } } }]);
        continue;
      }
      room--;
      const controller = new AbortController();
      setUploads((list) => [...list, { localId, name: file.name, size: file.size, percent: 0, controller }]);
      uploadAttachment(code, file, (loaded, total) => change(localId, { percent: total ? Math.min(99, Math.round((loaded / total) * 100)) : 0 }), controller.signal).then(
        (attachment) => {
          change(localId, undefined);
          onUploaded(attachment);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // 1251 (unprocessable upload) and the rest read in the guest's language.
          const key = error instanceof ApiError ? error.messageKey : 'errors.generic';
          change(localId, { error: { key, fields: error instanceof ApiError ? error.params : undefined }, controller: undefined });
        },
      );
    }
    if (input.current) input.current.value = '';
  };

  const removeUpload = (upload: Upload) => {
    upload.controller?.abort();
    change(upload.localId, undefined);
  };

  return (
    <div class="bw-attachments">
      {/* The native input stays (keyboard, screen readers, the phone's file picker); the drop zone dresses it. */}
      <div
        class={`bw-dropzone${dragging ? ' bw-dropzone--active' : ''}`}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(e) => {
          if (!(e.currentTarget as HTMLElement).contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          choose([...(e.dataTransfer?.files ?? [])]);
        }}
      >
        <input
          ref={input}
          id="bw-gd-attachments"
          class="bw-dropzone__input"
          type="file"
          multiple
          aria-describedby="bw-gd-attachments-hint"
          onChange={(e) => choose([...((e.currentTarget as HTMLInputElement).files ?? [])])}
        />
        <label for="bw-gd-attachments" class="bw-dropzone__label">
          <span class="bw-button bw-button--quiet bw-dropzone__button">
            <Text id="reservation.attachments.choose" />
          </span>
          <span class="bw-dropzone__text">
            <Text id={dragging ? 'reservation.attachments.drop_active' : 'reservation.attachments.drop'} />
          </span>
        </label>
        <p id="bw-gd-attachments-hint" class="bw-field__hint">
          <Text id="reservation.attachments.hint" fields={{ max: MAX_ATTACHMENT_FILES, size: MAX_ATTACHMENT_MB }} />
          {uploaded.length > 0 && (
            <>
              {' '}
              <Text id="reservation.attachments.count" fields={{ count: uploaded.length, max: MAX_ATTACHMENT_FILES }} />
            </>
          )}
        </p>
      </div>
      {refusal && (
        <p class="bw-field__error" role="alert">
          <Text id={refusal.key} fields={refusal.fields} />
        </p>
      )}
      {(uploaded.length > 0 || uploads.length > 0) && (
        <ul class="bw-attachments__list">
          {uploads.map((upload) => (
            <li key={`u${upload.localId}`} class="bw-attachment">
              <span class="bw-attachment__name">{upload.name}</span>
              <span class="bw-attachment__size">{fileSize(upload.size, languageTag)}</span>
              {upload.error ? (
                <span class="bw-field__error" role="alert">
                  <Text id={upload.error.key} fields={upload.error.fields} />
                </span>
              ) : (
                <progress class="bw-attachment__progress" max={100} value={upload.percent} aria-label={t('reservation.attachments.uploading', { name: upload.name })}>

                </progress>
              )}
              <button type="button" class="bw-button bw-button--quiet bw-button--small" aria-label={t('reservation.attachments.remove', { name: upload.name })} onClick={() => removeUpload(upload)}>
                <Text id="reservation.attachments.remove_short" />
              </button>
            </li>
          ))}
          {uploaded.map((file) => (
            <li key={`a${file.id}`} class="bw-attachment">
              <span class="bw-attachment__name">{file.filename}</span>
              <span class="bw-attachment__size">{fileSize(file.size, languageTag)}</span>
              <span class="bw-attachment__done">
                <Text id="reservation.attachments.uploaded" />
              </span>
              <button type="button" class="bw-button bw-button--quiet bw-button--small" aria-label={t('reservation.attachments.remove', { name: file.filename })} onClick={() => onRemove(file.id)}>
                <Text id="reservation.attachments.remove_short" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
