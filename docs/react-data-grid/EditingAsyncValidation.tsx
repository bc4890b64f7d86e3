import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Account = {id: number; name: string; username: string};

const rows: Account[] = [
  {id: 1, name: 'Amara Okafor', username: 'amara'},
  {id: 2, name: 'Lukas Brandt', username: 'lbrandt'},
  {id: 3, name: 'Mei Chen', username: 'meichen'},
  {id: 4, name: 'Rafael Souza', username: 'rafa'},
];

const RESERVED = ['admin', 'root', 'support'];

// A fake server check: answers after 400 ms with an error message, or null when the name is free.
function checkUsername(id: number, username: string): Promise<string | null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (!/^[a-z0-9]{3,12}$/.test(username)) {
        resolve('3 to 12 lowercase letters or digits');
      } else if (RESERVED.includes(username) || rows.some((row) => row.id !== id && row.username === username)) {
        resolve(`"${username}" is already taken`);
      } else {
        resolve(null);
      }
    }, 400);
  });
}

function UsernameEditCell(props: GridRenderEditCellParams<Account, string>) {
  const {error} = props;
  return (
    <Tooltip open={Boolean(error)} title={typeof error === 'string' ? error : ''} placement="bottom-start">
      <Box sx={{display: 'flex', width: '100%', height: '100%'}}>
        {/* The input expects a boolean: the message itself goes to the tooltip. */}
        <GridEditInputCell {...props} error={Boolean(error)} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Account>[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {
    field: 'username',
    headerName: 'Username',
    width: 220,
    editable: true,
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps) => {
      const message = await checkUsername(Number(params.id), String(params.props.value ?? ''));
      // Any truthy `error` blocks the commit; a string can carry the message.
      return {...params.props, error: message ?? false};
    },
    renderEditCell: (params) => <UsernameEditCell {...params} />,
  },
];

export default function EditingAsyncValidation() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
