import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridPreferencePanelsValue,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const noChange: Omit<PromptResponse, 'conversationId'> = {
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
  chart: null,
};

// Stands in for a prompt-processing service: it recognizes a few prompts by keyword and answers
// after 700 ms, without any network request. A real service would interpret `context` too.
function createInMemoryResolver(answers: {keyword: string; response: Partial<PromptResponse>}[]) {
  return (prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> =>
    new Promise((resolve, reject) => {
      setTimeout(() => {
        const answer = answers.find(({keyword}) => prompt.toLowerCase().includes(keyword));
        if (answer) {
          resolve({...noChange, ...answer.response, conversationId: conversationId ?? 'demo-conversation'});
        } else {
          reject(new Error('The demo service only understands the suggested prompts.'));
        }
      }, 700);
    });
}

const resolvePrompt = createInMemoryResolver([
  {keyword: 'remote', response: {filters: [{column: 'remote', operator: 'is', value: 'true'}]}},
  {keyword: 'paid', response: {sorting: [{column: 'salary', direction: 'desc'}], select: 3}},
]);

// No `examples` here: the grid picks values from random rows instead.
const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

type ColumnContext = {field: string; examples: unknown[]};

export default function AiAssistantDataSampling() {
  const [sampled, setSampled] = React.useState<ColumnContext[]>([]);

  const handlePrompt = React.useCallback((prompt: string, context: string, conversationId?: string) => {
    setSampled(JSON.parse(context));
    return resolvePrompt(prompt, context, conversationId);
  }, []);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 460}}>
        <DataGridPremium
          rows={EMPLOYEES}
          columns={columns}
          aiAssistant
          allowAiAssistantDataSampling
          onPrompt={handlePrompt}
          aiAssistantSuggestions={[{value: 'Who works remotely?'}, {value: 'Select the three best paid'}]}
          slots={{aiAssistantPanel: GridAiAssistantPanel}}
          checkboxSelection
          showToolbar
          initialState={{preferencePanel: {open: true, openedPanelValue: GridPreferencePanelsValue.aiAssistant}}}
        />
      </Box>
      <Typography variant="subtitle2" sx={{mt: 1}}>
        Values sampled for the last prompt
      </Typography>
      {sampled.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Send a prompt to see them.
        </Typography>
      ) : (
        <Box component="ul" sx={{m: 0, pl: 3, fontSize: 14}}>
          {sampled.map((column) => (
            <li key={column.field}>
              <strong>{column.field}</strong>: {column.examples.map((value) => String(value)).join(', ')}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
