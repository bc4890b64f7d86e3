import type {ProductId} from '../../src/config/registry';

/**
 * The words the Markdown files add around a page's own text, in the language being built. They
 * come from the locale's `code.json` (Docusaurus's code translations); most ids are the ones the
 * HTML pages use, so both say the same. `t(id, message)` is the form `npm run i18n:status` reads.
 */
export type Translate = (id: string, message: string, values?: Record<string, string | number>) => string;

/** A translator over Docusaurus's code translations of one locale, English when an id is missing. */
export function translatorOf(codeTranslations: Record<string, string>): Translate {
  return (id, message, values = {}) => {
    const template = codeTranslations[id]?.trim() ? codeTranslations[id] : message;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}

const capitalized = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** `language` is a BCP 47 tag (`zh-CN`), for lists written as the language writes them. */
export function markdownLabels(t: Translate, language = 'en') {
  // The product names as the search filters show them.
  const products: Record<ProductId, string> = {
    'data-grid': t('search.product.dataGrid', 'Data Grid'),
    'date-pickers': t('search.product.datePickers', 'Date and Time Pickers'),
    charts: t('search.product.charts', 'Charts'),
    'tree-view': t('search.product.treeView', 'Tree View'),
  };
  const list = new Intl.ListFormat(language, {style: 'long', type: 'conjunction'});
  const admonitions: Record<string, string> = {
    note: t('theme.admonition.note', 'note'),
    tip: t('theme.admonition.tip', 'tip'),
    info: t('theme.admonition.info', 'info'),
    warning: t('theme.admonition.warning', 'warning'),
    danger: t('theme.admonition.danger', 'danger'),
    caution: t('theme.admonition.caution', 'caution'),
  };
  return {
    page: {
      demo: {
        demo: t('markdown.demo', 'Demo'),
        styling: {
          tailwind: t('demo.styling.tailwind', 'Tailwind CSS'),
          css: t('demo.styling.css', 'Plain CSS'),
        },
      },
      // Docusaurus's labels are lower case, upper-cased by CSS on the HTML page.
      admonition: (keyword: string) => capitalized(admonitions[keyword] ?? keyword),
    },
    api: {
      deprecated: t('api.deprecated', 'Deprecated'),
      demos: t('api.section.demos', 'Demos'),
      import: t('api.section.import', 'Import'),
      props: t('api.section.props', 'Props'),
      properties: t('api.section.properties', 'Properties'),
      slots: t('api.section.slots', 'Slots'),
      classes: t('api.section.classes', 'CSS classes'),
      name: t('api.props.name', 'Name'),
      type: t('api.props.type', 'Type'),
      default: t('api.props.default', 'Default'),
      description: t('api.props.description', 'Description'),
      required: t('api.props.required', 'Required'),
      propDeprecated: t('api.props.deprecated', 'Deprecated'),
      slotName: t('api.slots.name', 'Slot name'),
      className: t('api.classes.className', 'Class name'),
      ruleName: t('api.classes.rule', 'Rule name'),
      inheritsFrom: (name: string) =>
        t('api.inheritance.component', 'The props of the {name} component are also available.', {name}),
      nativeProps: (count: number) =>
        t(
          'api.inheritance.native',
          'It also accepts {count} props from React, the DOM or Material UI types it extends; they are not listed here.',
          {count},
        ),
    },
    llms: {
      summary: (version: string, sections: readonly ProductId[]) =>
        t('markdown.llms.summary', 'The documentation of MUI X {version}, advanced React components: {products}.', {
          version,
          products: list.format(sections.map((id) => products[id])),
        }),
      details: (full: string) =>
        t(
          'markdown.llms.details',
          'Every page is also served as Markdown at its URL followed by index.md, with the full source of its demos. The Markdown of every page listed here, in this order, is in {full}.',
          {full},
        ),
      otherPages: t('markdown.llms.otherPages', 'Other pages'),
      source: t('markdown.llms.source', 'Source'),
    },
  };
}

export type MarkdownLabels = ReturnType<typeof markdownLabels>;
export type ApiLabels = MarkdownLabels['api'];
