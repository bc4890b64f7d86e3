import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, name: 'Mira Kovač', team: 'Falcons', score: 92},
  {id: 2, name: 'Diego Alvarez', team: 'Otters', score: 87},
  {id: 3, name: 'Leila Nasser', team: 'Falcons', score: 79},
  {id: 4, name: 'Owen Fraser', team: 'Herons', score: 95},
];

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150, headerClassName: 'app-header--highlight'},
  {field: 'team', headerName: 'Team', width: 140, headerAlign: 'center', align: 'center'},
  {field: 'score', headerName: 'Score', type: 'number', width: 120},
];

export default function ColumnHeaderStyled() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .app-header--highlight': {backgroundColor: 'primary.light', color: 'primary.contrastText', fontWeight: 700},
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter showColumnVerticalBorder columnHeaderHeight={64} />
    </Box>
  );
}
