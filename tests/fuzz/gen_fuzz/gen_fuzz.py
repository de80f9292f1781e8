#!/usr/bin/env python3
"""Soundness fuzzer for rsgpu-gen's analyses (docs/generator/fuzzing.md).

Generates random kernels in the supported Rust subset, compiles them with
rustc at opt-level 0 and 3 (one rustc run per batch and level), hands each
kernel to `rsgpu-gen translate`, and runs every *accepted* kernel on the
host emulator with all checks on (racecheck, memcheck, synccheck) over random
launch shapes and extreme parameter values (one host-compiled translation
unit per batch). A DataRace, MemoryError or SyncError on an accepted kernel
is a soundness finding. A second family of kernels is safe by construction;
the fraction of them rsgpu-gen accepts is its precision.

Prints `gen_fuzz.soundness_findings N`, `gen_fuzz.accept_rate_safe R` and
more; exit 1 when there is a finding (or a tool failed), 0 otherwise.
"""
import argparse
import os
import random
import re
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

U32_EXTREMES = [0, 1, 2, 3, 31, 32, 33, 255, 1 << 16, (1 << 27), (1 << 31) - 1,
                1 << 31, (1 << 32) - 33, (1 << 32) - 1]
U64_EXTREMES = [0, 1, 2, 64, 1 << 31, (1 << 32) - 1, 1 << 32, 1 << 63,
                (1 << 64) - 1, (1 << 64) - 32]


# ---- random expressions ----------------------------------------------------
class Gen:
    def __init__(self, rng):
        self.r = rng

    def const(self, ty):
        ext = U32_EXTREMES if ty == "u32" else U64_EXTREMES
        if self.r.random() < 0.6:
            v = self.r.choice([0, 1, 2, 3, 4, 5, 7, 8, 16, 31, 32, 33, 64, 255])
        else:
            v = self.r.choice(ext)
        return f"{v}{ty}"

    def leaf(self, ty):
        u32 = ["g", "t", "block_idx_x()", "block_dim_x()", "lane_id()",
               "(thread_idx_x() / 32)", "p", "grid_dim_x()"]
        if ty == "u32":
            c = self.r.random()
            if c < 0.2:
                return self.const("u32")
            return self.r.choice(u32)
        c = self.r.random()
        if c < 0.2:
            return self.const("usize")
        if c < 0.3:
            return "q"
        return f"({self.r.choice(u32)} as usize)"

    def expr(self, ty, depth):
        if depth <= 0 or self.r.random() < 0.25:
            return self.leaf(ty)
        k = self.r.random()
        a = self.expr(ty, depth - 1)
        width = 32 if ty == "u32" else 64
        if k < 0.35:
            op = self.r.choice(["wrapping_add", "wrapping_sub", "wrapping_mul"])
            return f"{a}.{op}({self.expr(ty, depth - 1)})"
        if k < 0.45:
            op = self.r.choice(["^", "&", "|"])
            return f"({a} {op} {self.expr(ty, depth - 1)})"
        if k < 0.55:
            op = self.r.choice(["<<", ">>"])
            return f"({a} {op} {self.r.randrange(width)})"
        if k < 0.62:
            op = self.r.choice(["/", "%"])
            return f"({a} {op} {self.r.choice([1, 2, 3, 5, 7, 16, 32, 64, 1000])}{ty})"
        if k < 0.72:
            # plain arithmetic: overflow-checked at O0 (panics), wraps at O3
            op = self.r.choice(["+", "*", "-"])
            return f"({a} {op} {self.leaf(ty)})"
        if k < 0.82:
            other = "usize" if ty == "u32" else "u32"
            return f"({self.expr(other, depth - 1)} as {ty})"
        if k < 0.88:
            return f"(({self.expr(ty, depth - 1)} as i32) as {ty})"
        if k < 0.93:
            return f"(({self.expr('u32', depth - 1)} as i32).wrapping_neg() as {ty})"
        return a

    def cond(self):
        k = self.r.random()
        if k < 0.3:
            return f"{self.expr('u32', 1)} < {self.expr('u32', 1)}"
        if k < 0.5:
            return f"t % {self.r.choice([2, 3, 32])} == 0"
        if k < 0.7:
            return f"p > {self.r.choice([0, 1, 7, 1 << 31])}"
        if k < 0.85:
            return "lane_id() == 0"
        return "block_idx_x() == 0"


PROLOGUE = """        let t = thread_idx_x();
        let g = block_idx_x() * block_dim_x() + thread_idx_x();
        let _ = (t, g, &x, p, q);
"""


# The random kernels' kinds, drawn uniformly (a kind listed twice is drawn
# twice as often); --unsafe-kinds narrows them.
UNSAFE_KINDS = ["index", "index", "pair", "stride", "cond", "shared", "shared",
                "pingpong", "barrier_loop", "rowmajor", "iter"]


