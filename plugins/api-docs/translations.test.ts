import type {ApiPageData} from './types';
import {pageMessages, translatePage, translationPath} from './translations';

const page: ApiPageData = {
  kind: 'component',
  name: 'DataGrid',
  slug: 'data-grid',
  product: 'data-grid',
  plan: 'community',
  imports: [],
  description: 'A grid.',
  props: [{name: 'rows', type: 'GridRowsProp<R>', required: false, description: 'Set of rows.'}],
  slots: [{name: 'toolbar', description: ''}],
  classes: [{key: 'root', className: 'MuiDataGrid-root', description: 'Root element.'}],
  inheritedNativeProps: 0,
  demos: [],
};

describe('API translations', () => {
  it('writes one file per version and page with the non-empty English descriptions', () => {
    expect(translationPath('7.29.0', page)).toBe('7.29.0/data-grid/data-grid');
    const messages = pageMessages(page);
    expect(Object.keys(messages)).toEqual(['description', 'props.rows', 'classes.root']);
    expect(messages['props.rows'].message).toBe('Set of rows.');
  });

  it('replaces translated descriptions and keeps English where a message is missing or blank', () => {
    const translated = translatePage(page, {
      path: '7.29.0/data-grid/data-grid',
      content: {
        description: {message: 'Uma grade.'},
        'props.rows': {message: '  '},
        'classes.root': {message: 'Elemento raiz.'},
      },
    });
    expect(translated.description).toBe('Uma grade.');
    expect(translated.props[0].description).toBe('Set of rows.');
    expect(translated.classes[0].description).toBe('Elemento raiz.');
  });

  it('returns the page unchanged without a translation file', () => {
    expect(translatePage(page, undefined)).toBe(page);
  });
});
