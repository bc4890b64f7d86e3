import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';
import {
  DataGrid,
  type GridColDef,
  type GridRenderEditCellParams,
  gridEditRowsStateSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const CITIES: Record<string, string[]> = {
  France: ['Paris', 'Lyon', 'Marseille'],
  Japan: ['Tokyo', 'Osaka', 'Sapporo'],
  Kenya: ['Nairobi', 'Mombasa'],
};

function CountryEditCell({id, field, value}: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const handleChange = async (event: SelectChangeEvent) => {
    await apiRef.current.setEditCellValue({id, field, value: event.target.value});
    // A new country invalidates the city
    await apiRef.current.setEditCellValue({id, field: 'city', value: ''});
  };
  return (
    <Select value={value ?? ''} onChange={handleChange} fullWidth size="small">
      {Object.keys(CITIES).map((country) => (
        <MenuItem key={country} value={country}>
          {country}
        </MenuItem>
      ))}
    </Select>
  );
}

function CityEditCell({id, field, value}: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const editRows = useGridSelector(apiRef, gridEditRowsStateSelector);
  // The country currently being edited in the same row
  const country = editRows[id]?.country?.value as string | undefined;
  const options = country ? (CITIES[country] ?? []) : [];
  return (
    <Select
      value={value ?? ''}
      onChange={(event: SelectChangeEvent) => apiRef.current.setEditCellValue({id, field, value: event.target.value})}
      fullWidth
      size="small"
    >
      {options.map((city) => (
        <MenuItem key={city} value={city}>
          {city}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 160, editable: true},
  {
    field: 'country',
    headerName: 'Country',
    width: 160,
    editable: true,
    renderEditCell: (params) => <CountryEditCell {...params} />,
  },
  {
    field: 'city',
    headerName: 'City',
    width: 160,
    editable: true,
    renderEditCell: (params) => <CityEditCell {...params} />,
  },
];

const rows = [
  {id: 1, name: 'Camille', country: 'France', city: 'Lyon'},
  {id: 2, name: 'Haruto', country: 'Japan', city: 'Osaka'},
  {id: 3, name: 'Wanjiru', country: 'Kenya', city: 'Nairobi'},
];

export default function RecipesEditingLinkedFields() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} editMode="row" />
    </Box>
  );
}
