import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridUpdateRowParams,
} from '@mui/x-data-grid-premium';
import {PRODUCTS} from '@site/src/demo-data/orders';

type CatalogItem = {id: number; name: string; category: string; unitPrice: number};

// The fake server's table, changed by its update endpoint.
const table: CatalogItem[] = PRODUCTS.map((product, index) => ({id: index + 1, ...product}));

const respondLater = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 300));

function getRows(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const start = Number(params.start);
  return respondLater({rows: table.slice(start, params.end + 1), rowCount: table.length});
}

function updateRow(params: GridUpdateRowParams): Promise<CatalogItem> {
  const saved = params.updatedRow as CatalogItem;
  const index = table.findIndex((item) => item.id === saved.id);
  table[index] = {...saved};
  return respondLater(table[index]);
}

const columns: GridColDef<CatalogItem>[] = [
  {field: 'name', headerName: 'Product', width: 200, editable: true},
  {field: 'category', headerName: 'Category', width: 140},
  {field: 'unitPrice', headerName: 'Unit price ($)', type: 'number', width: 140, editable: true},
];

export default function UndoRedoDataSource() {
  const [canSave, setCanSave] = React.useState(true);
  // Without `updateRow`, edits cannot reach the server: the grid turns the history off.
  const dataSource: GridDataSource = React.useMemo(() => (canSave ? {getRows, updateRow} : {getRows}), [canSave]);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={canSave} onChange={(event) => setCanSave(event.target.checked)} />}
        label="The data source has updateRow()"
      />
      <Box sx={{height: 400}}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          showToolbar
          pagination
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
          pageSizeOptions={[10]}
          disableColumnFilter
        />
      </Box>
    </Box>
  );
}
