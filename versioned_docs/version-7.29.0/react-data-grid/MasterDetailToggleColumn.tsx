import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';

type Invoice = {id: string; client: string; amount: number; memo: string};

const rows: Invoice[] = [
  {id: 'INV-081', client: 'Northwind', amount: 4200, memo: 'Quarterly maintenance, paid by wire transfer.'},
  {id: 'INV-082', client: 'Green Leaf', amount: 950, memo: 'Workshop on accessibility, two days on site.'},
  {id: 'INV-083', client: 'Maple Co.', amount: 12800, memo: 'Migration project, second milestone.'},
];

const columns: GridColDef<Invoice>[] = [
  {field: 'id', headerName: 'Invoice', width: 120},
  {field: 'client', headerName: 'Client', flex: 1},
  {field: 'amount', headerName: 'Amount (USD)', type: 'number', width: 140},
  // The toggle column moves to the end. Its default header renders no text, so give it one.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    renderHeader: () => 'Details',
    width: 90,
    align: 'center',
    headerAlign: 'center',
  },
];

export default function MasterDetailToggleColumn() {
  const getDetailPanelContent = React.useCallback(
    ({row}: GridRowParams<Invoice>) => (
      <Typography variant="body2" sx={{p: 2}}>
        {row.memo}
      </Typography>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