def unsafe_kernel(gen, name, kinds=None):
    """A random kernel: anything in the subset, safe or not."""
    r = gen.r
    kind = r.choice(kinds or UNSAFE_KINDS)
    body = PROLOGUE
    if kind == "index":
        body += f"""        let j = {gen.expr('usize', 3)};
        if j < y.len() {{
            y[j] = g;
        }}
"""
    elif kind == "pair":
        body += f"""        let j = {gen.expr('usize', 2)};
        let k = {gen.expr('usize', 2)};
        if j < y.len() && k < y.len() {{
            y[j] = y[k].wrapping_add(1);
        }}
"""
    elif kind == "stride":
        ty = r.choice(["u32", "usize"])
        step = r.choice(["grid_dim_x() * block_dim_x()", "block_dim_x()",
                         "grid_dim_x() * block_dim_x() + 1",
                         "(grid_dim_x() * block_dim_x()) * 2"])
        start = r.choice(["g", f"g.wrapping_add({gen.const('u32')})",
                          "g * 2", "t"])
        add = r.choice(["i += s;", "i = i.wrapping_add(s);"])
        bound = r.choice(["y.len()", "q", "p as usize"]) if ty == "usize" else \
            r.choice(["p", "y.len() as u32"])
        body += f"""        let s = ({step}) as {ty};
        let mut i = ({start}) as {ty};
        while i < {bound} {{
            if (i as usize) < y.len() {{
                y[i as usize] = t;
            }}
            {add}
        }}
"""
    elif kind == "iter":
        # core's iterators as loops (step_by, rev, an array's into_iter):
        # grid-stride and near misses (other starts, steps, bounds).
        ty = r.choice(["u32", "usize"])
        step = r.choice(["grid_dim_x() * block_dim_x()", "block_dim_x()",
                         "grid_dim_x() * block_dim_x() + 1",
                         "(grid_dim_x() * block_dim_x()) * 2", "grid_dim_x()"])
        start = r.choice(["g", f"g.wrapping_add({gen.const('u32')})",
                          "g * 2", "t", "block_idx_x()", "0"])
        bound = r.choice(["y.len()", "q", "p as usize"]) if ty == "usize" else \
            r.choice(["p", "y.len() as u32"])
        form = r.choice(["step_by", "step_by", "step_by", "rev", "array"])
        if form == "step_by":
            loop = f"for i in (({start}) as {ty}..{bound}).step_by(({step}) as usize)"
        elif form == "rev":
            loop = f"for i in (({start}) as {ty}..{bound}).rev()"
        else:
            loop = (f"for i in [({start}) as {ty}, ({gen.expr(ty, 1)}) as {ty}, "
                    f"{gen.const(ty)}]")
        body += f"""        {loop} {{
            if (i as usize) < y.len() {{
                y[i as usize] = t;
            }}
        }}
"""
    elif kind == "cond":
        body += f"""        let j = {gen.expr('usize', 2)};
        if {gen.cond()} {{
            if j < y.len() {{
                y[j] = p;
            }}
        }}
"""
    elif kind in ("shared", "pingpong"):
        n = r.choice([64, 128, 256])
        w = gen.expr("usize", 2)
        rd = gen.expr("usize", 2)
        sync1 = r.choice(["sync_threads();", "sync_threads();", "",
                          f"if {gen.cond()} {{ sync_threads(); }}"])
        cond_w = r.random() < 0.3
        write = f"sh.set(({w}) % {n}, g);"
        if cond_w:
            write = f"if {gen.cond()} {{ {write} }}"
        second = ""
        if r.random() < 0.4:
            w2 = gen.expr("usize", 1)
            second = f"""        {r.choice(['sync_threads();', ''])}
        sh.set(({w2}) % {n}, v);
"""
        if kind == "pingpong":
            h = n // 2
            # Mutations of the Hillis-Steele scan, most of them unsafe: equal
            # or parameter banks, the swap before the barrier or under a
            # thread-dependent branch, an unguarded `tt - d`, a foreign slot.
            pin0 = r.choice(["0usize", "0usize", "1usize", "(p as usize) % 2"])
            pout0 = r.choice(["1usize", "1usize", "0usize", "(q % 2)"])
            swap = """let tmp = pin;
            pin = pout;
            pout = tmp;"""
            swap = r.choice([swap, swap, swap, f"if {gen.cond()} {{ {swap} }}",
                             "pin = 1 - pin; pout = 1 - pout;"])
            sync = r.choice(['sync_threads();', 'sync_threads();', ''])
            before = r.random() < 0.2
            nb = r.choice([f"if tt >= d {{ sh.get(pin * {h} + tt - d) }} else {{ 0 }}",
                           f"if tt >= d {{ sh.get(pin * {h} + tt - d) }} else {{ 0 }}",
                           f"sh.get((pin * {h} + tt).wrapping_sub(d) % {n})",
                           f"if tt >= d {{ sh.get(pout * {h} + tt - d) }} else {{ 0 }}"])
            body += f"""        let sh = shared_array::<u32, {n}>();
        let tt = t as usize;
        if tt < {h} {{
            sh.set(tt, t);
        }}
        sync_threads();
        let mut pin = {pin0};
        let mut pout = {pout0};
        let mut d = 1usize;
        while d < {r.choice([4, h])} {{
            if tt < {h} {{
                let a = sh.get(pin * {h} + tt);
                let b = {nb};
                sh.set({r.choice(['pout', 'pout', 'pin'])} * {h} + {r.choice(['tt', 'tt', '(tt + 1) % ' + str(h)])}, a.wrapping_add(b));
            }}
            {swap if before else sync}
            {sync if before else swap}
            d *= 2;
        }}
        let v = sh.get(pin * {h} + (tt % {h}));
"""
        else:
            decl = r.choice([f"let sh = shared_array::<u32, {n}>();",
                             f"let (sh, sh2) = (shared_array::<u32, {n}>(), shared_array::<u32, {n}>());\n"
                             f"        sh2.set(({gen.expr('usize', 1)}) % {n}, t);"])
            body += f"""        {decl}
        {write}
        {sync1}
        let v = sh.get(({rd}) % {n});
{second}"""
        body += """        if (g as usize) < y.len() {
            y[g as usize] = v;
        }
"""
    elif kind == "barrier_loop":
        cond = r.choice(["p % 4", "t % 3", "block_idx_x() % 3", "lane_id() % 2"])
        body += f"""        let sh = shared_array::<u32, 256>();
        let tt = (t as usize) % 256;
        let mut k = 0u32;
        while k < {cond} {{
            sh.set(tt, k);
            sync_threads();
            k += 1;
        }}
        if (g as usize) < y.len() {{
            y[g as usize] = sh.get((tt + 1) % 256);
        }}
"""
    else:  # rowmajor
        ty = r.choice(["u32", "usize"])
        kx = r.choice(["32", "block_dim_x()"])
        ky = r.choice(["32", "block_dim_y()", "16"])
        # sometimes the coordinates are reassigned, before or after the guard
        re_row = r.choice(["", "", f"row = (block_idx_x() * {kx} + thread_idx_y()) as {ty};",
                           f"row = (block_idx_y() * {ky} + thread_idx_x()) as {ty};"])
        re_col = r.choice(["", "", f"col = (block_idx_y() * {ky} + thread_idx_x()) as {ty};",
                           f"col = (block_idx_x() * 64 + thread_idx_x()) as {ty};"])
        after = r.random() < 0.5
        body += f"""        let mut row = (block_idx_y() * {ky} + thread_idx_y()) as {ty};
        let mut col = (block_idx_x() * {kx} + thread_idx_x()) as {ty};
        let w = p as {ty};
        {"" if after else re_row + re_col}
        if col < w {{
            {re_row + re_col if after else ""}
            let j = {r.choice(['row.wrapping_mul(w).wrapping_add(col)', 'row * w + col', 'col.wrapping_mul(w).wrapping_add(row)'])};
            if (j as usize) < y.len() {{
                y[j as usize] = row as u32;
            }}
        }}
"""
    return kind, body


