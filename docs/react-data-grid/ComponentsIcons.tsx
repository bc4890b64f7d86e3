import * as React from 'react';
import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import {DataGrid, type GridBaseIconProps, type GridColDef} from '@mui/x-data-grid';

// Icon slots receive the grid's own icon props, not the full SvgIconProps: pass on what SvgIcon understands.
function ArrowUpIcon(props: GridBaseIconProps) {
  const {className, fontSize, style, titleAccess} = props;
  return (
    <SvgIcon className={className} fontSize={fontSize} style={style} titleAccess={titleAccess}>
      <path d="M7 14l5-5 5 5z" />
    </SvgIcon>
  );
}

function ArrowDownIcon(props: GridBaseIconProps) {
  const {className, fontSize, style, titleAccess} = props;
  return (
    <SvgIcon className={className} fontSize={fontSize} style={style} titleAccess={titleAccess}>
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
