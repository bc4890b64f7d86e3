import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridSortModel} from '@mui/x-data-grid';

type Country = {id: number; country: string; capital: string; areaKm2: number};

const database: Country[] = [
  {id: 1, country: 'Argentina', capital: 'Buenos Aires', areaKm2: 2780400},
  {id: 2, country: 'Bhutan', capital: 'Thimphu', areaKm2: 38394},
  {id: 3, country: 'Chile', capital: 'Santiago', areaKm2: 756102},
  {id: 4, country: 'Denmark', capital: 'Copenhagen', areaKm2: 42933},
  {id: 5, country: 'Egypt', capital: 'Cairo', areaKm2: 1002450},
  {id: 6, country: 'Finland', capital: 'Helsinki', areaKm2: 338455},
  {id: 7, country: 'Ghana', capital: 'Accra', areaKm2: 238533},
];

// A fake server that sorts the data and answers after 500 ms.
function fetchCountries(sortModel: GridSortModel): Promise<Country[]> {
  const [sortItem] = sortModel;
  const sorted = [...database];
  if (sortItem?.sort) {
    const field = sortItem.field as keyof Country;
    const factor = sortItem.sort === 'asc' ? 1 : -1;
    sorted.sort((a, b) => (a[field] < b[field] ? -factor : a[field] > b[field] ? factor : 0));
  }
  return new Promise((resolve) => setTimeout(() => resolve(sorted), 500));
}

const columns: GridColDef<Country>[] = [
  {field: 'country', headerName: 'Country', flex: 1},
  {field: 'capital', headerName: 'Capital', width: 160},
  {field: 'areaKm2', headerName: 'Area (km²)', type: 'number', width: 140},
];

export default function SortingServer() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{field: 'areaKm2', sort: 'desc'}]);
  const [rows, setRows] = React.useState<Country[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchCountries(sortModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false; // Ignore answers to outdated requests.
    };
  }, [sortModel]);

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
        hideFooter
      />
    </Box>
  );
}
