import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridPreferencePanelsValue,
  type Conversation,
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
  {keyword: 'design', response: {filters: [{column: 'department', operator: 'equals', value: 'Design'}]}},
  {keyword: 'newest', response: {sorting: [{column: 'startDate', direction: 'desc'}]}},
]);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 180},
  {field: 'startDate', headerName: 'Start date', type: 'date', width: 120},
];

// A conversation saved earlier (for example in the user's profile), restored when the page loads.
const savedConversations: Conversation[] = [
  {
    id: 'saved-1',
    title: 'Newest people first',
    prompts: [
      {
        value: 'Newest people first',
        createdAt: new Date('2025-03-04T09:12:00Z'),
        variant: 'success',
        response: {...noChange, conversationId: 'saved-1', sorting: [{column: 'startDate', direction: 'desc'}]},
      },
    ],
  },
];

export default function AiAssistantConversations() {
  const [conversations, setConversations] = React.useState<Conversation[]>(savedConversations);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 460}}>
        <DataGridPremium
          rows={EMPLOYEES}
          columns={columns}
          aiAssistant
          onPrompt={resolvePrompt}
          aiAssistantSuggestions={[{value: 'Only the design team'}]}
          // Controlled: every new prompt comes back here, ready to be saved.
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          slots={{aiAssistantPanel: GridAiAssistantPanel}}
          showToolbar
          initialState={{preferencePanel: {open: true, openedPanelValue: GridPreferencePanelsValue.aiAssistant}}}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{mt: 1}}>
        {conversations.length} conversation(s) and{' '}
        {conversations.reduce((total, item) => total + item.prompts.length, 0)} prompt(s) in the state your app would
        save.
      </Typography>
    </Box>
  );
}
