import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, posix } from 'node:path';
import { Arg, DockerfileParser, Env, ModifiableInstruction, type Instruction } from 'dockerfile-ast';

/** What an image built from one target holds, laid out under `root` instead of `/`. */
export interface ReplayedImage {
  root: string;
  /** The image's WORKDIR inside `root`. */
  workdir: string;
  /** ENV of the image; absolute paths already point inside `root`. */
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[];
  user: string;
}

interface StageState {
  root: string;
  workdir: string;
  env: Record<string, string>;
  args: Record<string, string>;
  cmd: string[];
  healthcheck: string[];
  user: string;
}

interface Stage {
  name: string;
  base: string;
  instructions: Instruction[];
}

function expand(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced: string | undefined, bare: string | undefined) => {
    const name = braced ?? bare ?? '';
    return vars[name] ?? '';
  });
}

function jsonArguments(raw: string): string[] {
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(`expected the exec (JSON) form: ${raw}`);
  }
  return parsed;
}

function assignments(instruction: Instruction, vars: Record<string, string>): [string, string][] {
  const properties =
    instruction instanceof Arg
      ? [instruction.getProperty()]
      : instruction instanceof Env
        ? instruction.getProperties()
        : [];
  return properties.flatMap((property) =>
    property ? [[property.getName(), expand(property.getValue() ?? '', vars)] as [string, string]] : [],
  );
}

/** Copies a file or a folder's content like COPY does, as hard links: later steps never edit copied files. */
function link(source: string, destination: string): void {
  if (statSync(source).isDirectory()) {
    mkdirSync(destination, { recursive: true });
    execFileSync('cp', ['-a', '-l', '-f', `${source}/.`, `${destination}/`]);
  } else {
    mkdirSync(dirname(destination), { recursive: true });
    execFileSync('cp', ['-a', '-l', '-f', source, destination]);
  }
}

/**
 * Replays a Dockerfile without a Docker engine: every stage gets a folder standing for its `/`, COPY
 * copies from the build context or another stage's folder, RUN runs with `sh` in the stage's WORKDIR.
 * The base image's own files (node, npm) are the host's. Stages are built once per set of ARG values.
 */
export class DockerfileReplay {
  private readonly stages: Stage[] = [];
  private readonly globalArgs: Record<string, string> = {};
  private readonly built = new Map<string, StageState>();
  private stageCount = 0;

  constructor(
    dockerfile: string,
    private readonly context: string,
    private readonly workDir: string,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    let current: Stage | null = null;
    for (const instruction of DockerfileParser.parse(readFileSync(dockerfile, 'utf8')).getInstructions()) {
      const keyword = instruction.getKeyword();
      if (keyword === 'FROM') {
        const [base = '', as, name] = instruction.getArguments().map((argument) => argument.getValue());
        current = {
          name: as?.toUpperCase() === 'AS' && name ? name : `stage${this.stages.length}`,
          base,
          instructions: [],
        };
        this.stages.push(current);
      } else if (current) current.instructions.push(instruction);
      else if (keyword === 'ARG') {
        for (const [name, value] of assignments(instruction, this.globalArgs)) this.globalArgs[name] = value;
      }
    }
  }

  /** Builds `target` (and the stages it needs) with the given build arguments. */
  image(target: string, buildArgs: Record<string, string>): ReplayedImage {
    const state = this.stage(target, buildArgs);
    return {
      root: state.root,
      workdir: join(state.root, state.workdir),
      env: Object.fromEntries(
        Object.entries(state.env).map(([name, value]) => [
          name,
          value.startsWith('/') ? join(state.root, value) : value,
        ]),
      ),
      cmd: state.cmd,
      healthcheck: state.healthcheck.map((part) => (part.startsWith('/') ? join(state.root, part) : part)),
      user: state.user,
    };
  }

  private stage(name: string, buildArgs: Record<string, string>): StageState {
    const stage = this.stages.find((candidate) => candidate.name === name);
    if (!stage) throw new Error(`no stage ${name}`);
    const key = `${name}:${JSON.stringify(this.argsUsed(stage, buildArgs))}`;
    const done = this.built.get(key);
    if (done) return done;

    const args: Record<string, string> = { ...this.globalArgs, ...buildArgs };
    const baseName = expand(stage.base, args);
    const root = join(this.workDir, `${name}-${++this.stageCount}`);
    let state: StageState;
    if (this.stages.some((candidate) => candidate.name === baseName)) {
      const base = this.stage(baseName, buildArgs);
      // A stage that changes no file shares its parent's folder; others start from hard links of it.
      const changesFiles = stage.instructions.some((instruction) =>
        ['COPY', 'RUN', 'ADD'].includes(instruction.getKeyword()),
      );
      if (changesFiles) execFileSync('cp', ['-al', base.root, root]);
      state = { ...base, root: changesFiles ? root : base.root, env: { ...base.env }, args: {} };
    } else {
      mkdirSync(root, { recursive: true });
      state = { root, workdir: '/', env: {}, args: {}, cmd: [], healthcheck: [], user: 'root' };
    }
    this.log(`stage ${name} (${JSON.stringify(this.argsUsed(stage, buildArgs))})`);
    for (const instruction of stage.instructions) this.run(instruction, state, args, buildArgs);
    this.built.set(key, state);
    return state;
  }

