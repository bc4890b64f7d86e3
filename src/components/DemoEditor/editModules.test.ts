import * as React from 'react';
import {createEditRequire, editModules} from './editModules';
import {EditError} from './problem';

describe('editModules', () => {
  it("gives React, the page's imports with every demo's names, and the demo's own relative imports first", () => {
    const first = () => null;
    const modules = editModules({
      own: [['./Card.module.css', {__esModule: true, default: {card: 'own'}}]],
      page: [
        ['@mui/x-data-grid', {__esModule: true, DataGrid: first}],
        ['./Card.module.css', {__esModule: true, default: {card: 'other'}}],
        ['@mui/x-data-grid', {__esModule: true, GridToolbar: first}],
      ],
    });
    expect(modules.get('react')?.useState).toBe(React.useState);
    expect(modules.get('react')?.__esModule).toBe(true);
    expect(modules.get('react/jsx-runtime')?.jsx).toEqual(expect.any(Function));
    expect(Object.keys(modules.get('@mui/x-data-grid')!).sort()).toEqual(['DataGrid', 'GridToolbar', '__esModule']);
    expect(modules.get('./Card.module.css')?.default).toEqual({card: 'own'});
  });

  it('makes a require that stops the run with an import problem for a module the page lacks', () => {
    const require = createEditRequire(editModules({own: [], page: []}));
    expect(require('react').useState).toBe(React.useState);
    expect(() => require('lodash')).toThrow(EditError);
    try {
      require('lodash');
    } catch (error) {
      expect((error as EditError).problem).toEqual({kind: 'import', specifier: 'lodash'});
    }
  });
});
