/** The Markdown of a page, from the `index.md` the build wrote beside it. */
export async function fetchMarkdown(markdownUrl: string): Promise<string> {
  const response = await fetch(markdownUrl, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${markdownUrl} answered ${response.status}`);
  return response.text();
}
