import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {DataGrid, ExportCsv, ExportPrint, Toolbar, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 230},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120},
];

function ExportMenuToolbar() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const close = () => setAnchorEl(null);

  return (
    <Toolbar>
      <Button
        id="export-menu-trigger"
        size="small"
        startIcon={<FileDownloadIcon />}
        aria-controls="export-menu"
        aria-haspopup="true"
        aria-expanded={anchorEl ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Export
      </Button>
      <Menu
        id="export-menu"
        anchorEl={anchorEl}
        open={anchorEl !== null}
        onClose={close}
        anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
        transformOrigin={{vertical: 'top', horizontal: 'right'}}
        slotProps={{list: {'aria-labelledby': 'export-menu-trigger'}}}
      >
        {/* Each export component renders a menu item; its own click handler runs the export */}
        <ExportCsv render={<MenuItem />} onClick={close} options={{fileName: 'staff'}}>
          All columns as CSV
        </ExportCsv>
        <ExportCsv
          render={<MenuItem />}
          onClick={close}
          options={{fileName: 'staff-contacts', fields: ['name', 'email']}}
        >
          Contact list as CSV
        </ExportCsv>
        <ExportPrint render={<MenuItem />} onClick={close} options={{fields: ['name', 'department']}}>
          Print names and departments
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function ExportMenu() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={EMPLOYEES} columns={columns} slots={{toolbar: ExportMenuToolbar}} showToolbar />
    </Box>
  );
}
