import * as React from 'react';
import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import {DataGridPremium, type GridBaseIconProps, type GridColDef} from '@mui/x-data-grid-premium';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 180},
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'country', headerName: 'Country', width: 130},
];

// Icon slots receive the grid's own icon props in v8: pass on the ones the Material UI icons understand.
function ClosedFolderIcon({fontSize, className, style}: GridBaseIconProps) {
  return <FolderIcon fontSize={fontSize} className={className} style={style} />;
}

function OpenFolderIcon({fontSize, className, style}: GridBaseIconProps) {
  return <FolderOpenIcon fontSize={fontSize} className={className} style={style} />;
}

export default function RowGroupingTreeLook() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        rows={EMPLOYEES}
        columns={columns}
        // Folder icons for the groups, and each person's name on the leaves
        slots={{groupingCriteriaExpandIcon: ClosedFolderIcon, groupingCriteriaCollapseIcon: OpenFolderIcon}}
        groupingColDef={{headerName: 'Organization', leafField: 'name', width: 300}}
        initialState={{
          rowGrouping: {model: ['department', 'role']},
          columns: {columnVisibilityModel: {department: false, role: false, name: false}},
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
