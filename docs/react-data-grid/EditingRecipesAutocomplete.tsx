import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import {DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// Suggestions, not a closed list: users may type a city that is not in it.
const CITIES = [...new Set(EMPLOYEES.map((employee) => employee.city))].sort();

function CityEditCell(props: GridRenderEditCellParams<Employee, string>) {
  const {id, field, value, hasFocus} = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    if (hasFocus) {
      inputRef.current?.focus();
    }
  }, [hasFocus]);

  const setValue = (newValue: string) => apiRef.current.setEditCellValue({id, field, value: newValue});

  return (
    <Autocomplete
      freeSolo
      autoHighlight
      fullWidth
      options={CITIES}
      value={value ?? ''}
      onChange={(_event, newValue) => setValue(newValue ?? '')}
      onInputChange={(_event, newInput, reason) => reason === 'input' && setValue(newInput)}
      renderInput={(params) => (
        <InputBase
          ref={params.InputProps.ref}
          inputProps={params.inputProps}
          inputRef={inputRef}
          fullWidth
          sx={{px: 2, height: '100%'}}
        />
      )}
    />
  );
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
  {
    field: 'city',
    headerName: 'City',
    width: 200,
    editable: true,
    renderEditCell: (params) => <CityEditCell {...params} />,
  },
  {field: 'country', headerName: 'Country', width: 140},
];

export default function EditingRecipesAutocomplete() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={EMPLOYEES} columns={columns} hideFooter />
    </Box>
  );
}
