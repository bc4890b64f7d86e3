import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, type DataGridProProps, type GridColDef, type GridRowOrderChangeParams} from '@mui/x-data-grid-pro';

type Page = {id: number; path: string[]; owner: string};

const rows: Page[] = [
  {id: 1, path: ['Handbook'], owner: 'People team'},
  {id: 2, path: ['Handbook', 'Holidays'], owner: 'People team'},
  {id: 3, path: ['Handbook', 'Expenses'], owner: 'Finance'},
  {id: 4, path: ['Engineering'], owner: 'Platform'},
  {id: 5, path: ['Engineering', 'On-call'], owner: 'Platform'},
  {id: 6, path: ['Engineering', 'Code review'], owner: 'Platform'},
  {id: 7, path: ['Travel policy'], owner: 'Finance'},
];

const columns: GridColDef<Page>[] = [{field: 'owner', headerName: 'Owner', width: 150}];

const getTreeDataPath: DataGridProProps<Page>['getTreeDataPath'] = (row) => row.path;

// The inverse of getTreeDataPath: the grid calls it with the new path when a row changes parent.
const setTreeDataPath: DataGridProProps<Page>['setTreeDataPath'] = (path, row) => ({...row, path});

export default function TreeDataReorder() {
  const [lastMove, setLastMove] = React.useState('Drag “Travel policy” onto “Handbook” to nest it there.');

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    // The parents are row ids (`null` for the top level); the indexes count among their children.
    const parent = rows.find((row) => row.id === params.newParent);
    const name = (params.row as Page).path.at(-1);
    setLastMove(
      `“${name}” is now child ${params.targetIndex + 1} of ${parent ? `“${parent.path.at(-1)}”` : 'the top level'}.`,
    );
  };

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {lastMove}
      </Typography>
      <Box sx={{height: 400}}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          setTreeDataPath={setTreeDataPath}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{headerName: 'Page', width: 260}}
          hideFooter
        />
      </Box>
    </Box>
  );
}
