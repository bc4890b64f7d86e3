import {codeSandboxParameters, stackBlitzFields, type SandboxProject} from './sandbox';

export const STACKBLITZ_URL = 'https://stackblitz.com/run';
export const CODESANDBOX_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

// Both services take the project as a form POST opened in a new tab; no script of theirs loads here.
function submitForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

export function openInStackBlitz(project: SandboxProject): void {
  submitForm(`${STACKBLITZ_URL}?file=${encodeURIComponent(project.entry)}`, stackBlitzFields(project));
}

export function openInCodeSandbox(project: SandboxProject): void {
  submitForm(CODESANDBOX_URL, {parameters: codeSandboxParameters(project), query: `file=/${project.entry}`});
}
