import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  type GridColDef,
  gridRowTreeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'company', headerName: 'Company', width: 150},
  {field: 'department', headerName: 'Department', width: 150},
  {field: 'employee', headerName: 'Employee', width: 170},
];

const companies = ['Globex', 'Initech', 'Umbrella'];
const departments = ['Sales', 'Research', 'Support'];
const people = ['Ana', 'Ben', 'Chioma', 'Dev', 'Eun-ji', 'Filip', 'Gabriela', 'Hamza', 'Ida'];

const rows = Array.from({length: 27}, (_, index) => ({
  id: index + 1,
  company: companies[index % 3],
  department: departments[Math.floor(index / 3) % 3],
  employee: `${people[Math.floor(index / 3)]} ${index + 1}`,
}));

export default function RecipesRowGroupingExpandAll() {
  const apiRef = useGridApiRef();

  // Only the first level: walk the row tree, skipping the root node.
  const expandFirstLevel = () => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID && node.depth === 0) {
        apiRef.current?.setRowChildrenExpansion(node.id, true);
      }
    });
  };

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button variant="outlined" onClick={expandFirstLevel}>
          Expand companies
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{height: 420}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{rowGrouping: {model: ['company', 'department']}}}
        />
      </Box>
    </Stack>
  );
}