  /** The build arguments a stage and its parents read, which decide whether a built stage can be reused. */
  private argsUsed(stage: Stage, buildArgs: Record<string, string>): Record<string, string> {
    const used: Record<string, string> = {};
    for (let current: Stage | undefined = stage; current;) {
      for (const instruction of current.instructions) {
        if (instruction.getKeyword() !== 'ARG') continue;
        for (const [name] of assignments(instruction, {}))
          used[name] = buildArgs[name] ?? this.globalArgs[name] ?? '';
      }
      const base = expand(current.base, { ...this.globalArgs, ...buildArgs });
      current = this.stages.find((candidate) => candidate.name === base);
    }
    return used;
  }

  private run(
    instruction: Instruction,
    state: StageState,
    args: Record<string, string>,
    buildArgs: Record<string, string>,
  ): void {
    const vars = { ...state.args, ...state.env };
    const keyword = instruction.getKeyword();
    const raw = instruction.getRawArgumentsContent() ?? '';
    switch (keyword) {
      case 'ARG':
        for (const [name, value] of assignments(instruction, vars)) {
          state.args[name] = buildArgs[name] ?? args[name] ?? value;
        }
        return;
      case 'ENV':
        for (const [name, value] of assignments(instruction, vars)) state.env[name] = value;
        return;
      case 'WORKDIR': {
        const workdir = posix.resolve(state.workdir, expand(raw.trim(), vars));
        state.workdir = workdir;
        mkdirSync(join(state.root, workdir), { recursive: true });
        return;
      }
      case 'COPY':
        this.copy(instruction, state, vars, buildArgs);
        return;
      case 'RUN': {
        this.log(`RUN ${raw.replace(/\\\n\s*/g, '')}`);
        execFileSync('sh', ['-c', raw], {
          cwd: join(state.root, state.workdir),
          env: { PATH: process.env.PATH, HOME: process.env.HOME, ...vars, npm_config_prefer_offline: 'true' },
          stdio: ['ignore', 'pipe', 'pipe'],
          maxBuffer: 256 * 1024 * 1024,
        });
        return;
      }
      case 'CMD':
        state.cmd = jsonArguments(raw);
        return;
      case 'HEALTHCHECK': {
        const command = /\bCMD\s+(\[.*\])\s*$/s.exec(raw)?.[1];
        if (!command) throw new Error(`HEALTHCHECK needs the exec form: ${raw}`);
        state.healthcheck = jsonArguments(command);
        return;
      }
      case 'USER':
        state.user = expand(raw.trim(), vars);
        return;
      case 'EXPOSE':
      case 'STOPSIGNAL':
      case 'LABEL':
        return;
      default:
        throw new Error(`the replay does not know ${keyword}`);
    }
  }

  private copy(
    instruction: Instruction,
    state: StageState,
    vars: Record<string, string>,
    buildArgs: Record<string, string>,
  ): void {
    const flags = instruction instanceof ModifiableInstruction ? instruction.getFlags() : [];
    const from = flags.find((flag) => flag.getName() === 'from')?.getValue();
    const parts = instruction.getArguments().map((argument) => expand(argument.getValue(), vars));
    const destination = parts.pop() ?? '';
    const sourceRoot = from ? this.stage(from, buildArgs).root : this.context;
    const target = join(state.root, posix.resolve(state.workdir, destination));
    for (const source of parts) {
      const path = join(sourceRoot, from ? source : posix.join('/', source));
      if (!existsSync(path)) throw new Error(`COPY ${from ? `--from=${from} ` : ''}${source}: no such file`);
      const intoFolder = destination.endsWith('/') || (existsSync(target) && statSync(target).isDirectory());
      const destinationPath =
        statSync(path).isDirectory() || !intoFolder ? target : join(target, basename(path));
      link(path, destinationPath);
    }
  }
}
