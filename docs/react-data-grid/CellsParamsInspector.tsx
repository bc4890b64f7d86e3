import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridCellParams, type GridColDef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 160, editable: true},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true},
  {
    // Computed value (valueGetter), displayed as currency (valueFormatter)
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    // Custom content (renderCell) and a class that depends on the value (cellClassName)
    field: 'status',
    headerName: 'Status',
    width: 130,
    renderCell: ({value}) => <strong>{value}</strong>,
    cellClassName: ({value}) => (value === 'Cancelled' ? 'status-cancelled' : ''),
  },
];

type Inspected = Pick<GridCellParams, 'id' | 'field' | 'value' | 'formattedValue' | 'cellMode' | 'isEditable'>;

export default function CellsParamsInspector() {
  const [inspected, setInspected] = React.useState<Inspected | null>(null);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={ORDERS.slice(0, 20)}
          columns={columns}
          hideFooter
          onCellClick={(params) =>
            setInspected({
              id: params.id,
              field: params.field,
              value: params.value,
              formattedValue: params.formattedValue,
              cellMode: params.cellMode,
              isEditable: params.isEditable,
            })
          }
          sx={{'& .status-cancelled': {color: 'error.main', textDecoration: 'line-through'}}}
        />
      </Box>
      <Typography variant="subtitle2" sx={{mt: 1}}>
        Params of the last clicked cell
      </Typography>
      <Box component="pre" sx={{m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto'}}>
        {inspected ? JSON.stringify(inspected, null, 2) : 'Click a cell.'}
      </Box>
    </Box>
  );
}
