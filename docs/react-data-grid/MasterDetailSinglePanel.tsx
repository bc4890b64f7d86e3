import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridRowId, type GridRowParams} from '@mui/x-data-grid-pro';

type Ticket = {id: number; subject: string; requester: string; description: string};

const rows: Ticket[] = [
  {id: 1, subject: 'Cannot log in', requester: 'Marta', description: 'The password reset email never arrives.'},
  {id: 2, subject: 'Wrong invoice total', requester: 'Kofi', description: 'The March invoice counts one seat twice.'},
  {id: 3, subject: 'Export is slow', requester: 'Lena', description: 'Exporting 10,000 rows takes over a minute.'},
  {id: 4, subject: 'Add SSO', requester: 'Raj', description: 'Our IT team needs SAML single sign-on.'},
];

const columns: GridColDef<Ticket>[] = [
  {field: 'subject', headerName: 'Subject', flex: 1},
  {field: 'requester', headerName: 'Requester', width: 140},
];

export default function MasterDetailSinglePanel() {
  const [expandedIds, setExpandedIds] = React.useState<Set<GridRowId>>(() => new Set());

  const getDetailPanelContent = React.useCallback(
    ({row}: GridRowParams<Ticket>) => (
      <Typography variant="body2" sx={{p: 2}}>
        {row.description}
      </Typography>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Expanded: {expandedIds.size > 0 ? [...expandedIds].join(', ') : 'none'}
      </Typography>
      <Box sx={{height: 380}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedIds}
          // A Set keeps insertion order: the last id is the panel that was just opened.
          onDetailPanelExpandedRowIdsChange={(ids) => setExpandedIds(new Set([...ids].slice(-1)))}
        />
      </Box>
    </Box>
  );
}
