import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'status', headerName: 'Status', width: 120},
];

const describe = (model: GridRowSelectionModel) => {
  const ids = Array.from(model.ids);
  const shown = ids.length > 6 ? `${ids.slice(0, 6).join(', ')}, … (${ids.length} ids)` : ids.join(', ');
  return `{ type: '${model.type}', ids: Set [${shown}] }`;
};

export default function RowSelectionExcludeModel() {
  const [disableExclude, setDisableExclude] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <FormControlLabel
          control={
            <Switch
              checked={disableExclude}
              onChange={(event) => {
                setDisableExclude(event.target.checked);
                setSelection({type: 'include', ids: new Set()});
              }}
            />
          }
          label="disableRowSelectionExcludeModel"
        />
      </Stack>
      <Typography variant="body2" sx={{mb: 1, fontFamily: 'monospace'}}>
        {describe(selection)}
      </Typography>
      <Box sx={{height: 380}}>
        <DataGrid
          rows={ORDERS}
          columns={columns}
          checkboxSelection
          disableRowSelectionExcludeModel={disableExclude}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{pagination: {paginationModel: {pageSize: 25}}}}
          pageSizeOptions={[25, 50]}
        />
      </Box>
    </Box>
  );
}