def safe_kernel(gen, name):
    """A kernel safe by construction: every write thread-unique, every read
    of another thread's data ordered by a barrier."""
    r = gen.r
    kind = r.choice(["gid", "gid_affine", "gid_even", "grid_stride", "leader",
                     "shared_own", "tree", "uniform_barrier", "rowmajor",
                     "scan_pingpong", "reverse", "pair_2i", "tid_grid_bid",
                     "per_warp", "transpose_reassign", "shared_tuple"])
    odd = r.choice([1, 3, 5, 7, 9, 33, 1025])
    c = r.choice([0, 1, 7, 64, 1000])
    body = PROLOGUE
    if kind == "gid":
        body += """        let i = g as usize;
        if i < y.len() {
            y[i] = x[i % x.len().max(1)].wrapping_add(p);
        }
"""
    elif kind == "gid_affine":
        body += f"""        let j = (g as usize).wrapping_mul({odd}).wrapping_add({c});
        if j < y.len() {{
            y[j] = y[j].wrapping_add(t);
        }}
"""
    elif kind == "gid_even":
        body += f"""        let j = 2 * (g as usize) + {c};
        if j < y.len() {{
            y[j] = p;
        }}
"""
    elif kind == "grid_stride":
        body += """        let s = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = g as usize;
        while i < y.len() {
            y[i] = y[i].wrapping_mul(3);
            i += s;
        }
"""
    elif kind == "leader":
        body += """        if thread_idx_x() == 0 {
            let b = block_idx_x() as usize;
            if b < y.len() {
                y[b] = p;
            }
        }
"""
    elif kind == "shared_own":
        body += f"""        let sh = shared_array::<u32, 256>();
        let tt = t as usize;
        if tt < 256 {{
            sh.set(tt, g);
        }}
        sync_threads();
        let v = sh.get((tt + {c}) % 256);
        if (g as usize) < y.len() {{
            y[g as usize] = v;
        }}
"""
    elif kind == "tree":
        body += """        let sh = shared_array::<u32, 256>();
        let tt = t as usize;
        if tt < 256 {
            sh.set(tt, t);
        }
        sync_threads();
        let mut s = 128;
        while s > 0 {
            if tt < s {
                sh.set(tt, sh.get(tt).wrapping_add(sh.get(tt + s)));
            }
            sync_threads();
            s /= 2;
        }
        if tt == 0 {
            let b = block_idx_x() as usize;
            if b < y.len() {
                y[b] = sh.get(0);
            }
        }
"""
    elif kind == "uniform_barrier":
        body += """        let sh = shared_array::<u32, 256>();
        let tt = t as usize;
        for _k in 0..(p % 4) {
            sync_threads();
        }
        if tt < 256 {
            sh.set(tt, g);
        }
        sync_threads();
        if (g as usize) < y.len() {
            y[g as usize] = sh.get(255 - tt % 256);
        }
"""
    elif kind == "rowmajor":
        body += """        let row = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let col = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = p as usize;
        if col < w {
            let j = row * w + col;
            if j < y.len() {
                y[j] = row as u32;
            }
        }
"""
    elif kind == "scan_pingpong":
        body += """        let sh = shared_array::<u32, 256>();
        let tt = t as usize;
        if tt < 128 {
            sh.set(tt, t);
        }
        sync_threads();
        let mut pin = 0usize;
        let mut pout = 1usize;
        let mut d = 1usize;
        while d < 128 {
            if tt < 128 {
                let a = sh.get(pin * 128 + tt);
                let b = if tt >= d { sh.get(pin * 128 + tt - d) } else { 0 };
                sh.set(pout * 128 + tt, a.wrapping_add(b));
            }
            sync_threads();
            let tmp = pin;
            pin = pout;
            pout = tmp;
            d *= 2;
        }
        if (g as usize) < y.len() && tt < 128 {
            y[g as usize] = sh.get(pin * 128 + tt);
        }
"""
    elif kind == "reverse":
        body += """        let n = y.len();
        let i = g as usize;
        if i < n {
            y[n - 1 - i] = t;
        }
"""
    elif kind == "pair_2i":
        body += """        let i = g as usize;
        if 2 * i + 1 < y.len() {
            y[2 * i] = t;
            y[2 * i + 1] = p;
        }
"""
    elif kind == "tid_grid_bid":
        body += """        let j = (thread_idx_x() as usize) * (grid_dim_x() as usize) + block_idx_x() as usize;
        if j < y.len() {
            y[j] = g;
        }
"""
    elif kind == "transpose_reassign":
        body += """        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let w = p as usize;
        let mut cx = block_idx_x() as usize * 16 + tx;
        let mut cy = block_idx_y() as usize * 16 + ty;
        let v = if cx < w { x[(cy * w + cx) % x.len().max(1)] } else { 0 };
        cx = block_idx_y() as usize * 16 + tx;
        cy = block_idx_x() as usize * 16 + ty;
        if cx < w {
            let j = cy * w + cx;
            if j < y.len() {
                y[j] = v;
            }
        }
"""
    elif kind == "shared_tuple":
        body += f"""        let (sa, sb) = (shared_array::<u32, 256>(), shared_array::<u32, 256>());
        let tt = t as usize;
        if tt < 256 {{
            sa.set(tt, g);
            sb.set(tt, p);
        }}
        sync_threads();
        if (g as usize) < y.len() {{
            y[g as usize] = sa.get((tt + {c}) % 256).wrapping_add(sb.get(255 - tt % 256));
        }}
"""
    else:  # per_warp
        body += """        let warp = (g / 32) as usize;
        if lane_id() == 0 && warp < y.len() {
            y[warp] = p;
        }
"""
    return kind, body


