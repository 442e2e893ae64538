export {
  HOST_SIMULATOR_GLOBAL,
  hostSimulatorScript,
  installHostSimulator,
} from './host-simulator.ts';
export type {
  HostReply,
  HostResponses,
  HostSimulator,
  HostSimulatorOptions,
  RecordedCommand,
} from './host-simulator.ts';
