import type {TranslationFile, TranslationFileContent} from '@docusaurus/types';
import type {ApiPageData} from './types';

/** `7.29.0/data-grid/data-grid`: one translation file per API page and version. */
export function translationPath(versionName: string, page: ApiPageData): string {
  return `${versionName}/${page.product}/${page.slug}`;
}

/** The English descriptions of a page, keyed by what they describe, for translators to copy. */
export function pageMessages(page: ApiPageData): TranslationFileContent {
  const content: TranslationFileContent = {};
  const add = (id: string, message: string, what: string) => {
    if (message) content[id] = {message, description: `${what} on the ${page.name} API page`};
  };
  add('description', page.description, `The description of ${page.name}`);
  page.props.forEach((prop) => add(`props.${prop.name}`, prop.description, `The description of the ${prop.name} prop`));
  page.slots.forEach((slot) => add(`slots.${slot.name}`, slot.description, `The description of the ${slot.name} slot`));
  page.classes.forEach((cls) =>
    add(`classes.${cls.key}`, cls.description, `The description of the ${cls.key} CSS class`),
  );
  return content;
}

/** The page with each description replaced by its translation, or left in English when there is none. */
export function translatePage(page: ApiPageData, file: TranslationFile | undefined): ApiPageData {
  if (!file) return page;
  const message = (id: string, english: string) => {
    const translated = file.content[id]?.message;
    return typeof translated === 'string' && translated.trim() !== '' ? translated : english;
  };
  return {
    ...page,
    description: message('description', page.description),
    props: page.props.map((prop) => ({...prop, description: message(`props.${prop.name}`, prop.description)})),
    slots: page.slots.map((slot) => ({...slot, description: message(`slots.${slot.name}`, slot.description)})),
    classes: page.classes.map((cls) => ({...cls, description: message(`classes.${cls.key}`, cls.description)})),
  };
}
