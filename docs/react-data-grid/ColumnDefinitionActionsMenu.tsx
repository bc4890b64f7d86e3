import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

type EmployeeActions = {
  addStar: (row: Employee) => void;
  copyEmail: (row: Employee) => void;
  remove: (row: Employee) => void;
};

// The callbacks reach the cells through context, so `columns` never has to change.
const EmployeeActionsContext = React.createContext<EmployeeActions | null>(null);

function EmployeeActionsCell(params: GridRenderCellParams<Employee>) {
  const actions = React.useContext(EmployeeActionsContext);
  if (!actions) {
    return null;
  }
  return (
    <GridActionsCell {...params}>
      {/* Shown as an icon button in the cell. */}
      <GridActionsCellItem
        icon={<StarIcon />}
        label="Add a star"
        disabled={params.row.rating >= 5}
        onClick={() => actions.addStar(params.row)}
      />
      {/* Collected in the menu opened by the "more" button. */}
      <GridActionsCellItem
        icon={<ContentCopyIcon />}
        label="Copy email"
        showInMenu
        onClick={() => actions.copyEmail(params.row)}
      />
      <GridActionsCellItem icon={<DeleteIcon />} label="Delete" showInMenu onClick={() => actions.remove(params.row)} />
    </GridActionsCell>
  );
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 180},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 90},
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 100,
    renderCell: (params) => <EmployeeActionsCell {...params} />,
  },
];

export default function ColumnDefinitionActionsMenu() {
  const [rows, setRows] = React.useState<Employee[]>(() => EMPLOYEES.slice(0, 6));
  const [message, setMessage] = React.useState('Use the star, or open the ⋮ menu of a row.');

  const actions = React.useMemo<EmployeeActions>(
    () => ({
      addStar: (target) =>
        setRows((prev) =>
          prev.map((row) => (row.id === target.id ? {...row, rating: Math.min(5, row.rating + 1)} : row)),
        ),
      copyEmail: (target) => setMessage(`Email of ${target.name}: ${target.email}`),
      remove: (target) => {
        setRows((prev) => prev.filter((row) => row.id !== target.id));
        setMessage(`${target.name} was removed.`);
      },
    }),
    [],
  );

  return (
    <EmployeeActionsContext.Provider value={actions}>
      <Box sx={{width: '100%'}}>
        <Typography variant="body2" sx={{mb: 1}}>
          {message}
        </Typography>
        <Box sx={{height: 380}}>
          <DataGrid rows={rows} columns={columns} hideFooter />
        </Box>
      </Box>
    </EmployeeActionsContext.Provider>
  );
}
