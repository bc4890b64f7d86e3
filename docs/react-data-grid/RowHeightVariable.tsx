import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type DataGridProps, type GridColDef} from '@mui/x-data-grid';

type Item = {id: number; label: string; amount?: number; isHeader?: boolean};

const rows: Item[] = [
  {id: 1, label: 'Income', isHeader: true},
  {id: 2, label: 'Consulting', amount: 18200},
  {id: 3, label: 'Licenses', amount: 7400},
  {id: 4, label: 'Expenses', isHeader: true},
  {id: 5, label: 'Salaries', amount: -14100},
  {id: 6, label: 'Office rent', amount: -3200},
];

const columns: GridColDef<Item>[] = [
  {field: 'label', headerName: 'Line', flex: 1},
  {field: 'amount', headerName: 'Amount (USD)', type: 'number', width: 150},
];

// Section rows are taller; multiplying by the density factor keeps them in proportion when the density changes.
const getRowHeight: DataGridProps['getRowHeight'] = ({model, densityFactor}) =>
  model.isHeader ? 72 * densityFactor : null;

export default function RowHeightVariable() {
  return (
    <Box sx={{height: 420, width: '100%', '& .section-row': {fontWeight: 700, bgcolor: 'action.hover'}}}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getRowClassName={(params) => (params.row.isHeader ? 'section-row' : '')}
        disableColumnSorting
        hideFooter
      />
    </Box>
  );
}
