import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'email', headerName: 'Email', width: 230},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'profile',
    headerName: 'Profile',
    children: [
      {groupId: 'contact', headerName: 'Contact', children: [{field: 'email'}]},
      {groupId: 'location', headerName: 'Location', children: [{field: 'country'}, {field: 'city'}]},
    ],
  },
];

export default function ColumnGroupsPath() {
  const apiRef = useGridApiRef();
  const [path, setPath] = React.useState('Point at a column header.');

  const showPath = (params: GridColumnHeaderParams) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const groupIds = api.getColumnGroupPath(params.field);
    const groups = api.getAllGroupDetails();
    const titles = groupIds.map((groupId) => groups[groupId].headerName ?? groupId);
    setPath(
      titles.length > 0
        ? `${[...titles, params.colDef.headerName].join(' › ')}`
        : `${params.colDef.headerName} is not in any group.`,
    );
  };

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {path}
      </Typography>
      <Box sx={{height: 380}}>
        <DataGrid
          apiRef={apiRef}
          rows={EMPLOYEES.slice(0, 6)}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          onColumnHeaderEnter={showPath}
          showColumnVerticalBorder
          hideFooter
        />
      </Box>
    </Box>
  );
}
