import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridCellSelectionModel, type GridColDef} from '@mui/x-data-grid-premium';

type SalesRow = {id: number; product: string; q1: number; q2: number; q3: number};

const columns: GridColDef<SalesRow>[] = [
  {field: 'product', headerName: 'Product', width: 160},
  {field: 'q1', headerName: 'Q1', type: 'number', width: 100},
  {field: 'q2', headerName: 'Q2', type: 'number', width: 100},
  {field: 'q3', headerName: 'Q3', type: 'number', width: 100},
];

const rows: SalesRow[] = [
  {id: 1, product: 'Keyboard', q1: 120, q2: 140, q3: 135},
  {id: 2, product: 'Mouse', q1: 300, q2: 280, q3: 310},
  {id: 3, product: 'Monitor', q1: 45, q2: 60, q3: 52},
  {id: 4, product: 'Headset', q1: 80, q2: 95, q3: 101},
];

export default function CellSelectionSum() {
  const [model, setModel] = React.useState<GridCellSelectionModel>({});

  const {count, total} = React.useMemo(() => {
    let selectedCount = 0;
    let sum = 0;
    Object.entries(model).forEach(([rowId, fields]) => {
      // Object keys are strings: compare with the id as a string
      const row = rows.find((item) => String(item.id) === rowId);
      Object.entries(fields).forEach(([field, isSelected]) => {
        const value = row?.[field as keyof SalesRow];
        if (isSelected && typeof value === 'number') {
          selectedCount += 1;
          sum += value;
        }
      });
    });
    return {count: selectedCount, total: sum};
  }, [model]);

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {count} numeric cell(s) selected, sum: {total}
      </Typography>
      <Box sx={{height: 340}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
        />
      </Box>
    </Box>
  );
}
