import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import {DataGrid, GridActionsCellItem, type GridColDef, type GridRowParams} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

export default function ColumnDefinitionActionsMenu() {
  const [rows, setRows] = React.useState<Employee[]>(() => EMPLOYEES.slice(0, 6));
  const [message, setMessage] = React.useState('Use the star, or open the ⋮ menu of a row.');

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {field: 'name', headerName: 'Name', width: 170},
      {field: 'role', headerName: 'Role', flex: 1, minWidth: 180},
      {field: 'rating', headerName: 'Rating', type: 'number', width: 90},
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: (params: GridRowParams<Employee>) => [
          // Shown as an icon button in the cell.
          <GridActionsCellItem
            key="rate"
            icon={<StarIcon />}
            label="Add a star"
            disabled={params.row.rating >= 5}
            onClick={() =>
              setRows((prev) =>
                prev.map((row) => (row.id === params.id ? {...row, rating: Math.min(5, row.rating + 1)} : row)),
              )
            }
          />,
          // Collected in the menu opened by the "more" button.
          <GridActionsCellItem
            key="copy"
            icon={<ContentCopyIcon />}
            label="Copy email"
            showInMenu
            onClick={() => setMessage(`Email of ${params.row.name}: ${params.row.email}`)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            showInMenu
            onClick={() => {
              setRows((prev) => prev.filter((row) => row.id !== params.id));
              setMessage(`${params.row.name} was removed.`);
            }}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {message}
      </Typography>
      <Box sx={{height: 380}}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
