import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridActionsCell, GridActionsCellItem, GridDeleteIcon, type GridColDef} from '@mui/x-data-grid';

type Subscription = {id: number; service: string; plan: string; monthly: number};

const initialRows: Subscription[] = [
  {id: 1, service: 'Music streaming', plan: 'Family', monthly: 16.99},
  {id: 2, service: 'Cloud storage', plan: '2 TB', monthly: 9.99},
  {id: 3, service: 'News', plan: 'Digital', monthly: 12},
  {id: 4, service: 'Video streaming', plan: 'Standard', monthly: 15.49},
];

export default function RowRecipesDelete() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Subscription>[]>(
    () => [
      {field: 'service', headerName: 'Service', flex: 1},
      {field: 'plan', headerName: 'Plan', width: 120},
      {field: 'monthly', headerName: 'Monthly (USD)', type: 'number', width: 140},
      {
        field: 'actions',
        type: 'actions',
        width: 80,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<GridDeleteIcon />}
              label="Delete"
              onClick={() => setRows((prev) => prev.filter((row) => row.id !== params.id))}
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
