import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  createRowSelectionManager,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'company', headerName: 'Company', width: 150},
  {field: 'user', headerName: 'User', width: 170},
];

const rows = [
  {id: 1, company: 'Globex', user: 'hank@globex.com'},
  {id: 2, company: 'Globex', user: 'frank@globex.com'},
  {id: 3, company: 'Initech', user: 'peter@initech.com'},
  {id: 4, company: 'Initech', user: 'joanna@initech.com'},
  {id: 5, company: 'Initech', user: 'milton@initech.com'},
];

export default function RecipesRowGroupingSelectGroup() {
  const [selectedUsers, setSelectedUsers] = React.useState<string[]>([]);

  const handleSelectionChange = (model: GridRowSelectionModel) => {
    // Checking every data row leaves out the group rows; the manager also handles the
    // `exclude` model produced by "select all".
    const manager = createRowSelectionManager(model);
    setSelectedUsers(rows.filter((row) => manager.has(row.id)).map((row) => row.user));
  };

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 360}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          checkboxSelection
          initialState={{rowGrouping: {model: ['company']}}}
          defaultGroupingExpansionDepth={-1}
          onRowSelectionModelChange={handleSelectionChange}
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}}>
        Selected users: {selectedUsers.length === 0 ? 'none' : selectedUsers.join(', ')}
      </Typography>
    </Box>
  );
}
