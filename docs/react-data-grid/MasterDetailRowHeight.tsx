import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const reportsOf = (manager: Employee) => EMPLOYEES.filter((employee) => employee.managerId === manager.id);

const HEADING_HEIGHT = 44;
const ITEM_HEIGHT = 36;

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 180},
  {
    field: 'reports',
    headerName: 'Reports',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => reportsOf(row).length,
  },
];

export default function MasterDetailRowHeight() {
  // `null` for people without reports: their toggle is disabled
  const getDetailPanelContent = React.useCallback(({row}: GridRowParams<Employee>) => {
    const reports = reportsOf(row);
    if (reports.length === 0) {
      return null;
    }
    return (
      <Box sx={{px: 6}}>
        <Typography variant="subtitle2" sx={{height: HEADING_HEIGHT, display: 'flex', alignItems: 'center'}}>
          Reports to {row.name}
        </Typography>
        <List dense disablePadding>
          {reports.map((report) => (
            <ListItem key={report.id} disableGutters sx={{height: ITEM_HEIGHT}}>
              <ListItemText primary={`${report.name}, ${report.role}`} />
            </ListItem>
          ))}
        </List>
      </Box>
    );
  }, []);

  // A height computed from the data: no measuring, so no layout shift when a panel opens
  const getDetailPanelHeight = React.useCallback(
    ({row}: GridRowParams<Employee>) => HEADING_HEIGHT + reportsOf(row).length * ITEM_HEIGHT + 8,
    [],
  );

  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPro
        rows={EMPLOYEES}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{detailPanel: {expandedRowIds: new Set([2])}}}
      />
    </Box>
  );
}
