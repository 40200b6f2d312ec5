// The guest detail step's error summary: every field at fault, each a link that moves focus to its field.
import type { Ref } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Text } from 'preact-i18n';
import { t } from '../../i18n';
import { focusField } from './Field';
import type { FieldError } from './validation';

interface Props {
  errors: Record<string, FieldError>;
  labelFor(path: string): string;
  targetFor(path: string): string;
  containerRef?: Ref<HTMLDivElement>;
}

export function ErrorSummary({ errors, labelFor, targetFor, containerRef }: Props) {
  // In the order the fields appear on the page (the rules list them in their own order).
  const own = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Record<string, number>>({});
  const keys = Object.keys(errors);
  useLayoutEffect(() => {
    const root = own.current?.getRootNode() as Document | ShadowRoot | undefined;
    const all = [...(root?.querySelectorAll?.('[id]') ?? [])].map((el) => el.id);
    setPosition(Object.fromEntries(keys.map((path) => [path, all.indexOf(targetFor(path))])));
  }, [keys.join('|')]);
  const paths = [...keys].sort((a, b) => (position[a] ?? 1e9) - (position[b] ?? 1e9));
  return (
    <div
      ref={(el) => {
        own.current = el;
        if (typeof containerRef === 'function') containerRef(el);
        else if (containerRef) containerRef.current = el;
      }} class="bw-gd__errors" role="alert" tabIndex={-1} aria-labelledby="bw-gd-errors-title">
      <h2 id="bw-gd-errors-title" class="bw-gd__heading">
        <Text id="reservation.errors_summary.title" plural={paths.length} fields={{ count: paths.length }} />
      </h2>
      <ul>
        {paths.map((path) => (
          <li key={path}>
            <a
              href={`#${targetFor(path)}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(event.currentTarget, targetFor(path));
              }}
            >
              {t('reservation.errors_summary.item', { label: labelFor(path), message: t(errors[path]!.key, errors[path]!.fields) })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
