import * as React from 'react';
import Box from '@mui/material/Box';
import {alpha, styled} from '@mui/material/styles';
import {DataGrid, type GridColDef, gridClasses} from '@mui/x-data-grid';

const StripedDataGrid = styled(DataGrid)(({theme}) => ({
  [`& .${gridClasses.row}.even`]: {
    backgroundColor: theme.palette.action.hover,
    '&:hover': {
      backgroundColor: alpha(theme.palette.primary.main, 0.08),
    },
    '&.Mui-selected': {
      backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    },
  },
}));

const columns: GridColDef[] = [
  {field: 'country', headerName: 'Country', width: 160},
  {field: 'capital', headerName: 'Capital', width: 160},
  {field: 'currency', headerName: 'Currency', width: 120},
];

const rows = [
  {id: 1, country: 'Kenya', capital: 'Nairobi', currency: 'KES'},
  {id: 2, country: 'Peru', capital: 'Lima', currency: 'PEN'},
  {id: 3, country: 'Norway', capital: 'Oslo', currency: 'NOK'},
  {id: 4, country: 'Vietnam', capital: 'Hanoi', currency: 'VND'},
  {id: 5, country: 'Canada', capital: 'Ottawa', currency: 'CAD'},
  {id: 6, country: 'Morocco', capital: 'Rabat', currency: 'MAD'},
];

export default function StyleRecipesStriped() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <StripedDataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd')}
      />
    </Box>
  );
}
