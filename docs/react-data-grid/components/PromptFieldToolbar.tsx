import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  IS_SPEECH_RECOGNITION_SUPPORTED,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

const emptyResponse: Omit<PromptResponse, 'conversationId'> = {
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
  chart: null,
};

// Stands in for a prompt-processing service: no network, a canned answer after 600 ms.
function resolvePromptInMemory(prompt: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const base = {...emptyResponse, conversationId: 'in-memory'};
      if (text.includes('salary')) {
        resolve({...base, sorting: [{column: 'salary', direction: 'desc'}]});
      } else if (text.includes('remote')) {
        resolve({...base, filters: [{column: 'remote', operator: 'is', value: 'true'}]});
      } else if (text.includes('department')) {
        resolve({...base, grouping: [{column: 'department'}], aggregation: {salary: 'avg'}});
      } else {
        reject(new Error('This demo only understands prompts about salary, remote work, or departments.'));
      }
    }, 600);
  });
}

// Speech recognition exists only in some browsers: read it after hydration.
const subscribeToNothing = () => () => {};

function PromptToolbar() {
  const apiRef = useGridApiContext();
  const [status, setStatus] = React.useState('Try "highest salary first" or "group by department"');
  const canRecord = React.useSyncExternalStore(
    subscribeToNothing,
    () => IS_SPEECH_RECOGNITION_SUPPORTED,
    () => false,
  );

  const handleSubmit = async (prompt: string) => {
    setStatus(`Processing "${prompt}"…`);
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    setStatus(result instanceof Error ? result.message : `Applied "${prompt}"`);
  };

  return (
    <Toolbar style={{flexDirection: 'column', alignItems: 'stretch', gap: 4, flex: '0 0 auto'}}>
      <PromptField onSubmit={handleSubmit}>
        <PromptFieldControl
          render={({ref, slotProps, ...controlProps}, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              fullWidth
              size="small"
              placeholder={state.recording ? 'Listening…' : 'Ask for a view of the table'}
              slotProps={{
                ...slotProps,
                htmlInput: {...slotProps?.htmlInput, 'aria-label': 'Prompt'},
                input: {
                  startAdornment: canRecord ? (
                    <InputAdornment position="start">
                      <Tooltip title={state.recording ? 'Stop recording' : 'Record'}>
                        <span>
                          <PromptFieldRecord
                            render={
                              <IconButton
                                size="small"
                                aria-label={state.recording ? 'Stop recording' : 'Record'}
                                color={state.recording ? 'primary' : 'default'}
                              />
                            }
                          >
                            <MicIcon fontSize="small" />
                          </PromptFieldRecord>
                        </span>
                      </Tooltip>
                    </InputAdornment>
                  ) : null,
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title="Send">
                        <span>
                          <PromptFieldSend render={<IconButton size="small" edge="end" aria-label="Send prompt" />}>
                            <SendIcon fontSize="small" />
                          </PromptFieldSend>
                        </span>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </PromptField>
      <Typography variant="caption" color="text.secondary" role="status">
        {status}
      </Typography>
    </Toolbar>
  );
}

export default function PromptFieldToolbar() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        rows={EMPLOYEES}
        columns={columns}
        aiAssistant
        onPrompt={resolvePromptInMemory}
        slots={{toolbar: PromptToolbar}}
        showToolbar
      />
    </Box>
  );
}
