// preact-i18n (the -preactx line) ships no type declarations; these cover what we use.
declare module 'preact-i18n' {
  import type { ComponentChildren, VNode } from 'preact';

  export type Definition = Record<string, unknown>;
  export interface IntlProviderProps {
    definition?: Definition;
    scope?: string;
    mark?: boolean;
    children?: ComponentChildren;
  }
  export function IntlProvider(props: IntlProviderProps): VNode;
  export interface TextProps {
    id: string;
    fields?: Record<string, unknown>;
    plural?: number;
    children?: ComponentChildren;
  }
  export function Text(props: TextProps): VNode;
  export function useText<T extends Record<string, string | VNode>>(mapping: T): { [K in keyof T]: string };
  export function translate(
    id: string,
    scope: string | undefined,
    dictionary: Definition,
    fields?: Record<string, unknown>,
    plural?: number,
    fallback?: string,
  ): string | null;
}
