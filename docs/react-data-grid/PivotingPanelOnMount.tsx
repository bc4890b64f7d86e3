import Box from '@mui/material/Box';
import {DataGridPremium, GridSidebarValue, type GridColDef, type GridInitialState} from '@mui/x-data-grid-premium';
import {PRODUCE_SALES} from '@site/src/demo-data/grid-produce-sales';

const columns: GridColDef[] = [
  {field: 'product', headerName: 'Product', width: 110},
  {field: 'size', headerName: 'Size', width: 90},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quarter', headerName: 'Quarter', width: 100},
  {field: 'sales', headerName: 'Sales ($)', type: 'number', width: 110},
  {field: 'profit', headerName: 'Profit ($)', type: 'number', width: 110},
];

// Uncontrolled: the grid owns the pivot from here on, and the sidebar starts open on the pivot panel.
const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{field: 'region'}],
      columns: [{field: 'quarter', sort: 'asc'}],
      values: [{field: 'sales', aggFunc: 'sum'}],
    },
  },
  sidebar: {open: true, value: GridSidebarValue.Pivot},
};

export default function PivotingPanelOnMount() {
  return (
    <Box sx={{height: 480, width: '100%'}}>
      <DataGridPremium rows={PRODUCE_SALES} columns={columns} initialState={initialState} showToolbar />
    </Box>
  );
}
