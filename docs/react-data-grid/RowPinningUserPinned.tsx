import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, GridActionsCell, GridActionsCellItem, type GridColDef, type GridRowId} from '@mui/x-data-grid-pro';

type City = {id: number; city: string; country: string; temperature: number};

const allRows: City[] = [
  {id: 1, city: 'Reykjavík', country: 'Iceland', temperature: 4},
  {id: 2, city: 'Lagos', country: 'Nigeria', temperature: 31},
  {id: 3, city: 'Lima', country: 'Peru', temperature: 19},
  {id: 4, city: 'Perth', country: 'Australia', temperature: 24},
  {id: 5, city: 'Montreal', country: 'Canada', temperature: -3},
  {id: 6, city: 'Dubai', country: 'United Arab Emirates', temperature: 35},
  {id: 7, city: 'Hanoi', country: 'Vietnam', temperature: 28},
  {id: 8, city: 'Bergen', country: 'Norway', temperature: 7},
];

const baseColumns: GridColDef<City>[] = [
  {field: 'city', headerName: 'City', flex: 1},
  {field: 'country', headerName: 'Country', width: 180},
  {field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160},
];

export default function RowPinningUserPinned() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>([2]);

  // A row is either in `rows` or in `pinnedRows`, never in both.
  const {rows, pinnedRows} = React.useMemo(
    () => ({
      rows: allRows.filter((row) => !pinnedIds.includes(row.id)),
      pinnedRows: {top: pinnedIds.flatMap((id) => allRows.filter((row) => row.id === id))},
    }),
    [pinnedIds],
  );

  // The label comes from the row node, so the columns only depend on the stable state setter.
  const columns = React.useMemo<GridColDef<City>[]>(
    () => [
      ...baseColumns,
      {
        field: 'pin',
        type: 'actions',
        width: 60,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              label={params.rowNode.type === 'pinnedRow' ? 'Unpin' : 'Pin to top'}
              showInMenu
              onClick={() =>
                setPinnedIds((prev) =>
                  prev.includes(params.id) ? prev.filter((x) => x !== params.id) : [...prev, params.id],
                )
              }
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