def kernel_source(name, body):
    return (f"rsgpu::kernel! {{\n    pub fn {name}(x: &[u32], y: &mut [u32], "
            f"p: u32, q: usize) {{\n{body}    }}\n}}\n")


# ---- the pipeline ----------------------------------------------------------
def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def split_mir(text):
    """Per kernel: its marker const and its fn body (the kernels call no
    other function of the crate)."""
    out = {}
    lines = text.splitlines(keepends=True)
    i = 0
    while i < len(lines):
        m = re.match(r'const _: &str = const "rsgpu::kernel (\w+)";', lines[i])
        if m:
            name = m.group(1)
            j = i + 1
            while j < len(lines) and not lines[j].startswith(f"fn {name}("):
                j += 1
            k = j
            while k < len(lines) and lines[k].rstrip("\n") != "}":
                k += 1
            out[name] = lines[i] + "\n" + "".join(lines[j:k + 1])
            i = k + 1
        else:
            i += 1
    return out


DRIVER_HEAD = r"""// Generated by tests/fuzz/gen_fuzz/gen_fuzz.py: runs every accepted kernel
// of the batch on the host emulator with Check::All, each launch in a child
// process with a CPU-time limit (a kernel looping 2^32 times is a timeout,
// not a stalled run).
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
"""

