import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef, type GridRowSelectionModel, useGridApiRef} from '@mui/x-data-grid-premium';

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
  const apiRef = useGridApiRef();
  const [selectedUsers, setSelectedUsers] = React.useState<string[]>([]);

  const handleSelectionChange = (model: GridRowSelectionModel) => {
    // Keep the data rows only, not the group rows
    const leafIds = model.filter((id) => apiRef.current.getRowNode(id)?.type === 'leaf');
    setSelectedUsers(leafIds.map((id) => apiRef.current.getRow(id).user));
  };

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 360}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={{descendants: true, parents: true}}
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
