import { findLiveBackend } from '../run/control-client.js';
import { defineCommand } from './command.js';
import { noPositionals, PROJECT_HELP, PROJECT_OPTION, projectDirOption } from './option-values.js';
import { formatEnv, formatJson, formatPretty } from './status-format.js';
import { overrideNames, statusRows, statusVariables } from './status-values.js';

/** Arguments of `tandem-backend status`. */
export interface StatusArgs {
  projectDir: string;
  output: 'pretty' | 'env' | 'json';
  overrides: Map<string, string>;
}

const OUTPUTS = ['pretty', 'env', 'json'] as const;

/** `tandem-backend status`: the URLs and keys of the backend running for the project. */
export const statusCommand = defineCommand<StatusArgs>({
  name: 'status',
  summary: 'show the URLs and keys of the backend running for the project',
  help: `  -o, --output F   pretty, env (NAME="value" lines) or json    default pretty
  --override-name id=NAME
                   print a variable under another name, e.g. api.url=NEXT_PUBLIC_SUPABASE_URL
${PROJECT_HELP}`,
  options: {
    output: { type: 'string', short: 'o' },
    'override-name': { type: 'string', multiple: true },
    ...PROJECT_OPTION,
  },
  parse(values, positionals) {
    noPositionals('status', positionals);
    const output = (values.output ?? 'pretty') as StatusArgs['output'];
    if (!OUTPUTS.includes(output)) {
      throw new Error(`invalid --output "${String(values.output)}": use ${OUTPUTS.join(', ')}`);
    }
    const given = (values['override-name'] ?? []) as string[];
    return { projectDir: projectDirOption(values), output, overrides: overrideNames(given) };
  },
  async run({ projectDir, output, overrides }) {
    const record = await findLiveBackend(projectDir);
    if (!record) {
      process.stderr.write(
        `tandem-backend: no backend is running for ${projectDir}; start one with \`tandem-backend start\`\n`,
      );
      return 1;
    }
    if (output === 'pretty') {
      process.stderr.write(
        `tandem-backend is running for ${record.projectDir} (pid ${record.pid}, since ${record.startedAt}).\n\n`,
      );
      process.stdout.write(formatPretty(statusRows(record)));
    } else {
      const variables = statusVariables(record, overrides);
      process.stdout.write(output === 'env' ? formatEnv(variables) : formatJson(variables));
    }
    return 0;
  },
});