DRIVER_MAIN = r"""
namespace {
using Launch = rsgpu::Result<void> (*)(rsgpu::Stream &, const rsgpu::LaunchConfig &,
                                      rsgpu::Borrow<std::uint32_t>,
                                      rsgpu::BorrowMut<std::uint32_t>, std::uint32_t,
                                      std::size_t);
struct Entry { const char *name; Launch fn; };
struct Case { unsigned gx, gy, bx, by; unsigned long long xlen, ylen; std::uint32_t p; unsigned long long q; };

// One launch, in the child: 0 fine, 1 finding.
int one(const Entry &e, const Case &c) {
  auto stream = rsgpu::Stream::create();
  if (!stream) { std::fprintf(stderr, "stream\n"); return 2; }
  std::vector<std::uint32_t> xs(c.xlen), ys(c.ylen);
  for (std::size_t i = 0; i < xs.size(); ++i) xs[i] = std::uint32_t(i % 97);
  for (std::size_t i = 0; i < ys.size(); ++i) ys[i] = std::uint32_t(i % 89);
  auto xb = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*stream, xs);
  auto yb = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*stream, ys);
  if (!xb || !yb) { std::fprintf(stderr, "upload failed\n"); return 2; }
  rsgpu::LaunchConfig cfg;
  cfg.grid = rsgpu::Dim3{c.gx, c.gy, 1};
  cfg.block = rsgpu::Dim3{c.bx, c.by, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = e.fn(*stream, cfg, xb->borrow(), yb->borrow_mut(), c.p, c.q);
  // The emulator reports what a kernel did (its checks' reports, panics)
  // at the stream's next synchronisation, as CUDA does: without it every
  // race would go unseen.
  if (r) r = stream->synchronize();
  const char *what = "ok";
  int rc = 0;
  if (!r) {
    rsgpu::ErrorKind k = r.error().kind();
    what = rsgpu::to_string(k);
    if (k == rsgpu::ErrorKind::DataRace || k == rsgpu::ErrorKind::MemoryError ||
        k == rsgpu::ErrorKind::SyncError) {
      rc = 1;
      std::printf("FINDING %s grid(%u,%u) block(%u,%u) xlen=%llu ylen=%llu p=%u q=%llu: %s\n",
                  e.name, c.gx, c.gy, c.bx, c.by, c.xlen, c.ylen, c.p, c.q,
                  r.error().to_string().c_str());
    } else if (k != rsgpu::ErrorKind::InvalidLaunchConfig &&
               k != rsgpu::ErrorKind::DevicePanic) {
      rc = 1;
      std::printf("UNEXPECTED %s: %s\n", e.name, r.error().to_string().c_str());
    }
  }
  std::printf("RUN %s %s\n", e.name, what);
  return rc;
}
}

int main(int argc, char **argv) {
  int cpu = argc > 1 ? std::atoi(argv[1]) : 10;
  int findings = 0;
  for (const Entry &e : kEntries) {
    for (const Case &c : kCases) {
      std::fflush(stdout);
      pid_t pid = fork();
      if (pid == 0) {
        rlimit lim{rlim_t(cpu), rlim_t(cpu)};
        setrlimit(RLIMIT_CPU, &lim);
        int rc = one(e, c);
        std::fflush(stdout);
        _exit(rc);
      }
      int st = 0;
      if (pid < 0 || waitpid(pid, &st, 0) < 0) { std::perror("fork"); return 2; }
      if (WIFEXITED(st)) {
        if (WEXITSTATUS(st) == 1) ++findings;
        else if (WEXITSTATUS(st) != 0) return 2;
      } else if (WIFSIGNALED(st) && (WTERMSIG(st) == SIGXCPU || WTERMSIG(st) == SIGKILL)) {
        std::printf("RUN %s timeout\n", e.name);
      } else {
        ++findings;
        std::printf("UNEXPECTED %s grid(%u,%u) block(%u,%u) xlen=%llu ylen=%llu p=%u q=%llu: signal %d\n",
                    e.name, c.gx, c.gy, c.bx, c.by, c.xlen, c.ylen, c.p, c.q,
                    WIFSIGNALED(st) ? WTERMSIG(st) : -1);
      }
    }
  }
  return findings ? 1 : 0;
}
"""


def cases(rng, n):
    shapes = [(1, 1, 32, 1), (1, 1, 64, 1), (2, 1, 32, 1), (3, 1, 96, 1),
              (1, 1, 256, 1), (2, 1, 128, 1), (1, 2, 32, 1), (2, 2, 16, 2),
              (1, 1, 48, 1), (4, 1, 64, 1)]
    out = []
    for _ in range(n):
        gx, gy, bx, by = rng.choice(shapes)
        threads = gx * gy * bx * by
        ylen = rng.choice([threads, 2 * threads + 3, 64, 1, 300])
        xlen = rng.choice([threads, 1, 17])
        p = rng.choice(U32_EXTREMES + [threads, bx, 16, 64])
        q = rng.choice(U64_EXTREMES + [threads])
        out.append((gx, gy, bx, by, xlen, ylen, p, q))
    return out


