import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import {
  DataGridPro,
  gridRowSelectionManagerSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

function PersonItem(params: GridRenderCellParams<Employee>) {
  const {row, id, tabIndex} = params;
  const apiRef = useGridApiContext();
  // Subscribing to the selection re-renders the item when it changes.
  // The manager answers for both model types, including the `exclude` model of "select all".
  const selected = useGridSelector(apiRef, gridRowSelectionManagerSelector).has(id);

  return (
    <Stack direction="row" spacing={1.5} sx={{height: '100%', alignItems: 'center', width: '100%'}}>
      {/* The checkbox column does not exist in list view: the item draws its own. */}
      <Checkbox
        checked={selected}
        tabIndex={tabIndex}
        inputProps={{'aria-label': `Select ${row.name}`}}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => apiRef.current.selectRow(id, event.target.checked, false)}
      />
      <Avatar sx={{width: 36, height: 36}}>{row.name[0]}</Avatar>
      <Stack sx={{flex: 1, minWidth: 0}}>
        <Typography variant="body2" sx={{fontWeight: 600}} noWrap>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap>
          {row.role} · {row.city}
        </Typography>
      </Stack>
      <IconButton
        size="small"
        aria-label={`Write to ${row.name}`}
        tabIndex={tabIndex}
        href={`mailto:${row.email}`}
        onClick={(event) => event.stopPropagation()}
      >
        <MailOutlineIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

const listColumn: GridListViewColDef<Employee> = {field: 'person', renderCell: PersonItem};

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 180},
  {field: 'city', headerName: 'City', width: 130},
];

export default function ListViewSelection() {
  return (
    <Box sx={{height: 460, width: '100%', maxWidth: 460}}>
      <DataGridPro
        rows={EMPLOYEES}
        columns={columns}
        rowHeight={60}
        checkboxSelection
        // Clicking an item does not select it: only its checkbox does.
        disableRowSelectionOnClick
        listView
        listViewColumn={listColumn}
      />
    </Box>
  );
}
