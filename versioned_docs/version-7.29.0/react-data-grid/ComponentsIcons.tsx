import * as React from 'react';
import Box from '@mui/material/Box';
import SvgIcon, {type SvgIconProps} from '@mui/material/SvgIcon';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

function ArrowUpIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 14l5-5 5 5z" />
    </SvgIcon>
  );
}

function ArrowDownIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 10l5 5 5-5z" />
    </SvgIcon>
  );
}

const columns: GridColDef[] = [
  {field: 'player', headerName: 'Player', width: 160},
  {field: 'score', headerName: 'Score', type: 'number', width: 120},
];

const rows = [
  {id: 1, player: 'Nadia', score: 3120},
  {id: 2, player: 'Felix', score: 2875},
  {id: 3, player: 'Yuki', score: 3490},
];

export default function ComponentsIcons() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{sorting: {sortModel: [{field: 'score', sort: 'desc'}]}}}
        slots={{
          columnSortedAscendingIcon: ArrowUpIcon,
          columnSortedDescendingIcon: ArrowDownIcon,
        }}
      />
    </Box>
  );
}
