// `node --test scripts/search/apiRecords.test.mjs`: the search records of API pages.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {plainText, recordsOfPage} from './apiRecords.mjs';

const page = {
  name: 'DataGridPro',
  slug: 'data-grid-pro',
  product: 'data-grid',
  plan: 'pro',
  props: [{name: 'getRowId', description: 'Return the id of a given [GridRowModel](/x/api/data-grid/).'}],
  slots: [{name: 'toolbar', description: 'The `toolbar` slot.'}],
  classes: [{key: 'cell', className: 'MuiDataGrid-cell', description: 'Styles applied to a <code>cell</code>.'}],
};

test('every prop, slot and CSS class of an API page is a record linking to its row', () => {
  const records = recordsOfPage({page, versionPath: 'v8'}, '/x/zh/', 'zh');
  assert.deepEqual(
    records.map((record) => record.url),
    [
      '/x/zh/v8/api/data-grid/data-grid-pro/#prop-getRowId',
      '/x/zh/v8/api/data-grid/data-grid-pro/#slot-toolbar',
      '/x/zh/v8/api/data-grid/data-grid-pro/#class-cell',
    ],
  );
  assert.deepEqual(records[0].meta, {
    title: 'getRowId',
    section: 'Data Grid › API › DataGridPro › Props',
    version: 'v8',
    plan: 'pro',
  });
  assert.deepEqual(records[0].filters, {product: ['data-grid'], kind: ['api'], version: ['v8'], entry: ['row']});
  assert.equal(records[0].language, 'zh');
  assert.equal(records[0].content, 'getRowId Return the id of a given GridRowModel.');
});

test('the root release is named by its label', () => {
  const [record] = recordsOfPage({page: {...page, plan: 'community'}, versionPath: ''}, '/x/', 'en');
  assert.equal(record.url, '/x/api/data-grid/data-grid-pro/#prop-getRowId');
  assert.equal(record.meta.version, '7.29.0');
  assert.equal(record.meta.plan, undefined);
});

test('descriptions are indexed as words', () => {
  assert.equal(plainText('Styles applied to a <code>cell</code> **when** `x`.'), 'Styles applied to a cell when x.');
});
