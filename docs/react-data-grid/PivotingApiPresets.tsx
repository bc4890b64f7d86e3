import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPremium, useGridApiRef, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100},
  {
    field: 'revenue',
    headerName: 'Revenue ($)',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
  },
];

// Saved reports: each button loads one of these models and turns the pivot on.
const presets: {label: string; model: GridPivotModel}[] = [
  {
    label: 'Revenue by country and quarter',
    model: {
      rows: [{field: 'country'}],
      // `date-quarter` is the quarter field the grid derives from the `date` column.
      columns: [{field: 'date-quarter', sort: 'asc'}],
      values: [{field: 'revenue', aggFunc: 'sum'}],
    },
  },
  {
    label: 'Orders by category and status',
    model: {
      rows: [{field: 'category'}],
      columns: [{field: 'status', sort: 'asc'}],
      values: [{field: 'quantity', aggFunc: 'size'}],
    },
  },
];

export default function PivotingApiPresets() {
  const apiRef = useGridApiRef();

  const loadPreset = (model: GridPivotModel) => {
    apiRef.current?.setPivotModel(model);
    apiRef.current?.setPivotActive(true);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        {presets.map((preset) => (
          <Button key={preset.label} size="small" variant="outlined" onClick={() => loadPreset(preset.model)}>
            {preset.label}
          </Button>
        ))}
        <Button size="small" onClick={() => apiRef.current?.setPivotActive(false)}>
          Show the orders
        </Button>
      </Stack>
      <Box sx={{height: 420}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={ORDERS}
          columns={columns}
          initialState={{pivoting: {enabled: true, model: presets[0].model}}}
          pivotingColDef={{width: 110}}
          showToolbar
        />
      </Box>
    </Box>
  );
}
