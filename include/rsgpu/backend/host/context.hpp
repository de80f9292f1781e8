#pragma once
// Host backend: the state of one launch and of the GPU thread now running.
// The emulator (executor.hpp) sets tls_thread before it runs a GPU thread's
// code; Thread/Block handles and the checks read it.
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <string>

#include "../../core/dim3.hpp"
#include "../../core/check.hpp"
#include "../../core/error.hpp"

namespace rsgpu::detail::host {

/// Thrown (and caught by the executor) to abandon a GPU thread after a panic or
/// a check failure; never escapes a launch.
struct KernelAbort {};

struct LaunchState {
  Dim3 grid, block, cluster;
  std::size_t dyn_shared = 0;
  std::string kernel_name;
  Check checks = Check::None;
  /// Non-zero: deterministic mode, the scheduler's choices follow this seed
  /// (0: take RSGPU_SEED from the environment, if set).
  std::uint64_t seed = 0;
  std::uint32_t id = 0; // set by run_grid: tags shadow memory per launch
  std::atomic<bool> aborted{false};
  std::mutex mu;
  std::optional<Error> error; // the first error wins

  void fail(Error e) {
    std::lock_guard<std::mutex> g(mu);
    if (!error) error = std::move(e);
    aborted.store(true, std::memory_order_relaxed);
  }
};

struct ThreadState {
  Dim3 thread_idx, block_idx;
  unsigned rank = 0;              // linear thread index in the block
  unsigned long long global = 0;  // linear thread index in the grid
  LaunchState *launch = nullptr;
  void *block = nullptr; // the emulator's per-block state (BlockRt)
  void *unit = nullptr;  // the scheduler of the block's cluster (a UnitCore: unit_of)
  unsigned slot = 0;     // this thread's index in that scheduler
  // The scheduler's fast path stores only tls_global per thread; the other
  // fields are filled in on demand (current()) by `refresh` when `global` is
  // not tls_global.
  void (*refresh)(ThreadState &) = nullptr;
};

inline thread_local ThreadState *tls_thread = nullptr;
/// tls_thread->global of the running GPU thread, kept apart so the fast path
/// stores it and the kernel reads it without going through tls_thread.
inline thread_local unsigned long long tls_global = 0;
/// Whether views must report their accesses (racecheck/memcheck on for the
/// launch whose unit this OS thread runs). A flag of its own, set once per unit,
/// so the test on every view access is one thread-local byte, not a chain of
/// loads through tls_thread->launch.
inline thread_local bool tls_trace = false;
/// The running unit's log of deferred accesses (access_log.hpp), while its
/// threads run on the fast path with racecheck or memcheck on; null otherwise.
struct AccessLog;
inline thread_local AccessLog *tls_log = nullptr;
/// Replays tls_log into the shadow (set with it): an error about to be
/// recorded (a panic) must come after the races of the accesses before it.
inline thread_local void (*tls_log_flush)() = nullptr;

/// A member access through ElemRef's `->` whose full expression has not
/// ended (backend/trace.hpp, MemberTrace): the running GPU thread's, the
/// innermost first. `settle(l, true)` records what it did to its element so
/// far; `settle(l, false)` takes the element's bytes afresh.
struct MemberLink {
  MemberLink *next = nullptr;
  void (*settle)(MemberLink &, bool record) = nullptr;
};
inline thread_local MemberLink *tls_members = nullptr;

/// Around a synchronisation point (a barrier, a warp collective, a cluster
/// barrier): the running thread's member accesses in flight record what they
/// did before it (their writes come before what the point orders), and look
/// at their elements afresh after it (what other threads wrote while this
/// one waited is theirs). Other GPU threads run on this OS thread meanwhile:
/// the list waits on this frame, tls_members is theirs.
class SettleMembers {
public:
  SettleMembers() : saved_(tls_members) {
    if (RSGPU_UNLIKELY(saved_ != nullptr)) {
      for (MemberLink *l = saved_; l; l = l->next) l->settle(*l, true);
      tls_members = nullptr;
    }
  }
  ~SettleMembers() {
    if (RSGPU_UNLIKELY(saved_ != nullptr)) {
      tls_members = saved_;
      for (MemberLink *l = saved_; l; l = l->next) l->settle(*l, false);
    }
  }
  SettleMembers(const SettleMembers &) = delete;
  SettleMembers &operator=(const SettleMembers &) = delete;

private:
  MemberLink *saved_;
};
/// `point()` inside SettleMembers, out of line (the synchronisation points
/// test tls_members first and call this only when accesses are in flight).
template <class F> [[gnu::noinline, gnu::cold]] void settled(F point) {
  SettleMembers members;
  point();
}

/// Compile-time default of the emulator checks: on (racecheck, memcheck,
/// synccheck), as Rust debug builds keep overflow checks. Build with
/// -DRSGPU_EMULATOR_CHECKS=0 to make unchecked the default (for speed).
#ifndef RSGPU_EMULATOR_CHECKS
#define RSGPU_EMULATOR_CHECKS 1
#endif

/// The checks of a run: RSGPU_CHECK=none (or off, 0) turns them off,
/// RSGPU_CHECK=race,mem,sync or all chooses them; unset, the compile-time
/// default (all, unless RSGPU_EMULATOR_CHECKS=0).
inline Check env_checks() {
  static const Check c = [] {
    const char *e = std::getenv("RSGPU_CHECK");
    if (!e) return RSGPU_EMULATOR_CHECKS ? Check::All : Check::None;
    Check r = Check::None;
    if (std::strstr(e, "all")) r = Check::All;
    if (std::strstr(e, "race")) r = r | Check::Race;
    if (std::strstr(e, "mem")) r = r | Check::Mem;
    if (std::strstr(e, "sync")) r = r | Check::Sync;
    return r;
  }();
  return c;
}

/// The checks every launch gets, on top of its LaunchConfig::checks:
/// env_checks() at start-up; a program (a benchmark, a test) may store another
/// set here, e.g. Check::None to run unchecked.
inline std::atomic<Check> &default_checks() {
  static std::atomic<Check> c{env_checks()};
  return c;
}

/// The seed for launches whose LaunchState::seed is 0: RSGPU_SEED, or what a
/// test or tool stores here (0: free-running, parallel).
inline std::atomic<std::uint64_t> &default_seed() {
  static std::atomic<std::uint64_t> s{[] {
    const char *e = std::getenv("RSGPU_SEED");
    return e ? std::strtoull(e, nullptr, 0) : 0ull;
  }()};
  return s;
}

/// What a lane asks of a warp collective. Every lane arriving at one must ask
/// for the same (synccheck, S9): kind, operator, tile width and call site —
/// except where CUDA allows different sites (`any_site`: __syncwarp).
/// Per-lane arguments (a shuffle's source lane or delta) may differ, as on CUDA.
struct CollectiveOp {
  const char *kind = "";      // "shfl_down", "reduce", ...
  const char *op = nullptr;   // the operator of a reduction (its type), or null
  unsigned width = 32;        // lanes per tile
  const char *file = nullptr; // call site (null: not known)
  unsigned line = 0;
  bool any_site = false;
};
inline bool same_text(const char *a, const char *b) {
  return a == b || (a && b && std::strcmp(a, b) == 0);
}
/// Whether two lanes' requests are the same collective.
inline bool same_collective(const CollectiveOp &a, const CollectiveOp &b) {
  return a.width == b.width && same_text(a.kind, b.kind) && same_text(a.op, b.op) &&
         ((a.any_site && b.any_site) || (a.line == b.line && same_text(a.file, b.file)));
}
inline std::string collective_text(const CollectiveOp &c) {
  std::string s = c.kind;
  if (c.op) s += std::string("(") + c.op + ")";
  if (c.width != 32) s += " of tiles of " + std::to_string(c.width);
  if (c.file) s += std::string(" at ") + c.file + ":" + std::to_string(c.line);
  return s;
}

/// A process-wide identity for each launch, 1 .. 2^30 - 1 (0 marks fresh
/// shadow cells; the top two bits of a cell's tag are its "initialised" and
/// "more records" flags). One counter for every kernel type: the shadow
/// forgets the records of any other launch, so two launches must never share
/// an id (it repeats only after 2^30 - 1 launches).
inline std::uint32_t next_launch_id() {
  static std::atomic<std::uint32_t> ids{0};
  std::uint32_t id;
  do id = (ids.fetch_add(1, std::memory_order_relaxed) + 1) & 0x3fffffffu;
  while (id == 0);
  return id;
}

/// Emulator counters, for tests and benchmarks.
struct Stats {
  std::atomic<std::uint64_t> fibers{0};   // threads started on a fiber (they had to wait)
  std::atomic<std::uint64_t> switches{0}; // context switches between GPU threads
};
inline Stats &stats() {
  static Stats s;
  return s;
}

[[noreturn, gnu::cold, gnu::noinline]] inline void called_outside_a_kernel() {
  std::fputs("rsgpu: device function called outside a kernel\n", stderr);
  std::abort();
}

/// The running GPU thread's state, complete. Small enough to inline into
/// every primitive (the abort is out of line).
[[gnu::always_inline]] inline ThreadState &current() {
  // Thread/Block handles exist only inside kernels, so this is always set; the
  // check keeps misuse from host code a clean abort rather than a null deref.
  if (RSGPU_UNLIKELY(!tls_thread)) called_outside_a_kernel();
  ThreadState &t = *tls_thread;
  if (RSGPU_UNLIKELY(t.global != tls_global)) t.refresh(t);
  return t;
}

/// The running thread's grid-wide linear id (the hot path of
/// Thread::global_linear_id on the emulator). Thread handles exist only inside
/// kernels, where the scheduler keeps this current.
inline unsigned long long current_global() { return tls_global; }

} // namespace rsgpu::detail::host
