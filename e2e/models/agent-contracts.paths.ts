import { agentContractsAdapter } from './agent-contracts.adapter.ts';
import { describeModelPaths } from './kit/describe-model-paths.ts';

describeModelPaths(agentContractsAdapter);
