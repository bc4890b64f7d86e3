import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef, type GridColumnGroupingModel, useGridApiRef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const rows = ORDERS.slice(0, 6);

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 70},
];

const columnGroupingModel: GridColumnGroupingModel = [
  {groupId: 'buyer', headerName: 'Buyer', children: [{field: 'customer'}, {field: 'country'}]},
  {groupId: 'item', headerName: 'Item', children: [{field: 'product'}, {field: 'quantity'}]},
];

export default function ExportHeaderOptions() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeColumnGroupsHeaders, setIncludeColumnGroupsHeaders] = React.useState(true);
  const [productFirst, setProductFirst] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(
      apiRef.current?.getDataAsCsv({
        includeHeaders,
        includeColumnGroupsHeaders,
        // `fields` picks the exported columns and their order, whatever the grid shows
        fields: productFirst ? ['product', 'quantity', 'customer'] : undefined,
      }) ?? '',
    );
  }, [apiRef, includeHeaders, includeColumnGroupsHeaders, productFirst]);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" sx={{mb: 1, flexWrap: 'wrap', columnGap: 2}}>
        <FormControlLabel
          control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="includeHeaders"
        />
        <FormControlLabel
          control={
            <Switch
              checked={includeColumnGroupsHeaders}
              onChange={(event) => setIncludeColumnGroupsHeaders(event.target.checked)}
            />
          }
          label="includeColumnGroupsHeaders"
        />
        <FormControlLabel
          control={<Switch checked={productFirst} onChange={(event) => setProductFirst(event.target.checked)} />}
          label="fields: product, quantity, customer"
        />
      </Stack>
      <Box sx={{height: 330}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          density="compact"
          hideFooter
        />
      </Box>
      <Box component="pre" sx={{mt: 1, p: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto'}}>
        {csv}
      </Box>
    </Box>
  );
}
