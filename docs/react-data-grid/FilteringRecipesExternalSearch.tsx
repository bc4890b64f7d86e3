import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {DataGrid, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'role', headerName: 'Role', width: 160},
  {field: 'city', headerName: 'City', width: 160},
];

const rows = [
  {id: 1, name: 'Ada Lovelace', role: 'Analyst', city: 'London'},
  {id: 2, name: 'Grace Hopper', role: 'Engineer', city: 'New York'},
  {id: 3, name: 'Alan Turing', role: 'Researcher', city: 'Manchester'},
  {id: 4, name: 'Katherine Johnson', role: 'Analyst', city: 'Hampton'},
  {id: 5, name: 'Linus Torvalds', role: 'Engineer', city: 'Portland'},
  {id: 6, name: 'Margaret Hamilton', role: 'Engineer', city: 'Boston'},
];

export default function FilteringRecipesExternalSearch() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: [],
  });

  const handleSearch = (event: React.ChangeEvent<HTMLInputElement>) => {
    // Same parsing as the toolbar quick filter: one value per word
    const words = event.target.value.split(' ').filter((word) => word !== '');
    setFilterModel((model) => ({...model, quickFilterValues: words}));
  };

  return (
    <Box sx={{width: '100%'}}>
      <TextField label="Search people" size="small" onChange={handleSearch} sx={{mb: 2}} />
      <Box sx={{height: 360}}>
        <DataGrid rows={rows} columns={columns} filterModel={filterModel} onFilterModelChange={setFilterModel} />
      </Box>
    </Box>
  );
}
