import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Where Debian's nginx package installs it; NGINX names another. */
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

export interface Balancer {
  /** The address clients use. */
  base: string;
  pid: number | undefined;
  /** nginx -v's answer. */
  version: string;
  /** The configuration it runs with, to print. */
  config: string;
  stop: () => Promise<void>;
  /** The last lines of its error log. */
  errors: () => string;
}

export interface BalancerOptions {
  /** A folder of its own: configuration, temporary files, logs and pid. */
  dir: string;
  port: number;
  /** The instances, `host:port`, taken in turn (round robin). */
  upstreams: string[];
  /** The address it connects to the instances from: the one the instances trust as their proxy. */
  bindAddress: string;
}

/**
 * nginx in front of the instances, as a real site's balancer: round robin, HTTP/1.1 keep-alive to
 * the instances, the client's address appended to X-Forwarded-For, the Host kept. It runs in the
 * foreground as this user, from a folder of its own (`-p`), touching nothing of the system's
 * nginx. Each answer names the instance that served it in X-Upstream, so that a check can see the
 * requests alternate.
 */
export async function startNginx(options: BalancerOptions): Promise<Balancer> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (apt-get install nginx)`);
  const { dir } = options;
  for (const folder of ['temp', 'logs']) await mkdir(path.join(dir, folder), { recursive: true });
  const temp = (name: string) => path.join(dir, 'temp', name);
  // Run as root, nginx would hand its workers to an unprivileged user that cannot read this folder.
  const userLine = os.userInfo().uid === 0 ? 'user root;\n' : '';
  const config = `${userLine}worker_processes 1;
events { worker_connections 1024; }
http {
  access_log ${path.join(dir, 'logs', 'access.log')};
  client_body_temp_path ${temp('client-body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream site {
${options.upstreams.map((upstream) => `    server ${upstream};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_bind ${options.bindAddress};
      # nginx's default, written out: a request that cannot reach an instance goes to the other
      # (a POST only if nothing of it was sent).
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
    # The live boards' stream (docs/scaling.md): nothing held back, a read timeout above the heartbeat.
    location = /api/live/boards {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_bind ${options.bindAddress};
      proxy_buffering off;
      proxy_cache off;
      gzip off;
      proxy_read_timeout 75s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  const errorLog = path.join(dir, 'logs', 'error.log');
  const pidFile = path.join(dir, 'nginx.pid');
  const args = ['-p', dir, '-e', errorLog, '-c', configFile];
  const globals = `daemon off; master_process on; pid ${pidFile};`;
  execFileSync(NGINX, [...args, '-g', globals, '-t'], { stdio: 'pipe' });
  // nginx -v answers on standard error.
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr;
  const child: ChildProcess = spawn(NGINX, [...args, '-g', globals], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const errors = () =>
    existsSync(errorLog) ? readFileSync(errorLog, 'utf8').trim().split('\n').slice(-10).join('\n') : '';
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${errors()}`);
    const up = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s:\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    pid: child.pid,
    version: version.trim() || 'nginx',
    config,
    errors,
    stop: async () => {
      if (child.exitCode !== null) return;
      // SIGQUIT: finish the requests in flight, then stop.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
