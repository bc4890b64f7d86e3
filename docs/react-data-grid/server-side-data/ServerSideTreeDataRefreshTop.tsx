import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

type Team = {name: string; members: string[]};

const teams: Team[] = [
  {name: 'Platform', members: ['Ines Duarte', 'Tomasz Nowak', 'Grace Mwangi']},
  {name: 'Mobile', members: ['Kenji Ito', 'Sara Lind']},
  {name: 'Data', members: ['Omar Haddad', 'Lucía Vega', 'Nils Berg']},
];

// Fake server: the number of open tickets changes between two requests
function createServer() {
  let round = 0;
  return {
    round: () => round,
    getRows: (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
      const keys = params.groupKeys ?? [];
      if (keys.length === 0) {
        round += 1;
      }
      const rows =
        keys.length === 0
          ? teams.map((team, index) => ({
              id: team.name,
              name: team.name,
              openTickets: 3 + ((index * 5 + round * 3) % 11),
              count: team.members.length,
            }))
          : (teams.find((team) => team.name === keys[0])?.members ?? []).map((member, index) => ({
              id: `${keys[0]}/${member}`,
              name: member,
              openTickets: (index * 2 + round) % 5,
              count: 0,
            }));
      return new Promise((resolve) => {
        setTimeout(() => resolve({rows, rowCount: keys.length === 0 ? rows.length : undefined}), 300);
      });
    },
  };
}

const columns: GridColDef[] = [{field: 'openTickets', headerName: 'Open tickets', type: 'number', width: 140}];

export default function ServerSideTreeDataRefreshTop() {
  const apiRef = useGridApiRef();
  const [keepChildrenExpanded, setKeepChildrenExpanded] = React.useState(true);
  const [server] = React.useState(createServer);
  const dataSource: GridDataSource = React.useMemo(
    () => ({getRows: server.getRows, getGroupKey: (row) => row.name, getChildrenCount: (row) => row.count}),
    [server],
  );

  // `skipCache` asks the server again instead of reusing the cached top level
  const refresh = () => apiRef.current?.dataSource.fetchRows(undefined, {skipCache: true, keepChildrenExpanded});

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={refresh}>
          Refresh the teams
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={keepChildrenExpanded}
              onChange={(event) => setKeepChildrenExpanded(event.target.checked)}
            />
          }
          label="keepChildrenExpanded"
        />
      </Stack>
      <Box sx={{height: 380}}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          treeData
          dataSource={dataSource}
          groupingColDef={{headerName: 'Team', width: 240}}
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Box>
  );
}