def normalise(text, name):
    """`text` with the kernel's name replaced: equal bodies, equal keys."""
    return re.sub(rf"(?<![0-9A-Za-z]){name}(?=_proven(?![0-9A-Za-z_])|(?![0-9A-Za-z_]))",
                  "@K", text)


class Pipeline:
    """State shared by the batches: the translation cache (kernels generated
    from the same template often have the same MIR), the run counts per
    distinct accepted translation (`--max-repeats`), a pool for rsgpu-gen."""

    def __init__(self, args):
        self.args = args
        self.translations = {}  # normalised MIR -> (ok, rc, stderr, normalised cu)
        self.repeats = {}       # (opt, normalised cu) -> emulator runs so far
        self.pool = ThreadPoolExecutor(max_workers=args.jobs)
        self.lock = threading.Lock()

    def translate(self, km_text, name, work, opt):
        key = normalise(km_text, name)
        with self.lock:
            hit = self.translations.get(key)
        if hit is None:
            km = os.path.join(work, f"{name}.O{opt}.mir")
            with open(km, "w") as f:
                f.write(km_text)
            cu = os.path.join(work, f"{name}.O{opt}.cu")
            t = run([self.args.gen, "translate", km, "-o", cu])
            text = open(cu).read() if t.returncode == 0 else ""
            hit = (t.returncode == 0, t.returncode, normalise(t.stderr, name),
                   normalise(text, name))
            with self.lock:
                self.translations[key] = hit
        ok, rc, err, cu_norm = hit
        return ok, rc, err.replace("@K", name), cu_norm


