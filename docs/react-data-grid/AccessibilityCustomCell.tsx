import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';

type Doc = {id: number; title: string; starred: boolean};

function StarCell(params: GridRenderCellParams<Doc, boolean>) {
  const {hasFocus, tabIndex, value, row, api} = params;
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  // Move DOM focus to the button when the grid focuses this cell
  React.useLayoutEffect(() => {
    if (hasFocus) {
      buttonRef.current?.focus();
    }
  }, [hasFocus]);

  return (
    <IconButton
      ref={buttonRef}
      size="small"
      tabIndex={tabIndex}
      aria-label={value ? `Unstar ${row.title}` : `Star ${row.title}`}
      aria-pressed={value}
      onClick={() => api.updateRows([{id: row.id, starred: !value}])}
    >
      <SvgIcon fontSize="small" color={value ? 'warning' : 'action'}>
        <path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />
      </SvgIcon>
    </IconButton>
  );
}

const columns: GridColDef<Doc>[] = [
  {field: 'starred', headerName: 'Starred', width: 100, renderCell: (params) => <StarCell {...params} />},
  {field: 'title', headerName: 'Document', width: 240},
];

const rows: Doc[] = [
  {id: 1, title: 'Onboarding checklist', starred: true},
  {id: 2, title: 'Security policy', starred: false},
  {id: 3, title: 'Brand guidelines', starred: false},
];

export default function AccessibilityCustomCell() {
  return (
    <Box sx={{height: 280, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} disableRowSelectionOnClick />
    </Box>
  );
}
