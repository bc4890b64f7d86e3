import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {ORDERS} from '@site/src/demo-data/orders';

const columns: GridColDef[] = [
  {field: 'date', headerName: 'Order date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100},
];

const monthFormatter = new Intl.DateTimeFormat('en-US', {month: 'short'});

// Replaces the default year and quarter fields: every date column offers a year and a month field.
// The month is a number (1 to 12), so the generated columns sort in calendar order, and its
// formatter turns it into "Jan", "Feb"... for the column headers.
function getPivotDerivedColumns(column: GridColDef): GridColDef[] | undefined {
  if (column.type !== 'date') {
    return undefined;
  }
  const field = column.field;
  return [
    {
      field: `${field}-year`,
      headerName: `${column.headerName} (year)`,
      valueGetter: (_value, row) => String(new Date(row[field]).getFullYear()),
    },
    {
      field: `${field}-month`,
      headerName: `${column.headerName} (month)`,
      type: 'number',
      valueGetter: (_value, row) => new Date(row[field]).getMonth() + 1,
      valueFormatter: (value: number) => monthFormatter.format(new Date(2024, value - 1, 1)),
    },
  ];
}

const pivotModel: GridPivotModel = {
  rows: [{field: 'category'}],
  columns: [{field: 'date-month', sort: 'asc'}],
  values: [{field: 'quantity', aggFunc: 'sum'}],
};

export default function PivotingDerivedMonths() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{pivoting: {enabled: true, model: pivotModel}}}
        pivotingColDef={{width: 90, headerName: 'Units'}}
        showToolbar
      />
    </Box>
  );
}