def front(args, pipe, rng, bi, log):
    """Generate a batch, compile it with rustc (each level in parallel) and
    translate every kernel (in parallel, cached). Returns the stats and the
    accepted translations."""
    gen = Gen(rng)
    kernels = {}  # name -> (family, kind)
    src = ["#![no_std]\n#![allow(unused, arithmetic_overflow, unconditional_panic)]\nuse rsgpu::*;\n\n"]
    for i in range(args.batch):
        safe = rng.random() < args.safe_fraction
        name = f"fz{bi}_{i}"
        kind, body = (safe_kernel(gen, name) if safe else
                      unsafe_kernel(gen, name, args.unsafe_kinds))
        kernels[name] = ("safe" if safe else "random", kind)
        src.append(kernel_source(name, body))
    work = os.path.join(args.work, f"b{bi}")
    os.makedirs(work, exist_ok=True)
    rs = os.path.join(work, "batch.rs")
    with open(rs, "w") as f:
        f.write("\n".join(src))
    stats = {"accepted": 0, "rejected": 0, "safe": 0, "safe_accepted": 0,
             "findings": 0, "runs": 0, "tool_errors": 0, "cache_hits": 0,
             "deduplicated": 0}
    accepted = []  # (opt, name, normalised cu, fam)
    procs = {}
    t0 = time.time()
    for opt in args.opts:
        mir = os.path.join(work, f"batch.O{opt}.mir")
        procs[opt] = (mir, subprocess.Popen(
            [args.rustc, "--emit=mir", "--crate-type=lib", "-C",
             f"opt-level={opt}", "--edition", "2021", "--extern",
             f"rsgpu={args.rlib}/librsgpu.rlib", "-L", args.rlib, rs, "-o", mir],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
    for opt in args.opts:
        mir, pr = procs[opt]
        _, err = pr.communicate()
        if pr.returncode != 0:
            log.write(f"rustc failed on batch {bi} O{opt}:\n{err}\n")
            stats["tool_errors"] += 1
            continue
        parts = split_mir(open(mir).read())
        stats["t_rustc"] = stats.get("t_rustc", 0) + time.time() - t0
        t0 = time.time()
        futures = []
        for name, fam in kernels.items():
            if name not in parts:
                log.write(f"{name}: no MIR at O{opt}\n")
                stats["tool_errors"] += 1
                continue
            with pipe.lock:
                cached = normalise(parts[name], name) in pipe.translations
            stats["cache_hits"] += cached
            futures.append((name, fam, pipe.pool.submit(
                pipe.translate, parts[name], name, work, opt)))
        for name, fam, fut in futures:
            ok, rc, err, cu_norm = fut.result()
            if rc not in (0, 1):
                log.write(f"{name} O{opt}: rsgpu-gen exit {rc}\n{err}\n")
                stats["tool_errors"] += 1
            stats["accepted" if ok else "rejected"] += 1
            if fam[0] == "safe":
                stats["safe"] += 1
                stats["safe_accepted"] += ok
                if not ok:
                    log.write(f"SAFE-REJECTED {name} ({fam[1]}) O{opt}:\n"
                              f"{err.strip()}\n")
            if ok:
                accepted.append((opt, name, cu_norm, fam))
        stats["t_translate"] = stats.get("t_translate", 0) + time.time() - t0
        t0 = time.time()
    return stats, accepted, work


def pch(args):
    """A precompiled header of the rsgpu headers every translation includes
    (made once per run, in WORK/pch; g++ picks NAME.gch for -include NAME)."""
    d = os.path.join(args.work, "pch")
    hdr = os.path.join(d, "fuzz_pch.hpp")
    if os.path.exists(hdr + ".gch"):
        return hdr
    os.makedirs(d, exist_ok=True)
    with open(hdr, "w") as f:
        f.write("#include <rsgpu/rsgpu.hpp>\n#include <rsgpu/rust/ops.hpp>\n"
                "#include <rsgpu/rust/shared.hpp>\n#include <cmath>\n#include <limits>\n")
    c = run(cxx_cmd(args) + ["-x", "c++-header", hdr, "-o", hdr + ".gch"])
    return hdr if c.returncode == 0 else None


def cxx_cmd(args):
    return [args.cxx, "-std=c++20", f"-O{args.cxx_opt}", "-w", f"-I{args.include}",
            "-isystem", args.cuda_include]


def back(args, pipe, rng, bi, accepted, work, log):
    """Compile every accepted kernel not yet run `--max-repeats` times into
    `--jobs` host drivers (compiled and run in parallel) that launch each on
    the emulator (Check::All), every launch in a child with a CPU limit."""
    stats = {"findings": 0, "runs": 0, "tool_errors": 0, "deduplicated": 0,
             "timeouts": 0}
    chosen = []
    for opt, name, cu_norm, fam in accepted:
        with pipe.lock:
            n = pipe.repeats.get((opt, cu_norm), 0)
            if n >= args.max_repeats:
                stats["deduplicated"] += 1
                continue
            pipe.repeats[(opt, cu_norm)] = n + 1
        chosen.append((opt, name, cu_norm, fam))
    cases_ = cases(rng, args.launches)
    if not chosen:
        return stats
    cs = ",\n".join("  {%d, %d, %d, %d, %dull, %dull, %du, %dull}" % c
                    for c in cases_)
    header = pch(args) if args.pch else None
    parts = max(1, min(args.jobs, len(chosen) // 8 or 1))

    def one_part(k):
        tu = [DRIVER_HEAD]
        entries = []
        for opt, name, cu_norm, fam in chosen[k::parts]:
            new = f"{name}_o{opt}"
            tu.append(f"// ---- {new} ({fam[0]}: {fam[1]})\n"
                      f"{cu_norm.replace('@K', new)}\n")
            entries.append(new)
        tu.append("#if !defined(__CUDA_ARCH__)\n")
        ent = ",\n".join(f'  {{"{e}", &launch_{e}}}' for e in entries)
        tu.append(DRIVER_MAIN.replace(
            "int main(int argc", f"const Entry kEntries[] = {{\n{ent}\n}};\n"
            f"const Case kCases[] = {{\n{cs}\n}};\n\nint main(int argc"))
        tu.append("#endif\n")
        cpp = os.path.join(work, f"driver{k}.cpp")
        with open(cpp, "w") as f:
            f.write("".join(tu))
        exe = os.path.join(work, f"driver{k}")
        t0 = time.time()
        c = run(cxx_cmd(args) + (["-include", header] if header else []) +
                [cpp, "-o", exe, "-lboost_context", "-pthread"])
        t1 = time.time()
        if c.returncode != 0:
            return t1 - t0, 0, None, c.stderr
        try:
            e = run([exe, str(args.launch_cpu)], timeout=args.run_timeout)
        except subprocess.TimeoutExpired:
            return t1 - t0, time.time() - t1, None, "driver timed out"
        return t1 - t0, time.time() - t1, e, None

    with ThreadPoolExecutor(max_workers=parts) as ex:
        results = list(ex.map(one_part, range(parts)))
    for k, (tc, tr, e, err) in enumerate(results):
        stats["t_compile"] = stats.get("t_compile", 0) + tc
        stats["t_run"] = stats.get("t_run", 0) + tr
        if e is None:
            log.write(f"driver {k} of batch {bi} failed:\n{err[:4000]}\n")
            stats["tool_errors"] += 1
            continue
        for line in e.stdout.splitlines():
            if line.startswith(("FINDING", "UNEXPECTED")):
                stats["findings"] += 1
                log.write(line + "\n")
                print(line, flush=True)
            elif line.startswith("RUN"):
                stats["runs"] += 1
                if line.endswith(" timeout"):
                    stats["timeouts"] += 1
        if e.returncode not in (0, 1):
            log.write(f"driver {k} of batch {bi} exit {e.returncode}:\n{e.stderr[-2000:]}\n")
            stats["tool_errors"] += 1
    if not args.keep:
        for fn in os.listdir(work):
            if fn.endswith((".mir", ".cu")) or fn.startswith("driver"):
                os.remove(os.path.join(work, fn))
    return stats


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rustc", default="rustc")
    ap.add_argument("--gen", required=True, help="rsgpu-gen")
    ap.add_argument("--rlib", required=True, help="dir of librsgpu.rlib")
    ap.add_argument("--cxx", default="g++")
    ap.add_argument("--include", required=True, help="rsgpu include dir")
    ap.add_argument("--cuda-include", default="/usr/local/cuda/include/cccl")
    ap.add_argument("--work", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--kernels", type=int, default=40)
    ap.add_argument("--batch", type=int, default=40)
    ap.add_argument("--launches", type=int, default=8)
    ap.add_argument("--safe-fraction", type=float, default=0.4)
    ap.add_argument("--opts", default="0,3")
    ap.add_argument("--unsafe-kinds", default="",
                    help="comma list: draw the random kernels from these kinds "
                    "only (" + ", ".join(sorted(set(UNSAFE_KINDS))) + ")")
    ap.add_argument("--run-timeout", type=int, default=600)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2,
                    help="parallel rsgpu-gen runs; the host compile of batch "
                    "i overlaps the front end of batch i+1")
    ap.add_argument("--max-repeats", type=int, default=3,
                    help="emulator runs of one distinct accepted translation "
                    "(each with new random launches)")
    ap.add_argument("--cxx-opt", default="0", help="host compile -O level")
    ap.add_argument("--launch-cpu", type=int, default=2,
                    help="CPU seconds one launch may take (then: timeout)")
    ap.add_argument("--no-pch", dest="pch", action="store_false",
                    help="no precompiled header of the rsgpu headers")
    ap.add_argument("--keep", action="store_true",
                    help="keep each batch's MIR, CUDA C++ and driver")
    args = ap.parse_args()
    args.opts = [int(o) for o in args.opts.split(",")]
    args.unsafe_kinds = [k for k in args.unsafe_kinds.split(",") if k]
    for k in args.unsafe_kinds:
        if k not in UNSAFE_KINDS:
            ap.error(f"--unsafe-kinds: unknown kind {k}")
    os.makedirs(args.work, exist_ok=True)
    rng = random.Random(args.seed)
    # The launch cases come from their own stream, so that --max-repeats and
    # the cache do not change which kernels a seed generates.
    crng = random.Random(args.seed * 7919 + 1)
    total = {}
    t0 = time.time()
    pipe = Pipeline(args)

    def add(s):
        for k, v in s.items():
            total[k] = total.get(k, 0) + v

    with open(os.path.join(args.work, "log.txt"), "w") as log, \
            ThreadPoolExecutor(max_workers=1) as backend:
        pending = None
        for bi in range((args.kernels + args.batch - 1) // args.batch):
            s, acc, work = front(args, pipe, rng, bi, log)
            add(s)
            if pending:
                add(pending.result())
                log.flush()
            pending = backend.submit(back, args, pipe, crng, bi, acc, work, log)
            # Progress (cumulative, stderr): a long run stopped early still
            # has its figures.
            print(f"after batch {bi} (+{time.time() - t0:.0f} s): kernels "
                  f"{(bi + 1) * args.batch}, "
                  + ", ".join(f"{k} {v}" for k, v in sorted(total.items())
                              if not k.startswith("t_")),
                  file=sys.stderr, flush=True)
        if pending:
            add(pending.result())
    n = args.kernels
    safe = total.get("safe", 0)
    rate = total.get("safe_accepted", 0) / safe if safe else 0.0
    print(f"gen_fuzz.kernels: {n}")
    print(f"gen_fuzz.translations: {total.get('accepted', 0) + total.get('rejected', 0)}")
    print(f"gen_fuzz.accepted: {total.get('accepted', 0)}")
    print(f"gen_fuzz.emulator_runs: {total.get('runs', 0)}")
    print(f"gen_fuzz.soundness_findings: {total.get('findings', 0)}")
    print(f"gen_fuzz.accept_rate_safe: {rate:.3f}")
    print(f"gen_fuzz.tool_errors: {total.get('tool_errors', 0)}")
    print(f"gen_fuzz.translation_cache_hits: {total.get('cache_hits', 0)}")
    print(f"gen_fuzz.deduplicated_runs: {total.get('deduplicated', 0)}")
    print(f"gen_fuzz.launch_timeouts: {total.get('timeouts', 0)}")
    print(f"gen_fuzz.seconds: {time.time() - t0:.0f}")
    print(f"(log: {os.path.join(args.work, 'log.txt')})")
    print("seconds per step (summed over batches): " + ", ".join(
        f"{k[2:]} {total.get(k, 0):.0f}" for k in
        ("t_rustc", "t_translate", "t_compile", "t_run")), file=sys.stderr)
    return 1 if total.get("findings", 0) or total.get("tool_errors", 0) else 0


if __name__ == "__main__":
    sys.exit(main())
