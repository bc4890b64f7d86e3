import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  createRowSelectionManager,
  type DataGridProProps,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

type Item = {id: string; path: string[]; price: number | null};

const rows: Item[] = [
  {id: 'kitchen', path: ['Kitchen'], price: null},
  {id: 'kettle', path: ['Kitchen', 'Kettle'], price: 35},
  {id: 'toaster', path: ['Kitchen', 'Toaster'], price: 42},
  {id: 'office', path: ['Office'], price: null},
  {id: 'chair', path: ['Office', 'Chair'], price: 180},
  {id: 'lamp', path: ['Office', 'Desk lamp'], price: 45},
  {id: 'monitor', path: ['Office', 'Monitor'], price: 260},
];

const columns: GridColDef<Item>[] = [{field: 'price', headerName: 'Price ($)', type: 'number', width: 120}];

const getTreeDataPath: DataGridProProps<Item>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataSelectionPropagation() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});

  // "Select all" produces an exclude model, so ask a manager instead of reading `ids` directly.
  const selectedIds = React.useMemo(() => {
    const manager = createRowSelectionManager(selection);
    return rows.filter((row) => manager.has(row.id)).map((row) => row.id);
  }, [selection]);

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Selected: {selectedIds.length === 0 ? 'nothing' : selectedIds.join(', ')}
      </Typography>
      <Box sx={{height: 400}}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          // The default since v8, written out for clarity.
          rowSelectionPropagation={{descendants: true, parents: true}}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
