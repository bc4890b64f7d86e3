import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const rows = ORDERS.slice(0, 10);

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
];

type Action = 'deselect' | 'select';

export default function RowSelectionIndeterminateAction() {
  const [action, setAction] = React.useState<Action>('deselect');
  // Two rows out of ten: the header checkbox starts half-checked
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([2, 5]);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={action}
          onChange={(_event, value: Action | null) => {
            if (value) {
              setAction(value);
              setSelection([2, 5]);
            }
          }}
          aria-label="indeterminateCheckboxAction"
        >
          <ToggleButton value="deselect">deselect (default)</ToggleButton>
          <ToggleButton value="select">select</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2">{selection.length} of 10 selected</Typography>
      </Stack>
      <Box sx={{height: 400}}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          indeterminateCheckboxAction={action}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Box>
  );
}
