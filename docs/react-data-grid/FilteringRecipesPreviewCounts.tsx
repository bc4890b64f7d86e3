import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef, type GridFilterModel, useGridApiRef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'title', headerName: 'Issue', width: 240},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['open', 'closed'], width: 120},
  {field: 'assignee', headerName: 'Assignee', width: 140},
];

const rows = [
  {id: 1, title: 'Fix login redirect', status: 'open', assignee: 'Maya'},
  {id: 2, title: 'Update onboarding docs', status: 'closed', assignee: 'Leo'},
  {id: 3, title: 'Add payment retry tests', status: 'open', assignee: 'Maya'},
  {id: 4, title: 'Remove legacy API', status: 'closed', assignee: 'Sven'},
  {id: 5, title: 'Dark mode contrast', status: 'open', assignee: 'Leo'},
  {id: 6, title: 'Cache invoice PDFs', status: 'closed', assignee: 'Ana'},
  {id: 7, title: 'Export to Excel', status: 'closed', assignee: 'Sven'},
];

const presets: Record<string, GridFilterModel> = {
  open: {items: [{field: 'status', operator: 'is', value: 'open'}]},
  closed: {items: [{field: 'status', operator: 'is', value: 'closed'}]},
};

export default function FilteringRecipesPreviewCounts() {
  const apiRef = useGridApiRef();
  const [counts, setCounts] = React.useState<Record<string, number>>({});

  // Runs once the grid has mounted and registered its API methods
  const computeCounts = React.useCallback(() => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const next: Record<string, number> = {};
    Object.entries(presets).forEach(([name, model]) => {
      // Only the rows that fail the filters are listed, with the value `false`.
      const {filteredRowsLookup} = api.getFilterState(model);
      next[name] = api.getAllRowIds().filter((id) => filteredRowsLookup[id] !== false).length;
    });
    setCounts(next);
  }, [apiRef]);

  React.useEffect(() => {
    computeCounts();
  }, [computeCounts]);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        {Object.keys(presets).map((name) => (
          <Button key={name} variant="outlined" onClick={() => apiRef.current?.setFilterModel(presets[name])}>
            {name} ({counts[name] ?? '…'})
          </Button>
        ))}
        <Button onClick={() => apiRef.current?.setFilterModel({items: []})}>Clear</Button>
      </Stack>
      <Box sx={{height: 400}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
