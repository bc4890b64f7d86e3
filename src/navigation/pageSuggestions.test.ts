import {suggestPages} from './pageSuggestions';

describe('suggestPages', () => {
  it('puts the page with the exact words first', () => {
    expect(suggestPages('/x/components/data-grid/columns/', 'en')[0]).toEqual({
      title: 'Data Grid - Columns',
      to: '/react-data-grid/column-definition/',
    });
  });

  it('forgives a typo', () => {
    expect(suggestPages('/x/react-data-grid/colums/', 'en')[0]?.to).toBe('/react-data-grid/column-definition/');
    expect(suggestPages('/x/react-date-pickers/date-time-pikcer/', 'en')[0]?.to).toBe(
      '/react-date-pickers/date-time-picker/',
    );
  });

  it('matches a shortened word', () => {
    expect(suggestPages('/x/components/data-grid/virtual/', 'en')[0]?.to).toBe('/react-data-grid/virtualization/');
  });

  it('gives Chinese titles to Chinese readers and English ones otherwise', () => {
    expect(suggestPages('/x/zh/components/time-picker/', 'zh')[0]).toEqual({
      title: '时间选择器',
      to: '/react-date-pickers/time-picker/',
    });
    expect(suggestPages('/x/pt/components/time-picker/', 'pt')[0]?.title).toBe('Time Picker');
  });

  it('returns at most three distinct pages', () => {
    const suggestions = suggestPages('/x/components/data-grid/', 'en');
    expect(suggestions).toHaveLength(3);
    expect(new Set(suggestions.map((s) => s.to)).size).toBe(3);
  });

  it.each(['/x/', '/x/zh/v6/', '/x/qwertyuiop/', '', undefined as unknown as string])(
    'suggests nothing for %j',
    (pathname) => {
      expect(suggestPages(pathname, 'en')).toEqual([]);
    },
  );
});
