// Stands in for `@docusaurus/Translate` (the alias is set in ../index.ts): the same `translate()`
// and `<Translate>` (core's lib/client/exports/Translate.js, whose lookup it repeats), with the
// site's reporting of missing translations (src/i18n/translator.ts). `write-translations` still
// finds every call, as the source imports `@docusaurus/Translate`.
import React, {type ReactNode} from 'react';
import {interpolate, type InterpolateValues} from '@docusaurus/Interpolate';
import codeTranslations from '@generated/codeTranslations';
import i18n from '@generated/i18n';
import {lookupMessage} from '@site/src/i18n/translator';

type Declaration = {id?: string; message?: string; description?: string};

function localizedMessage({id, message}: Declaration): string {
  if (id === undefined && message === undefined) {
    throw new Error('A translation needs an id or a default message.');
  }
  const key = (id ?? message) as string;
  return lookupMessage(i18n.currentLocale, key, message ?? key, codeTranslations, console);
}

export function translate<Str extends string>(
  declaration: Declaration,
  values?: InterpolateValues<Str, string | number>,
): string {
  return interpolate(localizedMessage(declaration), values);
}

type Props = {children?: string; id?: string; description?: string; values?: InterpolateValues<string, ReactNode>};

export default function Translate({children, id, values}: Props): ReactNode {
  if (children !== undefined && typeof children !== 'string') {
    throw new Error('<Translate> takes a plain string as its children.');
  }
  return <>{interpolate(localizedMessage({id, message: children}), values)}</>;
}
