import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, region: 'North America', revenue: 1840},
  {id: 2, region: 'Europe', revenue: 1525},
  {id: 3, region: 'Asia Pacific', revenue: 1290},
  {id: 4, region: 'Latin America', revenue: 610},
];

const columns: GridColDef[] = [
  {field: 'region', headerName: 'Region', flex: 1, minWidth: 160},
  {
    field: 'revenue',
    // Still used by the filter panel, the columns panel, and the CSV export.
    headerName: 'Revenue',
    type: 'number',
    width: 170,
    renderHeader: (params) => (
      <Tooltip title="Amounts are in thousands of US dollars">
        <strong>
          {params.colDef.headerName} <span aria-hidden>(k$)</span>
        </strong>
      </Tooltip>
    ),
  },
];

export default function ColumnHeaderRender() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
