import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
  type GridRowsProp,
} from '@mui/x-data-grid-pro';

const roles = ['Admin', 'Editor', 'Viewer'];

function RoleHeaderFilter(props: GridRenderHeaderFilterProps) {
  const {item, colDef} = props;
  const apiRef = useGridApiContext();

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    if (value === '') {
      apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({...item, field: colDef.field, operator: 'is', value});
    }
  };

  return (
    <TextField
      select
      fullWidth
      size="small"
      value={item.value ?? ''}
      onChange={handleChange}
      aria-label="Filter by role"
    >
      <MenuItem value="">All roles</MenuItem>
      {roles.map((role) => (
        <MenuItem key={role} value={role}>
          {role}
        </MenuItem>
      ))}
    </TextField>
  );
}

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: roles,
    width: 170,
    renderHeaderFilter: (params) => <RoleHeaderFilter {...params} />,
  },
  // No header filter input, but still filterable from the panel.
  {field: 'email', headerName: 'Email', width: 220, renderHeaderFilter: () => null},
];

const rows: GridRowsProp = [
  {id: 1, name: 'Ana Souza', role: 'Admin', email: 'ana@example.com'},
  {id: 2, name: 'Bo Nilsson', role: 'Viewer', email: 'bo@example.com'},
  {id: 3, name: 'Chiara Bianchi', role: 'Editor', email: 'chiara@example.com'},
  {id: 4, name: 'Deniz Kaya', role: 'Editor', email: 'deniz@example.com'},
];

export default function HeaderFiltersCustom() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} headerFilters />
    </Box>
  );
}
