import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  type DataGridProProps,
  GRID_ROOT_GROUP_ID,
  gridRowNodeSelector,
  type GridColDef,
  type GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

type Part = {id: string; path: string[]; supplier: string; quantity: number};

// A bill of materials: an e-bike and its sub-assemblies
const rows: Part[] = [
  {id: 'frame', path: ['Frame'], supplier: 'Alloy Works', quantity: 1},
  {id: 'fork', path: ['Frame', 'Front fork'], supplier: 'Alloy Works', quantity: 1},
  {id: 'headset', path: ['Frame', 'Headset'], supplier: 'Cycle Parts Co.', quantity: 1},
  {id: 'drive', path: ['Drivetrain'], supplier: 'Assembly line', quantity: 1},
  {id: 'motor', path: ['Drivetrain', 'Hub motor'], supplier: 'VoltDrive', quantity: 1},
  {id: 'battery', path: ['Drivetrain', 'Battery pack'], supplier: 'VoltDrive', quantity: 1},
  {id: 'cells', path: ['Drivetrain', 'Battery pack', 'Li-ion cells'], supplier: 'CellTech', quantity: 40},
  {id: 'bms', path: ['Drivetrain', 'Battery pack', 'Battery management board'], supplier: 'CellTech', quantity: 1},
  {id: 'chain', path: ['Drivetrain', 'Chain'], supplier: 'Cycle Parts Co.', quantity: 1},
  {id: 'wheels', path: ['Wheels'], supplier: 'RimCraft', quantity: 2},
  {id: 'tyres', path: ['Wheels', 'Tyres'], supplier: 'RimCraft', quantity: 2},
];

const columns: GridColDef<Part>[] = [
  {field: 'supplier', headerName: 'Supplier', width: 160},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
];

const getTreeDataPath: DataGridProProps<Part>['getTreeDataPath'] = (row) => row.path;

// Only the frame starts open
const isGroupExpandedByDefault: DataGridProProps['isGroupExpandedByDefault'] = (node) => node.groupingKey === 'Frame';

export default function TreeDataRevealRow() {
  const apiRef = useGridApiRef();

  const reveal = (id: GridRowId) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Open every ancestor, from the row up to the root, then select the row.
    // v8 reads tree nodes with `gridRowNodeSelector` (`getRowNode()` is deprecated).
    let parentId = gridRowNodeSelector(apiRef, id)?.parent;
    while (parentId != null && parentId !== GRID_ROOT_GROUP_ID) {
      api.setRowChildrenExpansion(parentId, true);
      parentId = gridRowNodeSelector(apiRef, parentId)?.parent;
    }
    api.setRowSelectionModel({type: 'include', ids: new Set([id])});
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => reveal('bms')}>
          Show the battery management board
        </Button>
        <Button size="small" variant="outlined" onClick={() => reveal('tyres')}>
          Show the tyres
        </Button>
      </Stack>
      <Box sx={{height: 400}}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          groupingColDef={{headerName: 'Part', width: 280}}
        />
      </Box>
    </Box>
  );
}
