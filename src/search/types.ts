/** Kinds of indexed documents, numbered as `@easyops-cn/docusaurus-search-local` numbers them. */
export enum SearchDocumentType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

/** One indexed document: a page title, a heading, a description or a section's text. */
export type SearchDocument = {
  /** Id. */
  i: number;
  /** Text: the title, heading, description or section content. */
  t: string;
  /** URL of the page. */
  u: string;
  /** Hash of the section, with its `#`. */
  h?: string;
  /** Id of the page's title document. */
  p?: number;
  /** Title of the section or page the text belongs to. */
  s?: string;
  /** Breadcrumb of a page title. */
  b?: string[];
};

/** A result as the plugin's worker returns it. */
export type SearchResult = {
  document: SearchDocument;
  type: SearchDocumentType;
  /** The page's title document (false or undefined for title results). */
  page?: SearchDocument | false;
  /** Query tokens, lower-cased (segmented for Chinese). */
  tokens: string[];
  score: number;
};
