import {test, expect} from './support/fixtures';
import {builtLocales} from './support/env';

// Chinese and Portuguese are built by the full build (npm test, CI); BUILD_FAST builds English only.
const LANGUAGES = [
  {
    locale: 'zh',
    htmlLang: 'zh-CN',
    navbarGrid: '数据表格',
    installationTitle: '安装',
    notice: '尚未翻译',
    sidebarOverview: '概览',
  },
  {
    locale: 'pt',
    htmlLang: 'pt-BR',
    navbarGrid: 'Data Grid',
    installationTitle: 'Instalação',
    notice: 'ainda não foi traduzida',
    sidebarOverview: 'Visão geral',
  },
];

for (const language of LANGUAGES.filter(({locale}) => builtLocales().includes(locale))) {
  test.describe(`${language.locale}`, () => {
    test('a translated page shows its text and the UI in the language', async ({page}) => {
      await page.goto(`/x/${language.locale}/introduction/installation/`);
      await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
      await expect(page.locator('article h1')).toHaveText(language.installationTitle);
      await expect(page.locator('.navbar').getByRole('link', {name: language.navbarGrid, exact: true})).toBeVisible();
      await expect(page.locator('.theme-doc-sidebar-menu')).toContainText(language.sidebarOverview);
      await expect(page.locator('[role="note"]').filter({hasText: language.notice})).toHaveCount(0);
    });

    test('an untranslated page is shown in English with a notice in the language', async ({page}) => {
      // 7.29.0 is translated in full; the v8 pages are not translated yet.
      await page.goto(`/x/${language.locale}/v8/react-data-grid/sorting/`);
      await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
      await expect(page.locator('article h1')).toHaveText('Sorting');
      await expect(page.getByRole('note').filter({hasText: language.notice})).toBeVisible();
    });

    test('links from an English page reach the translated page', async ({page}) => {
      // The heatmap page links to the licensing page, in the reader's language.
      await page.goto(`/x/${language.locale}/react-charts/heatmap/`);
      await page.locator('article a[href$="/introduction/licensing/"]').first().click();
      await expect(page).toHaveURL(new RegExp(`/x/${language.locale}/introduction/licensing/$`));
      await expect(page.getByRole('note').filter({hasText: language.notice})).toHaveCount(0);
    });
  });
}
