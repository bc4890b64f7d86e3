import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {PRODUCE_SALES} from '@site/src/demo-data/grid-produce-sales';

const columns: GridColDef[] = [
  {field: 'product', headerName: 'Product', width: 110},
  {field: 'size', headerName: 'Size', width: 90},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quarter', headerName: 'Quarter', width: 100},
  {field: 'sales', headerName: 'Sales ($)', type: 'number', width: 110},
  {field: 'profit', headerName: 'Profit ($)', type: 'number', width: 110},
];

const pivotModel: GridPivotModel = {
  rows: [{field: 'product'}, {field: 'size'}],
  columns: [{field: 'region', sort: 'asc'}],
  values: [
    {field: 'sales', aggFunc: 'sum'},
    {field: 'profit', aggFunc: 'sum'},
  ],
};

// Called once per generated column with the value field and the path of column group values
// above it (here, the region): short header names, a tooltip naming the region, profit in green.
function pivotingColDef(originalColumnField: string, columnGroupPath: string[]) {
  const isProfit = originalColumnField === 'profit';
  return {
    headerName: isProfit ? 'Profit' : 'Sales',
    description: `${isProfit ? 'Total profit' : 'Total sales'} in the ${columnGroupPath.join(' / ')} region`,
    width: isProfit ? 90 : 100,
    cellClassName: isProfit ? 'pivot-profit-cell' : undefined,
  };
}

export default function PivotingColDefCallback() {
  return (
    <Box sx={{height: 400, width: '100%', '& .pivot-profit-cell': {color: 'success.main', fontWeight: 500}}}>
      <DataGridPremium
        rows={PRODUCE_SALES}
        columns={columns}
        initialState={{pivoting: {enabled: true, model: pivotModel}}}
        pivotingColDef={pivotingColDef}
        showToolbar
      />
    </Box>
  );
}
